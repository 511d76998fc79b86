import { SUFFIX_BITS } from '../../../common/api/timeline-order.ts';

/** A range of timeline keys, from (inclusive) and to (exclusive); either end may be open. */
export interface KeyRange {
  fromKey?: number;
  toKey?: number;
}

/**
 * A date range as the kept counts by year can answer it: the whole years inside it (either bound
 * open when the range is), and the key ranges of the days left at its ends, counted from the rows.
 */
export interface YearSplit {
  years: { first?: number; last?: number };
  ends: KeyRange[];
}

const MINUTE_MS = 60_000;

/** The first timeline key of a year in UTC (timelineKeyFloor of its first instant). */
export function yearStartKey(year: number): number {
  const start = new Date(0);
  start.setUTCFullYear(year, 0, 1);
  return (start.getTime() / MINUTE_MS) * SUFFIX_BITS;
}

/** The year in UTC of the minute a timeline key falls in. */
export function yearOfKey(key: number): number {
  return new Date(Math.floor(key / SUFFIX_BITS) * MINUTE_MS).getUTCFullYear();
}

/**
 * Splits a range of keys at the years' first instants. A timeline key is its sighting's minute in
 * UTC (decision 0009), so the keys of a whole year are exactly the sightings whose year of `occurred`
 * is that year, as the kept counts file them. Null when no whole year lies inside.
 */
export function splitAtWholeYears({ fromKey, toKey }: KeyRange): YearSplit | null {
  const ends: KeyRange[] = [];
  let first: number | undefined;
  let last: number | undefined;
  if (fromKey !== undefined) {
    first = yearOfKey(fromKey);
    if (yearStartKey(first) !== fromKey) first += 1;
  }
  if (toKey !== undefined) last = yearOfKey(toKey) - 1;
  if (first !== undefined && last !== undefined && first > last) return null;
  if (first !== undefined && fromKey! < yearStartKey(first)) ends.push({ fromKey, toKey: yearStartKey(first) });
  if (last !== undefined && yearStartKey(last + 1) < toKey!) ends.push({ fromKey: yearStartKey(last + 1), toKey });
  return { years: { ...(first === undefined ? {} : { first }), ...(last === undefined ? {} : { last }) }, ends };
}
