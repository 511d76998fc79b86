import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { homeViewOfAddress } from '../../../common/pages/home-address.ts';
import { DEFAULT_MAP_PAGE_SIZE } from '../../../common/schemas/common-fields.ts';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import { GEOCODED_ADDRESS_ZOOM, MAP_INITIAL_ZOOM, REPORT_MAP_CENTER } from '../../lib/map/map-settings.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { afterNextPaint } from '../../lib/use-after-first-paint.ts';
import { mapClustersQueryOptions, type ClustersView } from './api/map-clusters.ts';
import { mapSightingsQueryOptions, type MapSightingsSource } from './api/map-sightings.ts';
import { totalSightingsQueryOptions } from '../../lib/total-sightings.ts';
import { isMappable } from './map-bounds.ts';
import { boundsBoxOf, viewOf, type MapView } from './map-view.ts';
import { useHomeAddress } from './use-home-address.ts';
import { drawsWholeRecord, useMapLayer } from './use-map-layer.ts';
import { refusalOf } from './view-refusal.ts';
import { clearSavedMapState, readSavedMapState, saveMapState } from './saved-map-state.ts';

const boundsSource = (map: LeafletMap): MapSightingsSource => ({
  kind: 'bounds',
  bounds: boundsBoxOf(map.getBounds()),
});

const clustersViewOf = (map: LeafletMap): ClustersView => ({
  bounds: boundsBoxOf(map.getBounds()),
  zoom: map.getZoom(),
});

const NO_CLUSTERS: ClustersAnswer['clusters'] = [];

/**
 * The home map's state and rules: which sightings to show, the view (from the address, else the saved
 * one), Most Recent, page size, the filters, and the popup to open.
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

  const markers = useRef(new Map<string, LeafletMarker>());
  const popupToOpen = useRef<string | null>(saved?.sightingId ?? null);
  const latestRequests = useRef(0);
  const centredOnLatest = useRef<number | null>(null);
  // What is saved on leaving; kept current here because the map is gone by then.
  const leaving = useRef({ view: null as MapView | null, pageSize, layer, openSightingId: null as string | null });
  const pendingSave = useRef<ReturnType<typeof setTimeout>>(undefined);

  const sightingsQuery = useQuery(mapSightingsQueryOptions(source, pageSize, filters));
  const clustersQuery = useQuery(mapClustersQueryOptions(drawsWholeRecord(layer) ? clustersView : null, filters));
  const totalQuery = useQuery(totalSightingsQueryOptions);
  // A filtered view the server refuses to narrow (too crowded) says so in its place, not as a failure.
  const sightingsRefusal = refusalOf(sightingsQuery.error);
  useErrorToast(
    { isError: sightingsQuery.isError && sightingsRefusal === null, errorUpdatedAt: sightingsQuery.errorUpdatedAt },
    {
      title: 'Internal Error',
      message: 'Could not retrieve sightings. Please try again later.',
    },
  );
  useErrorToast(totalQuery, {
    title: 'Internal Error',
    message: 'Could not retrieve sighting count. Please try again later.',
  });

  const sightings = useMemo(() => (sightingsQuery.data ?? []).filter(isMappable), [sightingsQuery.data]);
  const hasFreshSightings = sightingsQuery.isSuccess && !sightingsQuery.isPlaceholderData;
  // The newest sightings could not be had, so the map stays where it waits: the whole record is
  // counted there.
  const latestFailed = source?.kind === 'latest' && sightingsQuery.isError;
  useEffect(() => {
    if (map && latestFailed) setClustersView((current) => current ?? clustersViewOf(map));
  }, [map, latestFailed]);

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

  // Without a saved view: after loading the latest, centre on the first marker at zoom 5 and open its popup.
  useEffect(() => {
    if (!map || source?.kind !== 'latest' || !hasFreshSightings) return;
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
  }, [map, source, hasFreshSightings, sightings]);

  // Opens the popup a restored view or Most Recent asked for, once its marker is on the map (the map
  // adds markers a few at a time: one arriving later brings this back through wantedMarkerAdded).
  const [wantedMarkerAdded, setWantedMarkerAdded] = useState(0);
  useEffect(() => {
    const sightingId = popupToOpen.current;
    if (!sightingId || !hasFreshSightings) return;
    const marker = markers.current.get(sightingId);
    if (!marker && sightings.some((sighting) => sighting.id === sightingId)) return;
    if (!marker) {
      popupToOpen.current = null;
      return;
    }
    // Opening measures the popup, which lays out all this render changed on the page: after the paint
    // that lays those out, opening measures no more than the popup.
    return afterNextPaint(() => {
      if (popupToOpen.current !== sightingId) return;
      popupToOpen.current = null;
      marker.openPopup();
    });
  }, [hasFreshSightings, sightings, wantedMarkerAdded]);

  const { showView } = address;
  const handleReady = useCallback(
    (readyMap: LeafletMap) => {
      setMap(readyMap);
      leaving.current.view = viewOf(readyMap);
      // A restored view goes into the address at once; the latest sightings' view once the map is on it.
      if (restoresView) showView(leaving.current.view);
      setCenterLng(readyMap.getCenter().lng);
      // Without one, the map is about to move to the newest sighting: the whole record is counted for
      // the view it settles on, not first for the one it waits on.
      if (restoresView) setClustersView(clustersViewOf(readyMap));
      setSource((current) => current ?? boundsSource(readyMap));
    },
    [restoresView, showView],
  );

  // Saved as it is at once: leaving within the settling delay (just after Most Recent, say) must not
  // save the view before it.
  const handleViewChanged = useCallback((movedMap: LeafletMap) => {
    leaving.current.view = viewOf(movedMap);
  }, []);

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

  const handleMarker = useCallback((sightingId: string, marker: LeafletMarker | null) => {
    if (marker) markers.current.set(sightingId, marker);
    else markers.current.delete(sightingId);
    if (marker && sightingId === popupToOpen.current) setWantedMarkerAdded((count) => count + 1);
  }, []);

  const handlePopupChange = useCallback((sightingId: string | null) => {
    leaving.current.openSightingId = sightingId;
  }, []);

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

  // Before any sighting is known the map waits over the middle of the United States.
  const initialView: MapView = addressView ?? saved ?? { ...REPORT_MAP_CENTER, zoom: MAP_INITIAL_ZOOM };

  return {
    initialView,
    sightings,
    centerLng,
    loading: sightingsQuery.isFetching,
    sightingsRefusal,
    /** The settled view's box: what the timeline and the panel count. */
    viewBounds: clustersView?.bounds ?? null,
    filters,
    changeFilters: address.changeFilters,
    total: totalQuery.data,
    layer,
    changeLayer,
    wholeRecord: drawsWholeRecord(layer)
      ? {
          clusters: clustersQuery.data?.clusters ?? NO_CLUSTERS,
          total: clustersQuery.data?.total,
          failed: clustersQuery.isError,
          refusal: refusalOf(clustersQuery.error),
        }
      : null,
    pageSize,
    changePageSize,
    showMostRecent,
    flyTo: (point: { lat: number; lng: number }) => map?.flyTo([point.lat, point.lng], GEOCODED_ADDRESS_ZOOM),
    mapHandlers: {
      onReady: handleReady,
      onViewChanged: handleViewChanged,
      onViewSettled: handleViewSettled,
      onMarker: handleMarker,
      onPopupChange: handlePopupChange,
    },
  };
}
