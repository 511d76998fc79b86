import { formatCount } from '../../../common/display/count-format.ts';
import { useCountUp } from './use-count-up.ts';

const HOME_COUNT_UP_MS = 1000;

/** The total count, counting up over one second, and the words 'Sightings Tracked'. */
export function SightingsTrackedBanner({ total }: { total: number | undefined }) {
  const shown = useCountUp(total, HOME_COUNT_UP_MS);
  return (
    <h1 className="sightings-tracked-banner h4 text-center mb-3">
      <span className="sightings-tracked-count fw-bold">{total === undefined ? '…' : formatCount(shown)}</span>{' '}
      Sightings Tracked
    </h1>
  );
}
