import { formatCount } from '../../../common/display/count-format.ts';

/** What the clusters answer says of the view, in words. */
export function sightingsInViewText(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'sighting' : 'sightings'} in this view`;
}

interface WholeRecordNoteProps {
  total: number | undefined;
  failed: boolean;
  /** The server's words when it would not count this view with these filters ("Zoom in to narrow it."). */
  refusal: string | null;
}

/**
 * A quiet line on the map: how many sightings the view holds in all, read out as it changes; or, when
 * the count could not be had, that only the newest are drawn.
 */
export function WholeRecordNote({ total, failed, refusal }: WholeRecordNoteProps) {
  return (
    <p className="whole-record-note shadow-sm" aria-live="polite">
      {refusal ??
        (failed
          ? 'Could not count the sightings in this view; the newest are shown.'
          : total === undefined
            ? 'Counting sightings…'
            : sightingsInViewText(total))}
    </p>
  );
}
