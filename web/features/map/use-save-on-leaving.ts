import { useCallback, useEffect, useRef } from 'react';
import type { MapLayer } from './map-layer.ts';
import type { MapView } from './map-view.ts';
import { saveMapState } from './saved-map-state.ts';

/** What the home map saves when the visitor leaves it. */
interface LeavingState {
  view: MapView | null;
  pageSize: number;
  layer: MapLayer;
  openSightingId: string | null;
}

/**
 * Saves the map's view, page size, layer and open popup on leaving. The map is gone by then, so the
 * caller tells the view and the popup as they change (`keepView`, `keepOpenSighting`); nothing is saved
 * without a view.
 */
export function useSaveOnLeaving(pageSize: number, layer: MapLayer) {
  const leaving = useRef<LeavingState>({ view: null, pageSize, layer, openSightingId: null });
  const pendingSave = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    leaving.current.pageSize = pageSize;
    leaving.current.layer = layer;
  }, [pageSize, layer]);

  useEffect(() => {
    // Written a moment after unmounting, and cancelled if the page mounts again at once: React's
    // development mode unmounts and remounts every page once, which is not the visitor leaving.
    clearTimeout(pendingSave.current);
    return () => {
      // Read now: removing the markers next closes the open popup.
      const { view, pageSize: itemsToShow, layer: mapLayer, openSightingId } = leaving.current;
      if (!view) return;
      pendingSave.current = setTimeout(() =>
        saveMapState({ ...view, itemsToShow, sightingId: openSightingId, mapLayer }),
      );
    };
  }, []);

  const keepView = useCallback((view: MapView) => {
    leaving.current.view = view;
  }, []);
  const keepOpenSighting = useCallback((sightingId: string | null) => {
    leaving.current.openSightingId = sightingId;
  }, []);
  return { keepView, keepOpenSighting };
}
