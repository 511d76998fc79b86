import { defaultSearchRange } from '../../../common/schemas/search.ts';

export interface DateRange {
  fromDate: string;
  toDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as yyyy-mm-dd in the viewer's own timezone (the date inputs work in local days). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The default range (one year back to today), counted in the viewer's local days. */
export function defaultLocalRange(now: Date = new Date()): DateRange {
  return defaultSearchRange(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** The first day a search can name: "Search all dates" searches from it while the data's first year is unknown. */
export const FIRST_SEARCH_DAY = '0001-01-01';

/**
 * Every date from `firstDay` (the first day of the data's first year) up to today. The dates are sent,
 * not left out: the API reads missing dates as the default range, the last year.
 */
export function allDatesRange(firstDay: string = FIRST_SEARCH_DAY, now: Date = new Date()): DateRange {
  return { fromDate: firstDay, toDate: localToday(now) };
}

/** [year, month, day] of a yyyy-mm-dd value; date inputs may hold years longer than 4 digits. */
function dayParts(value: string): [number, number, number] | null {
  const match = /^(\d{4,6})-(\d{2})-(\d{2})$/.exec(value);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compareDays(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** A from-date later than the to-date moves the to-date to it. */
export function withFromDate(range: DateRange, fromDate: string): DateRange {
  const from = dayParts(fromDate);
  const to = dayParts(range.toDate);
  if (from && to && compareDays(from, to) > 0) return { fromDate, toDate: fromDate };
  return { fromDate, toDate: range.toDate };
}

/**
 * A to-date earlier than the from-date moves the from-date to it — unless its year is
 * before 1000, which is what a date input holds while a year is still being typed.
 */
export function withToDate(range: DateRange, toDate: string): DateRange {
  const to = dayParts(toDate);
  const from = dayParts(range.fromDate);
  if (to && from && to[0] >= 1000 && compareDays(to, from) < 0) return { fromDate: toDate, toDate };
  return { fromDate: range.fromDate, toDate };
}
