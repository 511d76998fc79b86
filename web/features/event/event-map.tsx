import { latLngBounds, type LatLngTuple } from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { BaseLayers } from '../../lib/map/base-layers.tsx';
import { sightingMarkerIcon } from '../../lib/map/marker-icon.ts';
import { sightingPlace } from '../../lib/sighting-place.ts';

// Reports a few hundred metres apart would otherwise open the map at street level.
const CLOSEST_ZOOM = 11;

/** Every witness report of the event on one map, the view fitted to all of them. */
export default function EventMap({ sightings }: { sightings: readonly Sighting[] }) {
  const placed = sightings.filter((sighting) => sighting.latitude !== null && sighting.longitude !== null);
  if (placed.length === 0) return null;
  const points = placed.map((sighting): LatLngTuple => [sighting.latitude!, sighting.longitude!]);
  return (
    <MapContainer
      // A new event is a new view to fit.
      key={placed.map((sighting) => sighting.id).join()}
      className="skywatch-map event-map"
      bounds={latLngBounds(points)}
      boundsOptions={{ padding: [32, 32], maxZoom: CLOSEST_ZOOM }}
      scrollWheelZoom={false}
    >
      <BaseLayers />
      {placed.map((sighting, index) => (
        <Marker
          key={sighting.id}
          position={points[index]!}
          icon={sightingMarkerIcon}
          alt={`${sighting.summary || sighting.id}, ${sightingPlace(sighting)}`}
          title={sighting.summary || sighting.id}
          interactive={false}
          keyboard={false}
        />
      ))}
    </MapContainer>
  );
}
