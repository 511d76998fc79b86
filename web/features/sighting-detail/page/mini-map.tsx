import { useEffect, useRef } from 'react';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import { BaseLayers } from '../../../lib/map/base-layers.tsx';
import { sightingMarkerIcon } from '../../../lib/map/marker-icon.ts';

const MINI_MAP_ZOOM = 8;
const MINI_MAP_UPDATE_DELAY_MS = 3000;

interface Point {
  lat: number;
  lng: number;
}

/** After the location changes, the view follows it at zoom 8, 3 seconds later. */
function FollowLocation({ lat, lng }: Point) {
  const map = useMap();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = setTimeout(() => map.setView([lat, lng], MINI_MAP_ZOOM), MINI_MAP_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [map, lat, lng]);
  return null;
}

/** A small map of where the sighting was, for looking only: no dragging, zooming or keyboard focus. */
export default function MiniMap({ lat, lng, place }: Point & { place: string }) {
  return (
    <MapContainer
      className="skywatch-map mini-map"
      center={[lat, lng]}
      zoom={MINI_MAP_ZOOM}
      zoomControl={false}
      dragging={false}
      touchZoom={false}
      doubleClickZoom={false}
      scrollWheelZoom={false}
      boxZoom={false}
      keyboard={false}
    >
      <BaseLayers />
      <Marker
        position={[lat, lng]}
        icon={sightingMarkerIcon}
        alt={place || 'Sighting location'}
        interactive={false}
        keyboard={false}
      />
      <FollowLocation lat={lat} lng={lng} />
    </MapContainer>
  );
}
