import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatCount } from '../../../../common/display/count-format.ts';
import { Spinner } from '../../../lib/spinner.tsx';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { viewHistogramQueryOptions } from '../api/view-histogram.ts';
import type { BoundsBox } from '../map-bounds.ts';
import type { MapFilters } from '../map-filters.ts';
import { refusalOf } from '../view-refusal.ts';
import { ChartBoundary } from './chart-boundary.tsx';
import {
  chartsByMonth,
  coveredPeriods,
  firstPlayedYear,
  periodsOf,
  rangeOfPeriods,
  wholeYearOf,
  yearRange,
  type DateRange,
  type Period,
} from './timeline-periods.ts';
import './view-timeline.css';

// uPlot and the chart are fetched once the page has painted and the timeline, below the map, is near
// the window: on a phone a visitor who never scrolls to it never loads it.
const TimelineChart = lazy(() => import('./timeline-chart.tsx'));

/** How far below the window the timeline may be when its chart starts loading. */
const CHART_LOAD_AHEAD = '200px';

/** Playing shows each year this long. */
const PLAY_STEP_MS = 1000;

interface ViewTimelineProps {
  /** The map's settled view; null until the map exists. */
  bounds: BoundsBox | null;
  filters: MapFilters;
  /** The timeline changes the filters' dates only. */
  onFiltersChange: (filters: MapFilters) => void;
}

/** What the chart shows, in words, for screen readers. */
function chartSummary(periods: readonly Period[], monthly: boolean): string {
  const busiest = periods.reduce((most, period) => (period.count > most.count ? period : most), periods[0]!);
  const per = monthly ? 'month' : 'year';
  return (
    `Sightings per ${per} in this view, ${periods[0]!.key} to ${periods.at(-1)!.key}; ` +
    `the most, ${formatCount(busiest.count)}, in ${busiest.key}.`
  );
}

/**
 * The timeline under the map: sightings per year (per month when the view's sightings span three years
 * or less) for the view and every filter but the dates, which it sets itself. The chosen range shows in
 * colour; dragging across the bars or moving the two sliders chooses it, and Play steps through the
 * years, one a second. The dates are the filters' own From and To: the map, table and count follow.
 */
