import type { Sighting } from '../../common/schemas/sighting.ts';
import { AlsoReportedBy } from '../features/event/also-reported-by.tsx';
import { SkyCard } from '../features/sky/sky-card.tsx';

/** Under the sighting's summary: the other witnesses of its event, if any, then the sky at the time. */
export function SightingUnderSummary({ sighting }: { sighting: Sighting }) {
  return (
    <>
      <AlsoReportedBy sighting={sighting} />
      <SkyCard sighting={sighting} />
    </>
  );
}
