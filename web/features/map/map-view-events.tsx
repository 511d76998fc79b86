import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';

// Dragging fires many move ends in a row; ask the server once the map has come to rest.
const VIEW_SETTLE_MS = 300;

interface MapViewEventsProps {
  onReady: (map: LeafletMap) => void;
  onViewSettled: (map: LeafletMap) => void;
}

/** Tells the page when the map exists and, debounced, whenever it was dragged or zoomed. */
export function MapViewEvents({ onReady, onViewSettled }: MapViewEventsProps) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onReady, onViewSettled });
  useLayoutEffect(() => {
    latest.current = { onReady, onViewSettled };
  });

  useEffect(() => {
    latest.current.onReady(map);
    return () => clearTimeout(timer.current);
  }, [map]);

  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current.onViewSettled(map), VIEW_SETTLE_MS);
    },
  });
  return null;
}
