import type { LatLng, Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import {
  GEOCODED_ADDRESS_ZOOM,
  MAP_MIN_ZOOM,
  REPORT_MAP_CENTER,
  REPORT_MAP_ZOOM,
} from '../../../lib/map/map-settings.ts';
import { BaseLayers } from '../../../lib/map/base-layers.tsx';
import { sightingMarkerIcon } from '../../../lib/map/marker-icon.ts';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** A place to fly to; a new object is a new flight, even to the same place. */
export interface FlightTarget extends MapPoint {
  zoom: number;
}

interface LocationMapProps {
  pin: MapPoint | null;
  flight: FlightTarget | null;
  onPick: (point: MapPoint) => void;
  onReady: (map: LeafletMap | null) => void;
}

// A click on a world copy east or west of the first gives a longitude past ±180; the report needs a real one.
const pointOf = (latLng: LatLng): MapPoint => {
  const wrapped = latLng.wrap();
  return { lat: wrapped.lat, lng: wrapped.lng };
};

/** Flies to each new target; one set before the map existed was its opening view already. */
function Flights({ flight }: { flight: FlightTarget | null }) {
  const map = useMap();
  const flown = useRef(flight);
  useEffect(() => {
    if (!flight || flight === flown.current) return;
    flown.current = flight;
    map.flyTo([flight.lat, flight.lng], flight.zoom);
  }, [map, flight]);
  return null;
}

function MapEvents({ onPick, onReady }: Pick<LocationMapProps, 'onPick' | 'onReady'>) {
  const map = useMap();
  const latest = useRef({ onPick, onReady });
  useLayoutEffect(() => {
    latest.current = { onPick, onReady };
  });
  useEffect(() => {
    latest.current.onReady(map);
    return () => latest.current.onReady(null);
  }, [map]);
  useMapEvents({ click: (event) => latest.current.onPick(pointOf(event.latlng)) });
  return null;
}

/** The report's map: a click places or moves the pin, which can also be dragged. */
export default function LocationMap({ pin, flight, onPick, onReady }: LocationMapProps) {
  // Where the map opens: at a restored pin, else the central United States.
  const [initial] = useState(() =>
    pin
      ? { center: [pin.lat, pin.lng] as [number, number], zoom: GEOCODED_ADDRESS_ZOOM }
      : { center: [REPORT_MAP_CENTER.lat, REPORT_MAP_CENTER.lng] as [number, number], zoom: REPORT_MAP_ZOOM },
  );

  return (
    <MapContainer
      className="skywatch-map report-map"
      center={initial.center}
      zoom={initial.zoom}
      minZoom={MAP_MIN_ZOOM}
      scrollWheelZoom={false}
      worldCopyJump
    >
      <BaseLayers />
      <MapEvents onPick={onPick} onReady={onReady} />
      <Flights flight={flight} />
      {pin && (
        <Marker
          position={[pin.lat, pin.lng]}
          icon={sightingMarkerIcon}
          draggable
          alt="Pin at the place of the sighting"
          eventHandlers={{ dragend: (event) => onPick(pointOf((event.target as { getLatLng(): LatLng }).getLatLng())) }}
        />
      )}
    </MapContainer>
  );
}
