import { describe, expect, it } from 'vitest';
import { timelineKeyFloor } from '../timeline/timeline-key.ts';
import { splitAtYears, yearOfKey, yearStartKey } from './whole-years.ts';

const key = (day: string) => timelineKeyFloor(`${day}T00:00:00.000Z`);

describe('a date range split at years', () => {
  it('finds the first key of a year as the timeline does, early years included', () => {
    for (const year of [1, 999, 1900, 1970, 2024]) {
      const start = key(`${String(year).padStart(4, '0')}-01-01`);
      expect(yearStartKey(year)).toBe(start);
      expect(yearOfKey(start)).toBe(year);
      expect(yearOfKey(start - 1)).toBe(year - 1);
    }
  });

  it('reads the fewer days at each end from the rows: those it holds, or those it leaves out of the year', () => {
    expect(splitAtYears({ fromKey: key('1983-11-04'), toKey: key('2011-03-21') })).toEqual({
      years: { first: 1984, last: 2010 },
      ends: [
        { fromKey: key('1983-11-04'), toKey: key('1984-01-01'), sign: 1 },
        { fromKey: key('2011-01-01'), toKey: key('2011-03-21'), sign: 1 },
      ],
    });
    expect(splitAtYears({ fromKey: key('1983-02-04'), toKey: key('2011-10-21') })).toEqual({
      years: { first: 1983, last: 2011 },
      ends: [
        { fromKey: key('1983-01-01'), toKey: key('1983-02-04'), sign: -1 },
        { fromKey: key('2011-10-21'), toKey: key('2012-01-01'), sign: -1 },
      ],
    });
  });

  it('needs no ends for whole years, and no bounds for an open range', () => {
    expect(splitAtYears({ fromKey: key('1990-01-01'), toKey: key('2000-01-01') })).toEqual({
      years: { first: 1990, last: 1999 },
      ends: [],
    });
    expect(splitAtYears({})).toEqual({ years: {}, ends: [] });
    expect(splitAtYears({ toKey: key('1972-09-01') })).toEqual({
      years: { last: 1972 },
      ends: [{ fromKey: key('1972-09-01'), toKey: key('1973-01-01'), sign: -1 }],
    });
  });

  it('reads a range within half a year from the rows, and the rest of a longer one within a year', () => {
    expect(splitAtYears({ fromKey: key('2001-02-03'), toKey: key('2001-06-01') })).toBeNull();
    expect(splitAtYears({ fromKey: key('2001-11-03'), toKey: key('2002-02-01') })).toBeNull();
    expect(splitAtYears({ fromKey: key('2001-02-03'), toKey: key('2001-12-01') })).toEqual({
      years: { first: 2001, last: 2001 },
      ends: [
        { fromKey: key('2001-01-01'), toKey: key('2001-02-03'), sign: -1 },
        { fromKey: key('2001-12-01'), toKey: key('2002-01-01'), sign: -1 },
      ],
    });
  });
});
