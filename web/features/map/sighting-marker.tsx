import type { Marker as LeafletMarker } from 'leaflet';
import { memo, useCallback, useMemo } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { sightingMarkerIcon } from '../../lib/map/marker-icon.ts';
import { nearestWorldCopy, type MappableSighting } from './map-bounds.ts';
import { SightingPopupCard } from './sighting-popup-card.tsx';

interface SightingMarkerProps {
  sighting: MappableSighting;
  /** The view's centre longitude: the marker is drawn on the copy of the world nearest it. */
  centerLng: number;
  onMarker: (sightingId: string, marker: LeafletMarker | null) => void;
  onPopupChange: (sightingId: string | null) => void;
}

/**
 * One sighting's marker and popup. Memoised with stable props: the home page re-renders often while
 * it loads (count, loading state), and react-leaflet moves a marker and binds its events again
 * whenever it is given a new position array or handler object.
 */
export const SightingMarker = memo(function SightingMarker({
  sighting,
  centerLng,
  onMarker,
  onPopupChange,
}: SightingMarkerProps) {
  const { id, latitude } = sighting;
  const longitude = nearestWorldCopy(sighting.longitude, centerLng);
  const position = useMemo(() => [latitude, longitude] as [number, number], [latitude, longitude]);
  const eventHandlers = useMemo(
    () => ({ popupopen: () => onPopupChange(id), popupclose: () => onPopupChange(null) }),
    [id, onPopupChange],
  );
  const register = useCallback(
    (marker: LeafletMarker | null) => {
      onMarker(id, marker);
      return () => onMarker(id, null);
    },
    [id, onMarker],
  );
  return (
    <Marker
      position={position}
      icon={sightingMarkerIcon}
      alt={`Sighting: ${sighting.summary || sighting.type || id}`}
      ref={register}
      eventHandlers={eventHandlers}
    >
      <Popup>
        <SightingPopupCard sighting={sighting} />
      </Popup>
    </Marker>
  );
});
