import { formatCount } from '../../../../common/display/count-format.ts';
import { wholeYearOf, type DateRange, type Period } from './timeline-periods.ts';

/** What the chart shows, in words, for screen readers. */
export function chartSummary(periods: readonly Period[]): string {
  const busiest = periods.reduce((most, period) => (period.count > most.count ? period : most), periods[0]!);
  const per = periods[0]!.key.length === 7 ? 'month' : 'year';
  return (
    `Sightings per ${per} in this view, ${periods[0]!.key} to ${periods.at(-1)!.key}; ` +
    `the most, ${formatCount(busiest.count)}, in ${busiest.key}.`
  );
}

/** The chosen range in words, announced as it changes (each year as it plays). */
export function rangeText(range: DateRange, playing: boolean): string {
  const year = wholeYearOf(range);
  if (year !== null) return playing ? `Playing ${year}` : `Showing ${year}`;
  if (range.fromDate && range.toDate) return `Showing ${range.fromDate} to ${range.toDate}`;
  if (range.fromDate) return `Showing from ${range.fromDate}`;
  if (range.toDate) return `Showing up to ${range.toDate}`;
  return 'Showing all dates';
}
