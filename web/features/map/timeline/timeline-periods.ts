import type { HistogramAnswer } from '../../../../common/schemas/explore.ts';

/** One bar of the timeline: a year or a month, the days it spans, and its sightings. */
export interface Period {
  /** '1997' or '1997-03', as the histogram names it. */
  key: string;
  year: number;
  /** First and last day, yyyy-mm-dd. */
  from: string;
  to: string;
  count: number;
}

/** A view whose sightings span at most this many years is charted by month. */
export const MONTHLY_SPAN_YEARS = 3;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function yearPeriod(year: number, count: number): Period {
  return { key: pad(year, 4), year, from: `${pad(year, 4)}-01-01`, to: `${pad(year, 4)}-12-31`, count };
}

function monthPeriod(year: number, month: number, count: number): Period {
  const key = `${pad(year, 4)}-${pad(month)}`;
  return { key, year, from: `${key}-01`, to: `${key}-${pad(lastDayOfMonth(year, month))}`, count };
}

/**
 * Every year (or month) from the first with sightings to the last, those without any at 0, so the bars
 * stand on an even time axis and the play button steps through every year.
 */
export function periodsOf(buckets: HistogramAnswer['buckets']): Period[] {
  const first = buckets[0];
  const last = buckets.at(-1);
  if (!first || !last) return [];
  const counts = new Map(buckets.map((bucket) => [bucket.period, bucket.count]));
  const periods: Period[] = [];
  if (first.period.length === 4) {
    for (let year = Number(first.period); year <= Number(last.period); year += 1) {
      periods.push(yearPeriod(year, counts.get(pad(year, 4)) ?? 0));
    }
    return periods;
  }
  const [firstYear, firstMonth] = first.period.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.period.split('-').map(Number) as [number, number];
  for (let year = firstYear, month = firstMonth; year < lastYear || (year === lastYear && month <= lastMonth);) {
    const period = monthPeriod(year, month, 0);
    periods.push({ ...period, count: counts.get(period.key) ?? 0 });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return periods;
}

/** Whether the view's years are few enough to be charted by month. */
export function chartsByMonth(yearBuckets: HistogramAnswer['buckets']): boolean {
  const first = yearBuckets[0];
  const last = yearBuckets.at(-1);
  return Boolean(first && last) && Number(last!.period) - Number(first!.period) < MONTHLY_SPAN_YEARS;
}

export interface DateRange {
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/**
 * The bars a date range covers, first and last (inclusive); null when no range is set. A range that
 * misses every bar covers none: first > last.
 */
export function coveredPeriods(periods: readonly Period[], range: DateRange): [number, number] | null {
  if (range.fromDate === undefined && range.toDate === undefined) return null;
  const first = periods.findIndex((period) => range.fromDate === undefined || period.to >= range.fromDate);
  const last = periods.findLastIndex((period) => range.toDate === undefined || period.from <= range.toDate);
  return [first === -1 ? periods.length : first, last];
}

/** The date range from the first to the last of the bars; the whole chart is no range at all. */
export function rangeOfPeriods(periods: readonly Period[], first: number, last: number): DateRange {
  const [low, high] = first <= last ? [first, last] : [last, first];
  if (low <= 0 && high >= periods.length - 1) return {};
  const from = periods[Math.max(0, low)]!;
  const to = periods[Math.min(periods.length - 1, high)]!;
  return { fromDate: from.from, toDate: to.to };
}

/** The years the bars span, oldest first: what the play button steps through. */
export function yearsOf(periods: readonly Period[]): number[] {
  const first = periods[0];
  const last = periods.at(-1);
  if (!first || !last) return [];
  return Array.from({ length: last.year - first.year + 1 }, (_, index) => first.year + index);
}

/** A whole calendar year as a date range. */
export function yearRange(year: number): DateRange {
  return { fromDate: `${pad(year, 4)}-01-01`, toDate: `${pad(year, 4)}-12-31` };
}

/** The year a range holds when it is exactly one whole year, else null. */
export function wholeYearOf(range: DateRange): number | null {
  if (!range.fromDate || !range.toDate) return null;
  const year = Number(range.fromDate.slice(0, 4));
  const whole = yearRange(year);
  return whole.fromDate === range.fromDate && whole.toDate === range.toDate ? year : null;
}
