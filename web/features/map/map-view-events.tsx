import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';

// Dragging fires many move ends in a row; ask the server once the map has come to rest.
const VIEW_SETTLE_MS = 300;

interface MapViewEventsProps {
  onReady: (map: LeafletMap) => void;
  /** At every move's end: the view as it is now. */
  onViewChanged: (map: LeafletMap) => void;
  /** Once the map has come to rest. */
  onViewSettled: (map: LeafletMap) => void;
}

/** Tells the page when the map exists and whenever it was dragged or zoomed, at once and debounced. */
export function MapViewEvents({ onReady, onViewChanged, onViewSettled }: MapViewEventsProps) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onReady, onViewChanged, onViewSettled });
  useLayoutEffect(() => {
    latest.current = { onReady, onViewChanged, onViewSettled };
  });

  useEffect(() => {
    latest.current.onReady(map);
    return () => clearTimeout(timer.current);
  }, [map]);

  useMapEvents({
    moveend: () => {
      latest.current.onViewChanged(map);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current.onViewSettled(map), VIEW_SETTLE_MS);
    },
  });
  return null;
}
