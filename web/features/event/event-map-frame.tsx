import { lazy, Suspense, useRef } from 'react';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

// Leaflet loads only when the map is near the screen: the event sits below the sighting's cards.
const EventMap = lazy(() => import('./event-map.tsx'));

export const EVENT_MAP_LABEL = 'Map of every witness report';

/** The event's map, sized before it arrives so nothing moves, built as the visitor scrolls towards it. */
export function EventMapFrame({ sightings }: { sightings: readonly Sighting[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '50% 0px');
  return (
    <div ref={frame} className="event-map-frame mb-4" role="group" aria-label={EVENT_MAP_LABEL}>
      {near && (
        <Suspense>
          <EventMap sightings={sightings} />
        </Suspense>
      )}
    </div>
  );
}
