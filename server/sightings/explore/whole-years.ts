import { timelineKeyFloor } from '../timeline/timeline-key.ts';

/**
 * A range of days on each sighting's own calendar (decision 0047), as day numbers (days since
 * 1970-01-01 of its `local_date`): from (inclusive) and to (exclusive); either end may be open.
 */
export interface DayRange {
  fromDay?: number;
  toDay?: number;
}

/** Days of a range counted from the rows: added to the kept years (1), or taken out of them (-1). */
export interface CountedEnd {
  fromDay: number;
  toDay: number;
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

const DAY_MS = 86_400_000;

/** The day number of 'yyyy-MM-dd'. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;

/** 'yyyy-MM-dd' of a day number, as `local_date` holds it. */
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day number of a year's first day (years before 100 too, which Date.UTC would move). */
export function yearStartDay(year: number): number {
  const start = new Date(0);
  start.setUTCFullYear(year, 0, 1);
  return start.getTime() / DAY_MS;
}

/** The year of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/**
 * The timeline keys (decision 0009) that hold every sighting on the days of a range, whatever its
 * place: a day wider at each end, as no place's clocks are a day or more off UTC (decision 0047).
 */
export function keysAround({ fromDay, toDay }: DayRange): { fromKey?: number; toKey?: number } {
  const keyOfDay = (day: number) => timelineKeyFloor(new Date(day * DAY_MS).toISOString());
  return {
    ...(fromDay === undefined ? {} : { fromKey: keyOfDay(fromDay - 1) }),
    ...(toDay === undefined ? {} : { toKey: keyOfDay(toDay + 1) }),
  };
}

/**
 * Splits a range of days at New Year on each sighting's calendar. The kept counts file a sighting
 * under the year of its own day (`local_date`), so the days of a year are exactly the sightings the
 * kept counts file under it. A year the range covers in part is read from the kept counts less the
 * days it leaves out when those are fewer than the days it holds, so the rows read are at most half a
 * year at each end. Null when the rows of the whole range are as few as that: a range within half a
 * year.
 */
export function splitAtYears({ fromDay, toDay }: DayRange): YearSplit | null {
  if (fromDay === undefined && toDay === undefined) return { years: {}, ends: [] };
  if (fromDay !== undefined && toDay !== undefined && yearOfDay(fromDay) === yearOfDay(toDay - 1)) {
    const year = yearOfDay(fromDay);
    const [start, end] = [yearStartDay(year), yearStartDay(year + 1)];
    if (toDay - fromDay <= (end - start) / 2) return null;
    const left: CountedEnd[] = [
      { fromDay: start, toDay: fromDay, sign: -1 },
      { fromDay: toDay, toDay: end, sign: -1 },
    ];
    return { years: { first: year, last: year }, ends: left.filter((part) => part.fromDay < part.toDay) };
  }
  const ends: CountedEnd[] = [];
  let first: number | undefined;
  let last: number | undefined;
  if (fromDay !== undefined) {
    first = yearOfDay(fromDay);
    const [start, end] = [yearStartDay(first), yearStartDay(first + 1)];
    if (fromDay - start > end - fromDay) {
      first += 1;
      ends.push({ fromDay, toDay: end, sign: 1 });
    } else if (fromDay > start) ends.push({ fromDay: start, toDay: fromDay, sign: -1 });
  }
  if (toDay !== undefined) {
    last = yearOfDay(toDay - 1);
    const [start, end] = [yearStartDay(last), yearStartDay(last + 1)];
    if (end - toDay > toDay - start) {
      last -= 1;
      ends.push({ fromDay: start, toDay, sign: 1 });
    } else if (toDay < end) ends.push({ fromDay: toDay, toDay: end, sign: -1 });
  }
  // Two years' ends, each read from the rows: no year is left to the kept counts.
  if (first !== undefined && last !== undefined && first > last) return null;
  return { years: { ...(first === undefined ? {} : { first }), ...(last === undefined ? {} : { last }) }, ends };
}