export const ViewTimeline = memo(function ViewTimeline({ bounds, filters, onFiltersChange }: ViewTimelineProps) {
  const id = useId();
  const painted = useAfterFirstPaint();
  const section = useRef<HTMLElement | null>(null);
  const near = useNearViewport(section, CHART_LOAD_AHEAD);
  // The chart shows the whole span, so a range can be widened again: every filter but the dates.
  const context = useMemo(() => ({ ...filters, fromDate: undefined, toDate: undefined }), [filters]);
  const years = useQuery(viewHistogramQueryOptions(bounds, context, 'year'));
  const monthly = years.data !== undefined && !years.isPlaceholderData && chartsByMonth(years.data.buckets);
  const months = useQuery(viewHistogramQueryOptions(monthly ? bounds : null, context, 'month'));
  // Months when the view's few years have them; the years meanwhile, or if months cannot be had.
  const shown = monthly && months.data ? months.data : years.data;
  const periods = useMemo(() => periodsOf(shown?.buckets ?? []), [shown]);
  const range: DateRange = { fromDate: filters.fromDate, toDate: filters.toDate };
  const onRangeChange = (chosen: DateRange) =>
    onFiltersChange({ ...filters, fromDate: chosen.fromDate, toDate: chosen.toDate });
  const covered = coveredPeriods(periods, range);
  const yearList = useMemo(() => [...new Set(periods.map((period) => period.year))], [periods]);

  const [playing, setPlaying] = useState(false);
  const latest = useRef({ range, yearList, onRangeChange });
  latest.current = { range, yearList, onRangeChange };
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      const { range: current, yearList: playable, onRangeChange: show } = latest.current;
      const year = wholeYearOf(current);
      // A range changed by hand while playing, or the last year reached, ends the playing.
      if (year === null || !playable.includes(year + 1)) {
        setPlaying(false);
        return;
      }
      show(yearRange(year + 1));
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const play = () => {
    const start = firstPlayedYear(yearList, range);
    if (start === null) return;
    onRangeChange(yearRange(start));
    setPlaying(true);
  };

  const choose = (first: number, last: number) => {
    setPlaying(false);
    onRangeChange(rangeOfPeriods(periods, first, last));
  };

  const refusal = refusalOf(years.error);
  let body;
  if (years.isError) {
    body = (
      <p className="alert alert-info mb-0" role="status">
        {refusal ?? 'Could not load the timeline. Please try again later.'}
      </p>
    );
  } else if (!years.data) {
    body = <Spinner label="Loading the timeline..." className="timeline-placeholder justify-content-center" />;
  } else if (periods.length === 0) {
    body = <p className="timeline-placeholder text-body-secondary mb-0">No sightings in this view to chart.</p>;
  } else {
    const [first, last] = covered ?? [0, periods.length - 1];
    const low = Math.min(Math.max(first, 0), periods.length - 1);
    const high = Math.max(Math.min(last, periods.length - 1), 0);
    const isMonthly = periods[0]!.key.length === 7;
    body = (
      <>
        <div role="img" aria-label={chartSummary(periods, isMonthly)} className="timeline-chart-frame">
          {painted && near && (
            <ChartBoundary
              fallback={<p className="timeline-placeholder text-body-secondary">Could not draw the timeline.</p>}
            >
              <Suspense fallback={<div className="timeline-placeholder" />}>
                <TimelineChart periods={periods} covered={covered} onDragged={choose} />
              </Suspense>
            </ChartBoundary>
          )}
        </div>
        <div className="row g-2 align-items-center mt-1">
          <div className="col-6 col-md-4">
            <label htmlFor={`${id}-from`} className="form-label small mb-0">
              Range starts in {periods[low]!.key}
            </label>
            <input
              id={`${id}-from`}
              type="range"
              className="form-range"
              min={0}
              max={periods.length - 1}
              value={low}
              aria-valuetext={periods[low]!.key}
              onChange={(event) => choose(Math.min(Number(event.target.value), high), high)}
            />
          </div>
          <div className="col-6 col-md-4">
            <label htmlFor={`${id}-to`} className="form-label small mb-0">
              Range ends in {periods[high]!.key}
            </label>
            <input
              id={`${id}-to`}
              type="range"
              className="form-range"
              min={0}
              max={periods.length - 1}
              value={high}
              aria-valuetext={periods[high]!.key}
              onChange={(event) => choose(low, Math.max(Number(event.target.value), low))}
            />
          </div>
          <div className="col-12 col-md-4 d-flex gap-2 justify-content-md-end">
            {playing ? (
              <button type="button" className="btn btn-sm btn-primary" onClick={() => setPlaying(false)}>
                <i className="bi bi-pause-fill me-1" aria-hidden="true" />
                Pause
              </button>
            ) : (
              <button type="button" className="btn btn-sm btn-primary" onClick={play}>
                <i className="bi bi-play-fill me-1" aria-hidden="true" />
                Play
              </button>
            )}
            {covered && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => choose(0, periods.length - 1)}
              >
                All dates
              </button>
            )}
          </div>
        </div>
      </>
    );
  }

  return (
    <section ref={section} className="view-timeline card card-body mb-3" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-1">
        <h2 id={`${id}-title`} className="h6 mb-0">
          Timeline
        </h2>
        <p className="small text-body-secondary mb-0" aria-live="polite">
          {rangeText(range, playing)}
        </p>
      </div>
      {body}
    </section>
  );
});

/** The chosen range in words, announced as it changes (each year as it plays). */
function rangeText(range: DateRange, playing: boolean): string {
  const year = wholeYearOf(range);
  if (year !== null) return playing ? `Playing ${year}` : `Showing ${year}`;
  if (range.fromDate && range.toDate) return `Showing ${range.fromDate} to ${range.toDate}`;
  if (range.fromDate) return `Showing from ${range.fromDate}`;
  if (range.toDate) return `Showing up to ${range.toDate}`;
  return 'Showing all dates';
}
