import type { Map as LeafletMap } from 'leaflet';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { homeViewOfAddress } from '../../../common/pages/home-address.ts';
import { DEFAULT_MAP_PAGE_SIZE } from '../../../common/schemas/common-fields.ts';
import { GEOCODED_ADDRESS_ZOOM, MAP_INITIAL_ZOOM, REPORT_MAP_CENTER } from '../../lib/map/map-settings.ts';
import type { ClustersView } from './api/map-clusters.ts';
import type { MapSightingsSource } from './api/map-sightings.ts';
import { boundsBoxOf, viewOf, type MapView } from './map-view.ts';
import { clearSavedMapState, readSavedMapState } from './saved-map-state.ts';
import { useHomeAddress } from './use-home-address.ts';
import { useMapAnswers } from './use-map-answers.ts';
import { useMapLayer } from './use-map-layer.ts';
import { usePopupToOpen } from './use-popup-to-open.ts';
import { useSaveOnLeaving } from './use-save-on-leaving.ts';

const boundsSource = (map: LeafletMap): MapSightingsSource => ({
  kind: 'bounds',
  bounds: boundsBoxOf(map.getBounds()),
});

const clustersViewOf = (map: LeafletMap): ClustersView => ({
  bounds: boundsBoxOf(map.getBounds()),
  zoom: map.getZoom(),
});

/**
 * The home map's state and rules: which sightings to show, the view (from the address, else the saved
 * one), Most Recent, page size, the filters, and the popup to open. What it asks the server, what it
 * saves on leaving and how the popup opens are hooks of their own.
 */
export function useHomeMap() {
  const address = useHomeAddress();
  const { filters } = address;
  // A view the address names comes first (a copied address reopens it); else the saved one, as before.
  const [addressView] = useState(() => homeViewOfAddress(address.searchParams));
  const [saved] = useState(readSavedMapState);
  const [pageSize, setPageSize] = useState<number>(saved?.itemsToShow ?? DEFAULT_MAP_PAGE_SIZE);
  const { layer, changeLayer } = useMapLayer(saved?.mapLayer, address.searchParams, address.change);
  // The view the whole record is counted in; set with the bounds the markers are asked by.
  const [clustersView, setClustersView] = useState<ClustersView | null>(null);
  // A known view fetches by its bounds once the map exists; otherwise the latest sightings load first.
  const restoresView = Boolean(addressView ?? saved);
  const [source, setSource] = useState<MapSightingsSource | null>(restoresView ? null : { kind: 'latest', request: 0 });
  const [map, setMap] = useState<LeafletMap | null>(null);
  // Unwrapped: past ±180 when the visitor has panned onto a neighbouring copy of the world.
  const [centerLng, setCenterLng] = useState(addressView?.lng ?? saved?.lng ?? REPORT_MAP_CENTER.lng);

  const popupToOpen = useRef<string | null>(saved?.sightingId ?? null);
  const latestRequests = useRef(0);
  const centredOnLatest = useRef<number | null>(null);
  const { keepView, keepOpenSighting } = useSaveOnLeaving(pageSize, layer);
  const answers = useMapAnswers({ source, pageSize, filters, layer, clustersView });
  const { sightings, fresh } = answers;

  // The newest sightings could not be had, so the map stays where it waits: the whole record is
  // counted there.
  const latestFailed = source?.kind === 'latest' && answers.sightingsFailed;
  useEffect(() => {
    if (map && latestFailed) setClustersView((current) => current ?? clustersViewOf(map));
  }, [map, latestFailed]);

  // Without a saved view: after loading the latest, centre on the first marker at zoom 5 and open its popup.
  useEffect(() => {
    if (!map || source?.kind !== 'latest' || !fresh) return;
    if (centredOnLatest.current === source.request) return;
    centredOnLatest.current = source.request;
    const first = sightings[0];
    if (!first) {
      // Nothing to move to: the whole record is counted where the map waits.
      setClustersView(clustersViewOf(map));
      return;
    }
    popupToOpen.current = first.id;
    map.setView([first.latitude, first.longitude], MAP_INITIAL_ZOOM, { animate: false });
  }, [map, source, fresh, sightings]);

  const handleMarker = usePopupToOpen(popupToOpen, sightings, fresh);

  const { showView } = address;
  const handleReady = useCallback(
    (readyMap: LeafletMap) => {
      setMap(readyMap);
      const view = viewOf(readyMap);
      keepView(view);
      // A restored view goes into the address at once; the latest sightings' view once the map is on it.
      if (restoresView) showView(view);
      setCenterLng(readyMap.getCenter().lng);
      // Without one, the map is about to move to the newest sighting: the whole record is counted for
      // the view it settles on, not first for the one it waits on.
      if (restoresView) setClustersView(clustersViewOf(readyMap));
      setSource((current) => current ?? boundsSource(readyMap));
    },
    [keepView, restoresView, showView],
  );

  // Saved as it is at once: leaving within the settling delay (just after Most Recent, say) must not
  // save the view before it.
  const handleViewChanged = useCallback((movedMap: LeafletMap) => keepView(viewOf(movedMap)), [keepView]);

  // A transition: the settled view renders the whole page again, which React then does in slices, not
  // in one task of tens of milliseconds on a slow phone while the visitor may be dragging again.
  const handleViewSettled = useCallback(
    (movedMap: LeafletMap) => {
      startTransition(() => {
        setCenterLng(movedMap.getCenter().lng);
        setClustersView(clustersViewOf(movedMap));
        setSource(boundsSource(movedMap));
      });
      showView(viewOf(movedMap));
    },
    [showView],
  );

  const showMostRecent = () => {
    clearSavedMapState();
    map?.closePopup();
    popupToOpen.current = null;
    latestRequests.current += 1;
    setSource({ kind: 'latest', request: latestRequests.current });
  };

  const changePageSize = (size: number) => {
    setPageSize(size);
    if (map) setSource(boundsSource(map));
  };

  // Before any sighting is known the map waits over the middle of the United States. The same object
  // each render, so the map is not drawn again for it.
  const [initialView] = useState<MapView>(
    () => addressView ?? saved ?? { ...REPORT_MAP_CENTER, zoom: MAP_INITIAL_ZOOM },
  );

  return {
    initialView,
    sightings,
    centerLng,
    loading: answers.loading,
    sightingsRefusal: answers.sightingsRefusal,
    /** The settled view's box: what the timeline and the panel count. */
    viewBounds: clustersView?.bounds ?? null,
    filters,
    changeFilters: address.changeFilters,
    total: answers.total,
    layer,
    changeLayer,
    wholeRecord: answers.wholeRecord,
    pageSize,
    changePageSize,
    showMostRecent,
    flyTo: (point: { lat: number; lng: number }) => map?.flyTo([point.lat, point.lng], GEOCODED_ADDRESS_ZOOM),
    mapHandlers: {
      onReady: handleReady,
      onViewChanged: handleViewChanged,
      onViewSettled: handleViewSettled,
      onMarker: handleMarker,
      onPopupChange: keepOpenSighting,
    },
  };
}
