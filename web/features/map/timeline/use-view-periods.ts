import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { viewHistogramQueryOptions } from '../api/view-histogram.ts';
import type { BoundsBox } from '../map-bounds.ts';
import type { MapFilters } from '../map-filters.ts';
import { refusalOf } from '../view-refusal.ts';
import { chartsByMonth, periodsOf } from './timeline-periods.ts';

/**
 * The timeline's bars for the view: per year, or per month when the view's sightings span three years
 * or less, for every filter but the dates (the chart shows the whole span, so a range can be widened
 * again). The years decide whether the timeline loaded, failed or was refused.
 */
export function useViewPeriods(bounds: BoundsBox | null, filters: MapFilters) {
  const context = useMemo(() => ({ ...filters, fromDate: undefined, toDate: undefined }), [filters]);
  const years = useQuery(viewHistogramQueryOptions(bounds, context, 'year'));
  const monthly = years.data !== undefined && !years.isPlaceholderData && chartsByMonth(years.data.buckets);
  const months = useQuery(viewHistogramQueryOptions(monthly ? bounds : null, context, 'month'));
  // Months when the view's few years have them; the years meanwhile, or if months cannot be had.
  const shown = monthly && months.data ? months.data : years.data;
  const periods = useMemo(() => periodsOf(shown?.buckets ?? []), [shown]);
  return { periods, loaded: years.data !== undefined, failed: years.isError, refusal: refusalOf(years.error) };
}
