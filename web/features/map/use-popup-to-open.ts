import type { Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { afterNextPaint } from '../../lib/use-after-first-paint.ts';

/**
 * Opens the popup `wanted` names (a restored view's, or the newest sighting's), once its marker is on
 * the map, and then forgets it. The map adds markers a few at a time and reports each through the
 * `handleMarker` returned: one arriving later opens it then. A sighting not among those shown is given
 * up. Call it after the effects that set `wanted`, so that its own effect sees what they set.
 */
export function usePopupToOpen(
  wanted: RefObject<string | null>,
  sightings: readonly Sighting[],
  fresh: boolean,
): (sightingId: string, marker: LeafletMarker | null) => void {
  const markers = useRef(new Map<string, LeafletMarker>());
  const [wantedMarkerAdded, setWantedMarkerAdded] = useState(0);

  useEffect(() => {
    const sightingId = wanted.current;
    if (!sightingId || !fresh) return;
    const marker = markers.current.get(sightingId);
    if (!marker && sightings.some((sighting) => sighting.id === sightingId)) return;
    if (!marker) {
      wanted.current = null;
      return;
    }
    // Opening measures the popup, which lays out all this render changed on the page: after the paint
    // that lays those out, opening measures no more than the popup.
    return afterNextPaint(() => {
      if (wanted.current !== sightingId) return;
      wanted.current = null;
      marker.openPopup();
    });
  }, [wanted, fresh, sightings, wantedMarkerAdded]);

  return useCallback(
    (sightingId: string, marker: LeafletMarker | null) => {
      if (marker) markers.current.set(sightingId, marker);
      else markers.current.delete(sightingId);
      if (marker && sightingId === wanted.current) setWantedMarkerAdded((count) => count + 1);
    },
    [wanted],
  );
}
