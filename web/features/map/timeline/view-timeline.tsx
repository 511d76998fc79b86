import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import type { BoundsBox } from '../map-bounds.ts';
import type { MapFilters } from '../map-filters.ts';
import { ChartBoundary } from './chart-boundary.tsx';
import { RangeControls } from './range-controls.tsx';
import { coveredPeriods, rangeOfPeriods, wholeYearOf, type DateRange } from './timeline-periods.ts';
import { TimelineFrame, timelineLoading } from './timeline-frame.tsx';
import { chartSummary } from './timeline-words.ts';
import { useTimelinePlay } from './use-timeline-play.ts';
import { useViewPeriods } from './use-view-periods.ts';

// uPlot and the chart are fetched once the page has painted and the timeline, below the map, is near
// the window: on a phone a visitor who never scrolls to it never loads it.
const TimelineChart = lazy(() => import('./timeline-chart.tsx'));

/** How far below the window the timeline may be when its chart starts loading. */
const CHART_LOAD_AHEAD = '200px';

export interface ViewTimelineProps {
  /** The map's settled view; null until the map exists. */
  bounds: BoundsBox | null;
  filters: MapFilters;
  /** The timeline changes the filters' dates only. */
  onFiltersChange: (filters: MapFilters) => void;
  /** Told the year shown while Play runs, and how to stop it (the map shows both); null when it stops. */
  onPlayback?: (playback: Playback | null) => void;
}

/** A playing timeline: the year it shows and how to stop it. */
export interface Playback {
  year: number;
  stop: () => void;
}

/**
 * The timeline under the map: sightings per year (per month when the view's sightings span three years
 * or less) for the view and every filter but the dates, which it sets itself. The chosen range shows in
 * colour; dragging across the bars or moving the two sliders chooses it, and Play steps through the
 * years, one a second. The dates are the filters' own From and To: the map, table and count follow.
 */
export const ViewTimeline = memo(function ViewTimeline({
  bounds,
  filters,
  onFiltersChange,
  onPlayback,
}: ViewTimelineProps) {
  const id = useId();
  const painted = useAfterFirstPaint();
  const section = useRef<HTMLElement | null>(null);
  const near = useNearViewport(section, CHART_LOAD_AHEAD);
  const { periods, loaded, failed, refusal } = useViewPeriods(bounds, filters);
  const range: DateRange = { fromDate: filters.fromDate, toDate: filters.toDate };
  const onRangeChange = (chosen: DateRange) =>
    onFiltersChange({ ...filters, fromDate: chosen.fromDate, toDate: chosen.toDate });
  const covered = coveredPeriods(periods, range);
  const yearList = useMemo(() => [...new Set(periods.map((period) => period.year))], [periods]);
  const { playing, play, stop, end } = useTimelinePlay(range, yearList, onRangeChange);
  const stopRef = useRef(stop);
  stopRef.current = stop;
  const playedYear = playing ? wholeYearOf(range) : null;
  useEffect(() => {
    onPlayback?.(playedYear === null ? null : { year: playedYear, stop: () => stopRef.current() });
  }, [playedYear, onPlayback]);

  const choose = (first: number, last: number) => {
    end();
    onRangeChange(rangeOfPeriods(periods, first, last));
  };

  let body;
  if (failed) {
    body = (
      <p className="alert alert-info mb-0" role="status">
        {refusal ?? 'Could not load the timeline. Please try again later.'}
      </p>
    );
  } else if (!loaded) {
    body = timelineLoading;
  } else if (periods.length === 0) {
    body = <p className="timeline-placeholder text-body-secondary mb-0">No sightings in this view to chart.</p>;
  } else {
    const [first, last] = covered ?? [0, periods.length - 1];
    body = (
      <>
        <div role="img" aria-label={chartSummary(periods)} className="timeline-chart-frame">
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
        <RangeControls
          id={id}
          periods={periods}
          low={Math.min(Math.max(first, 0), periods.length - 1)}
          high={Math.max(Math.min(last, periods.length - 1), 0)}
          chosen={covered !== null}
          playing={playing}
          onChoose={choose}
          onPlay={play}
          onPause={stop}
        />
      </>
    );
  }

  return (
    <TimelineFrame id={id} range={range} playing={playing} sectionRef={section}>
      {body}
    </TimelineFrame>
  );
});
