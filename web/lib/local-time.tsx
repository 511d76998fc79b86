import { formatOccurred } from '../../common/display/date-format.ts';
import { useHydrated } from './hydration.tsx';

interface LocalTimeProps {
  iso: string | null | undefined;
  /** The IANA zone of the place it happened, when known: its clock is shown too where it differs. */
  placeZone?: string | null;
  /** One line, as a table cell: the time at the place goes into the element's title. */
  compact?: boolean;
}

/** 'MM/dd/yyyy h:mm a … local time' at the place, or '… UTC' when its zone is unknown. */
export function timeAtPlace(iso: string, placeZone: string | null | undefined): string {
  return placeZone ? `${formatOccurred(iso, placeZone)} local time` : `${formatOccurred(iso, 'UTC')} UTC`;
}

/**
 * A date and time in the viewer's time zone ('MM/dd/yyyy h:mm a'), nothing for none; with the zone of
 * the place, also the time there when it reads differently, as for a sighting the witness's own clock
 * matters. The server does not know the viewer's zone: its page carries the time at the place (or in
 * UTC), real and readable without JavaScript, until the app has hydrated. Each form keeps the lines
 * it had on the server, so nothing below it moves when the viewer's clock comes in.
 */
export function LocalTime({ iso, placeZone, compact = false }: LocalTimeProps) {
  const hydrated = useHydrated();
  const viewerText = formatOccurred(iso);
  if (!viewerText) return null;
  const placeText = timeAtPlace(iso!, placeZone);
  if (compact) {
    const shown = hydrated ? viewerText : formatOccurred(iso, placeZone ?? 'UTC');
    return (
      <time dateTime={iso!} title={placeText}>
        {shown}
      </time>
    );
  }
  if (!hydrated) {
    return (
      <>
        <time dateTime={iso!}>{placeText}</time>
        {placeZone && <SecondClock text="" />}
      </>
    );
  }
  const differs = Boolean(placeZone) && formatOccurred(iso, placeZone!) !== viewerText;
  return (
    <>
      <time dateTime={iso!}>{viewerText}</time>
      {placeZone && <SecondClock text={differs ? placeText : ''} />}
    </>
  );
}

/** The line under the viewer's clock: the place's, or kept empty so that the lines stay as they were. */
function SecondClock({ text }: { text: string }) {
  return text ? (
    <span className="d-block small text-body-secondary">{text}</span>
  ) : (
    <span className="d-block small invisible" aria-hidden="true">
      &nbsp;
    </span>
  );
}
