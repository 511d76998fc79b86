import { useQuery } from '@tanstack/react-query';
import type { Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import {
  DEFAULT_MAP_PAGE_SIZE,
  GEOCODED_ADDRESS_ZOOM,
  MAP_INITIAL_ZOOM,
  REPORT_MAP_CENTER,
  SIGHTING_PAGE_SIZES,
} from '../../../common/constants.ts';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { SightingTable } from '../../lib/sighting-table.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { mapSightingsQueryOptions, type MapSightingsSource } from './api/map-sightings.ts';
import { totalSightingsQueryOptions } from './api/total-sightings.ts';
import './home-map-page.css';
import { LocationSearchForm } from './location-search-form.tsx';
import { isMappable } from './map-bounds.ts';
import { boundsBoxOf, viewOf, type MapView } from './map-view.ts';
import { clearSavedMapState, readSavedMapState, saveMapState } from './saved-map-state.ts';
import { SightingsMap } from './sightings-map.tsx';
import { SightingsTrackedBanner } from './sightings-tracked-banner.tsx';

const boundsSource = (map: LeafletMap): MapSightingsSource => ({
  kind: 'bounds',
  bounds: boundsBoxOf(map.getBounds()),
});

/** The home page (SPEC §2, §4): the sightings map, the total tracked, and the sightings in view. */
export default function HomeMapPage() {
  const [saved] = useState(readSavedMapState);
  const [pageSize, setPageSize] = useState<number>(saved?.itemsToShow ?? DEFAULT_MAP_PAGE_SIZE);
  // A saved view fetches by its bounds once the map exists; otherwise the latest sightings load first.
  const [source, setSource] = useState<MapSightingsSource | null>(saved ? null : { kind: 'latest', request: 0 });
  const [map, setMap] = useState<LeafletMap | null>(null);

  const markers = useRef(new Map<string, LeafletMarker>());
  const popupToOpen = useRef<string | null>(saved?.sightingId ?? null);
  const latestRequests = useRef(0);
  const centredOnLatest = useRef<number | null>(null);
  // What is saved on leaving (SPEC §4); kept current here because the map is gone by then.
  const leaving = useRef({ view: null as MapView | null, pageSize, openSightingId: null as string | null });

  const sightingsQuery = useQuery(mapSightingsQueryOptions(source, pageSize));
  const totalQuery = useQuery(totalSightingsQueryOptions);
  useErrorToast(sightingsQuery, {
    title: 'Internal Error',
    message: 'Could not retrieve sightings. Please try again later.',
  });
  useErrorToast(totalQuery, {
    title: 'Internal Error',
    message: 'Could not retrieve sighting count. Please try again later.',
  });

  const sightings = useMemo(() => (sightingsQuery.data ?? []).filter(isMappable), [sightingsQuery.data]);
  const hasFreshSightings = sightingsQuery.isSuccess && !sightingsQuery.isPlaceholderData;

  useEffect(() => {
    leaving.current.pageSize = pageSize;
  }, [pageSize]);

  useEffect(
    () => () => {
      const { view, pageSize: itemsToShow, openSightingId } = leaving.current;
      if (view) saveMapState({ ...view, itemsToShow, sightingId: openSightingId });
    },
    [],
  );

  // SPEC §4: after loading the latest, centre on the first marker at zoom 5 and open its popup.
  useEffect(() => {
    if (!map || source?.kind !== 'latest' || !hasFreshSightings) return;
    if (centredOnLatest.current === source.request) return;
    centredOnLatest.current = source.request;
    const first = sightings[0];
    if (!first) return;
    popupToOpen.current = first.id;
    map.setView([first.latitude, first.longitude], MAP_INITIAL_ZOOM, { animate: false });
  }, [map, source, hasFreshSightings, sightings]);

  // Opens the popup a restored view or Most Recent asked for, once its marker is on the map.
  useEffect(() => {
    const sightingId = popupToOpen.current;
    if (!sightingId || !hasFreshSightings) return;
    popupToOpen.current = null;
    markers.current.get(sightingId)?.openPopup();
  }, [hasFreshSightings, sightings]);

  const handleReady = useCallback((readyMap: LeafletMap) => {
    setMap(readyMap);
    leaving.current.view = viewOf(readyMap);
    setSource((current) => current ?? boundsSource(readyMap));
  }, []);

  const handleViewSettled = useCallback((movedMap: LeafletMap) => {
    leaving.current.view = viewOf(movedMap);
    setSource(boundsSource(movedMap));
  }, []);

  const handleMarker = useCallback((sightingId: string, marker: LeafletMarker | null) => {
    if (marker) markers.current.set(sightingId, marker);
    else markers.current.delete(sightingId);
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

  const initialView: MapView = saved ?? { ...REPORT_MAP_CENTER, zoom: MAP_INITIAL_ZOOM };
  const loading = sightingsQuery.isFetching;

  return (
    <div className="home-map-page">
      <div className="home-map-stage">
        <SightingsMap
          initialView={initialView}
          sightings={sightings}
          onMarker={handleMarker}
          onPopupChange={handlePopupChange}
          onReady={handleReady}
          onViewSettled={handleViewSettled}
        />
        <div className="home-map-toolbar">
          <Button variant="primary" size="sm" className="shadow-sm" onClick={showMostRecent}>
            <i className="bi bi-clock-history me-1" aria-hidden="true" />
            Most Recent
          </Button>
          <LocationSearchForm
            className="d-none d-md-block shadow-sm"
            onLocated={({ lat, lng }) => map?.flyTo([lat, lng], GEOCODED_ADDRESS_ZOOM)}
          />
        </div>
        {loading && <Spinner className="home-map-loading shadow-sm" />}
      </div>
      <section className="container py-4" aria-label="Sightings in view">
        <SightingsTrackedBanner total={totalQuery.data} />
        <div className="d-flex justify-content-end mb-2">
          <PageSizeSelect
            value={pageSize}
            options={SIGHTING_PAGE_SIZES}
            onChange={changePageSize}
            label="Sightings to show"
          />
        </div>
        {loading && sightings.length === 0 ? (
          <Spinner className="justify-content-center py-4" />
        ) : (
          <SightingTable sightings={sightings} emptyText="No Sightings In View" caption="Sightings in view" />
        )}
      </section>
    </div>
  );
}
