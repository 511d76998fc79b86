import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { loadDateFormatData } from '../../../common/display/date-format.ts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';

// Leaflet, the country outlines and building the map are the home page's heaviest work: they are
// fetched once the page has painted, so its first paint waits for none of them.
const SightingsMap = lazy(async () => {
  // The newest sighting's popup opens as the map is built, with the time at its place: the locale data
  // that takes loads (in tasks of its own) while the map's code is on its way, not after the popup is drawn.
  void loadDateFormatData();
  return { default: (await import('./sightings-map.tsx')).SightingsMap };
});

/**
 * The home map, in a frame of its size and sea colour that shows until Leaflet has built it. Drawn
 * again only when its own props change, not with each of the page's answers (the page's count, the
 * panel's figures), which render the page in one task.
 */
export const DeferredSightingsMap = memo(function DeferredSightingsMap(props: ComponentProps<typeof SightingsMap>) {
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
});
