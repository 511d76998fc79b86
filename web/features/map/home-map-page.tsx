import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { alertAreaOfView } from '../../lib/alerts/alert-area-of-view.ts';
import { AlertMeButton } from '../../lib/alerts/alert-me-button.tsx';
import { SIGHTING_PAGE_SIZES } from '../../../common/schemas/common-fields.ts';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { SightingTable } from '../../lib/sighting-table.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import { deferredPart } from '../../lib/deferred-part.tsx';
import { useRestingValue } from '../../lib/use-resting-value.ts';
import './home-map-page.css';
import { DeferredSightingsMap } from './deferred-sightings-map.tsx';
import { LayerSwitch } from './layer-switch.tsx';
import { LocationSearchForm } from './location-search-form.tsx';
import { isFiltered } from './map-filters.ts';
import { MapFiltersForm } from './map-filters-form.tsx';
import { TimelinePlaceholder } from './timeline/timeline-frame.tsx';
import type { Playback } from './timeline/view-timeline.tsx';
import { viewFacetsQueryOptions } from './api/view-facets.ts';
import { ViewHoldsPlaceholder } from './view-holds-frame.tsx';
import { SightingsTrackedBanner } from './sightings-tracked-banner.tsx';
import { useHomeMap } from './use-home-map.ts';
import { useLocationSearchRequest } from './use-location-search-request.ts';
import { sightingsInViewText, WholeRecordNote } from './whole-record-note.tsx';

/**
 * The panel's counts group every sighting in view, row by row (seconds of the server's time for a
 * crowded view): they are asked for once the map has rested, not for each view a visitor drags past.
 */
const FACETS_REST_MS = 1_500;

// One empty list for every render without clusters: a new one each time would draw the map again.
const NO_CLUSTERS: ClustersAnswer['clusters'] = [];

// The dialog (and the dialog code it brings) is fetched the first time it opens: most visits never do.
const LocationSearchDialog = lazy(async () => ({
  default: (await import('./location-search-dialog.tsx')).LocationSearchDialog,
}));

// Below the full-height map, the timeline and "What the view holds" show loading until the map has
// settled anyway: their code is fetched and run after the page has painted, not while it starts.
const ViewTimeline = deferredPart(
  async () => (await import('./timeline/view-timeline.tsx')).ViewTimeline,
  TimelinePlaceholder,
);
const ViewHoldsPanel = deferredPart(
  async () => (await import('./view-holds-panel.tsx')).ViewHoldsPanel,
  ViewHoldsPlaceholder,
);

/** The home page: the sightings map, the total tracked, and the sightings in view. */
export default function HomeMapPage() {
  const home = useHomeMap();
  const filtersRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [playback, setPlayback] = useState<Playback | null>(null);
  const isPlaying = playback !== null;
  // Play is pressed below the map: the map comes into view to show the years go by.
  useEffect(() => {
    if (isPlaying) stageRef.current?.scrollIntoView({ block: 'start' });
  }, [isPlaying]);
  // The filters lie below the map: the button brings them into view with the focus on their first field.
  const goToFilters = () => {
    const first = filtersRef.current?.querySelector<HTMLElement>('input, select, button');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  };
  // Where the box is hidden (small screens), the navigation menu opens the same search in a dialog.
  const locationSearch = useLocationSearchRequest();
  // New sightings (the query's answer re-renders this page at once, in one task) are drawn on the map
  // and listed in a deferred render, which React does in slices.
  const sightings = useDeferredValue(home.sightings);
  const { wholeRecord } = home;
  const facets = useQuery(viewFacetsQueryOptions(useRestingValue(home.viewBounds, FACETS_REST_MS), home.filters));
  const viewShapes = useMemo(() => facets.data?.shapes.map((shape) => shape.value) ?? [], [facets.data]);
  const newest = isFiltered(home.filters)
    ? 'Newest sightings in view that match the filters'
    : 'Newest sightings in view';
  const caption =
    wholeRecord?.total === undefined ? 'Sightings in view' : `${newest}, of ${sightingsInViewText(wholeRecord.total)}`;

  return (
    <div className="home-map-page">
      <div className="home-map-stage" ref={stageRef}>
        <div className="home-map-toolbar">
          <Button variant="primary" size="sm" className="shadow-sm" onClick={home.showMostRecent}>
            <i className="bi bi-clock-history me-1" aria-hidden="true" />
            Most Recent
          </Button>
          <LocationSearchForm className="d-none d-md-block shadow-sm" onLocated={home.flyTo} goInTabOrder={false} />
        </div>
        <div className="home-map-layers">
          <LayerSwitch value={home.layer} onChange={home.changeLayer} className="shadow-sm" />
          {wholeRecord && (
            <WholeRecordNote total={wholeRecord.total} failed={wholeRecord.failed} refusal={wholeRecord.refusal} />
          )}
        </div>
        <div className="home-map-filters-jump">
          <button type="button" className="btn btn-light btn-sm shadow-sm" onClick={goToFilters}>
            <i className="bi bi-funnel me-1" aria-hidden="true" />
            Filters
          </button>
          {/* After Filters: the controls a keyboard reaches first stay within ten presses of the page's start. */}
          <AlertMeButton
            label="Alert me about this area"
            shortLabel="Alert me"
            area={home.viewBounds && alertAreaOfView(home.viewBounds)}
            size="sm"
            className="shadow-sm bg-body"
          />
        </div>
        {/* After the controls drawn over it: a keyboard reaches them before the map's markers. */}
        <DeferredSightingsMap
          initialView={home.initialView}
          sightings={sightings}
          layer={home.layer}
          clusters={wholeRecord?.clusters ?? NO_CLUSTERS}
          centerLng={home.centerLng}
          {...home.mapHandlers}
        />
        {home.loading && <Spinner className="home-map-loading shadow-sm" />}
        {playback && (
          <div className="home-map-playing shadow-sm" role="status" aria-label="Timeline playing">
            <span className="fs-4 fw-semibold">{playback.year}</span>
            <button type="button" className="btn btn-sm btn-outline-dark" onClick={playback.stop}>
              <i className="bi bi-stop-fill me-1" aria-hidden="true" />
              Stop
            </button>
          </div>
        )}
      </div>
      {locationSearch.asked && (
        <Suspense>
          <LocationSearchDialog show={locationSearch.open} onHide={locationSearch.close} onLocated={home.flyTo} />
        </Suspense>
      )}
      <section className="container py-4" aria-label="Sightings in view">
        <div ref={filtersRef}>
          <MapFiltersForm filters={home.filters} onChange={home.changeFilters} viewShapes={viewShapes} />
        </div>
        <ViewTimeline
          bounds={home.viewBounds}
          filters={home.filters}
          onFiltersChange={home.changeFilters}
          onPlayback={setPlayback}
        />
        <SightingsTrackedBanner total={home.total} />
        <div className="d-flex justify-content-end mb-2">
          <PageSizeSelect
            value={home.pageSize}
            options={SIGHTING_PAGE_SIZES}
            onChange={home.changePageSize}
            label="Sightings to show"
          />
        </div>
        {home.sightingsRefusal ? (
          <p className="alert alert-info" role="status">
            {home.sightingsRefusal}
          </p>
        ) : home.loading && sightings.length === 0 ? (
          <Spinner className="justify-content-center py-4" />
        ) : (
          <SightingTable sightings={sightings} emptyText="No Sightings In View" caption={caption} />
        )}
        <ViewHoldsPanel data={facets.data} error={facets.error} />
      </section>
    </div>
  );
}
