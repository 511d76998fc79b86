import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';

// With Leaflet: on a phone the map sits below the sighting's cards, and building it first held up the
// page (the longest tasks of its load). It is fetched and built as the visitor scrolls towards it.
const MiniMap = lazy(() => import('./mini-map.tsx'));

// Half a window ahead, so the map is usually drawn before it scrolls into sight.
const LOAD_AHEAD = '50% 0px';

/** The mini map's place (sized, so nothing moves when it arrives), filled once it is near the screen. */
export function MiniMapFrame({ lat, lng, place }: { lat: number; lng: number; place: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, LOAD_AHEAD);
  return (
    <div ref={frame} className="mini-map-frame mb-3" role="group" aria-label={`Map of ${place || 'the sighting'}`}>
      {near && (
        <Suspense>
          <MiniMap lat={lat} lng={lng} place={place} />
        </Suspense>
      )}
    </div>
  );
}
