import { SUFFIX_BITS } from '../../../common/api/timeline-order.ts';

/** A range of timeline keys, from (inclusive) and to (exclusive); either end may be open. */
export interface KeyRange {
  fromKey?: number;
  toKey?: number;
}

/** Days of a range counted from the rows: added to the kept years (1), or taken out of them (-1). */
export interface CountedEnd {
  fromKey: number;
  toKey: number;
  sign: 1 | -1;
}

/**
 * A date range as the kept counts by year answer it: the years read from the kept counts (either
 * bound open when the range is), and the days at the range's ends counted from the rows, added to
 * them or taken out of them.
 */
export interface YearSplit {
  years: { first?: number; last?: number };
  ends: CountedEnd[];
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
 * Splits a range of keys at the years' first instants. A timeline key is its sighting's minute in UTC
 * (decision 0009), so the keys of a year are exactly the sightings the kept counts file under it. A
 * year the range covers in part is read from the kept counts less the days it leaves out when those
 * are fewer than the days it holds, so the rows read are at most half a year at each end. Null when
 * the rows of the whole range are as few as that: a range within half a year.
 */
export function splitAtYears({ fromKey, toKey }: KeyRange): YearSplit | null {
  if (fromKey === undefined && toKey === undefined) return { years: {}, ends: [] };
  if (fromKey !== undefined && toKey !== undefined && yearOfKey(fromKey) === yearOfKey(toKey - 1)) {
    const year = yearOfKey(fromKey);
    const [start, end] = [yearStartKey(year), yearStartKey(year + 1)];
    if (toKey - fromKey <= (end - start) / 2) return null;
    const left: CountedEnd[] = [
      { fromKey: start, toKey: fromKey, sign: -1 },
      { fromKey: toKey, toKey: end, sign: -1 },
    ];
    return { years: { first: year, last: year }, ends: left.filter((part) => part.fromKey < part.toKey) };
  }
  const ends: CountedEnd[] = [];
  let first: number | undefined;
  let last: number | undefined;
  if (fromKey !== undefined) {
    first = yearOfKey(fromKey);
    const [start, end] = [yearStartKey(first), yearStartKey(first + 1)];
    if (fromKey - start > end - fromKey) {
      first += 1;
      ends.push({ fromKey, toKey: end, sign: 1 });
    } else if (fromKey > start) ends.push({ fromKey: start, toKey: fromKey, sign: -1 });
  }
  if (toKey !== undefined) {
    last = yearOfKey(toKey - 1);
    const [start, end] = [yearStartKey(last), yearStartKey(last + 1)];
    if (end - toKey > toKey - start) {
      last -= 1;
      ends.push({ fromKey: start, toKey, sign: 1 });
    } else if (toKey < end) ends.push({ fromKey: toKey, toKey: end, sign: -1 });
  }
  // Two years' ends, each read from the rows: no year is left to the kept counts.
  if (first !== undefined && last !== undefined && first > last) return null;
  return { years: { ...(first === undefined ? {} : { first }), ...(last === undefined ? {} : { last }) }, ends };
}
