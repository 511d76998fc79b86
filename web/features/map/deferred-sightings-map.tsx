import { lazy, Suspense, type ComponentProps } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';

// Leaflet, the country outlines and building the map are the home page's heaviest work: they are
// fetched once the page has painted, so its first paint waits for none of them.
const SightingsMap = lazy(async () => ({ default: (await import('./sightings-map.tsx')).SightingsMap }));

/** The home map, in a frame of its size and sea colour that shows until Leaflet has built it. */
export function DeferredSightingsMap(props: ComponentProps<typeof SightingsMap>) {
  const painted = useAfterFirstPaint();
  return (
    <div className="sightings-map-frame">
      {painted && (
        <Suspense>
          <SightingsMap {...props} />
        </Suspense>
      )}
    </div>
  );
}
