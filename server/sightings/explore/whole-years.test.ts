import { describe, expect, it } from 'vitest';
import { timelineKeyFloor } from '../timeline/timeline-key.ts';
import { splitAtWholeYears, yearOfKey, yearStartKey } from './whole-years.ts';

const key = (instant: string) => timelineKeyFloor(instant);

describe('a date range split at whole years', () => {
  it('finds the first key of a year as the timeline does, early years included', () => {
    for (const year of [1, 999, 1900, 1970, 2024]) {
      const start = `${String(year).padStart(4, '0')}-01-01T00:00:00.000Z`;
      expect(yearStartKey(year)).toBe(key(start));
      expect(yearOfKey(key(start))).toBe(year);
      expect(yearOfKey(key(start) - 1)).toBe(year - 1);
    }
  });

  it('keeps the whole years and leaves the days at either end to the rows', () => {
    const fromKey = key('1983-07-04T00:00:00.000Z');
    const toKey = key('2011-05-21T00:00:00.000Z');
    expect(splitAtWholeYears({ fromKey, toKey })).toEqual({
      years: { first: 1984, last: 2010 },
      ends: [
        { fromKey, toKey: key('1984-01-01T00:00:00.000Z') },
        { fromKey: key('2011-01-01T00:00:00.000Z'), toKey },
      ],
    });
  });

  it('needs no ends for a range of whole years, and no bounds for an open one', () => {
    expect(
      splitAtWholeYears({ fromKey: key('1990-01-01T00:00:00.000Z'), toKey: key('2000-01-01T00:00:00.000Z') }),
    ).toEqual({ years: { first: 1990, last: 1999 }, ends: [] });
    expect(splitAtWholeYears({})).toEqual({ years: {}, ends: [] });
    expect(splitAtWholeYears({ toKey: key('1972-09-01T00:00:00.000Z') })).toEqual({
      years: { last: 1971 },
      ends: [{ fromKey: key('1972-01-01T00:00:00.000Z'), toKey: key('1972-09-01T00:00:00.000Z') }],
    });
  });

  it('leaves a range inside one year to the rows', () => {
    expect(
      splitAtWholeYears({ fromKey: key('2001-02-03T00:00:00.000Z'), toKey: key('2001-12-01T00:00:00.000Z') }),
    ).toBeNull();
    expect(
      splitAtWholeYears({ fromKey: key('2001-02-03T00:00:00.000Z'), toKey: key('2002-12-01T00:00:00.000Z') }),
    ).toBeNull();
  });
});
