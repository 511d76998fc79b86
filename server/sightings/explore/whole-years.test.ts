import { describe, expect, it } from 'vitest';
import { timelineKeyFloor } from '../timeline/timeline-key.ts';
import { dateOfDay, dayNumber, keysAround, splitAtYears, yearOfDay, yearStartDay } from './whole-years.ts';

const key = dayNumber;

describe('a date range split at years', () => {
  it('finds the first day of a year, early years included, and the keys a day wider than a range', () => {
    for (const year of [1, 999, 1900, 1970, 2024]) {
      const first = `${String(year).padStart(4, '0')}-01-01`;
      const start = key(first);
      expect(yearStartDay(year)).toBe(start);
      expect(dateOfDay(start)).toBe(first);
      expect(yearOfDay(start)).toBe(year);
      expect(yearOfDay(start - 1)).toBe(year - 1);
    }
    expect(keysAround({ fromDay: key('2019-12-31'), toDay: key('2020-01-01') })).toEqual({
      fromKey: timelineKeyFloor('2019-12-30T00:00:00.000Z'),
      toKey: timelineKeyFloor('2020-01-02T00:00:00.000Z'),
    });
  });

  it('reads the fewer days at each end from the rows: those it holds, or those it leaves out of the year', () => {
    expect(splitAtYears({ fromDay: key('1983-11-04'), toDay: key('2011-03-21') })).toEqual({
      years: { first: 1984, last: 2010 },
      ends: [
        { fromDay: key('1983-11-04'), toDay: key('1984-01-01'), sign: 1 },
        { fromDay: key('2011-01-01'), toDay: key('2011-03-21'), sign: 1 },
      ],
    });
    expect(splitAtYears({ fromDay: key('1983-02-04'), toDay: key('2011-10-21') })).toEqual({
      years: { first: 1983, last: 2011 },
      ends: [
        { fromDay: key('1983-01-01'), toDay: key('1983-02-04'), sign: -1 },
        { fromDay: key('2011-10-21'), toDay: key('2012-01-01'), sign: -1 },
      ],
    });
  });

  it('needs no ends for whole years, and no bounds for an open range', () => {
    expect(splitAtYears({ fromDay: key('1990-01-01'), toDay: key('2000-01-01') })).toEqual({
      years: { first: 1990, last: 1999 },
      ends: [],
    });
    expect(splitAtYears({})).toEqual({ years: {}, ends: [] });
    expect(splitAtYears({ toDay: key('1972-09-01') })).toEqual({
      years: { last: 1972 },
      ends: [{ fromDay: key('1972-09-01'), toDay: key('1973-01-01'), sign: -1 }],
    });
  });

  it('reads a range within half a year from the rows, and the rest of a longer one within a year', () => {
    expect(splitAtYears({ fromDay: key('2001-02-03'), toDay: key('2001-06-01') })).toBeNull();
    expect(splitAtYears({ fromDay: key('2001-11-03'), toDay: key('2002-02-01') })).toBeNull();
    expect(splitAtYears({ fromDay: key('2001-02-03'), toDay: key('2001-12-01') })).toEqual({
      years: { first: 2001, last: 2001 },
      ends: [
        { fromDay: key('2001-01-01'), toDay: key('2001-02-03'), sign: -1 },
        { fromDay: key('2001-12-01'), toDay: key('2002-01-01'), sign: -1 },
      ],
    });
  });
});
