import { describe, expect, it } from 'vitest';
import {
  chartsByMonth,
  coveredPeriods,
  periodsOf,
  rangeOfPeriods,
  wholeYearOf,
  yearRange,
  yearsOf,
} from './timeline-periods.ts';

describe('the timeline bars', () => {
  it('fills the years between the first and the last with zeros', () => {
    const periods = periodsOf([
      { period: '1997', count: 3 },
      { period: '2000', count: 1 },
    ]);
    expect(periods.map((period) => [period.key, period.count])).toEqual([
      ['1997', 3],
      ['1998', 0],
      ['1999', 0],
      ['2000', 1],
    ]);
    expect(periods[0]).toMatchObject({ from: '1997-01-01', to: '1997-12-31' });
    expect(yearsOf(periods)).toEqual([1997, 1998, 1999, 2000]);
  });

  it('fills months across a new year, each with its last day', () => {
    const periods = periodsOf([
      { period: '1999-11', count: 2 },
      { period: '2000-02', count: 5 },
    ]);
    expect(periods.map((period) => period.key)).toEqual(['1999-11', '1999-12', '2000-01', '2000-02']);
    expect(periods.at(-1)).toMatchObject({ from: '2000-02-01', to: '2000-02-29', count: 5 });
    expect(yearsOf(periods)).toEqual([1999, 2000]);
  });

  it('charts a view by month when its sightings span at most three years', () => {
    expect(chartsByMonth([{ period: '1999', count: 1 }])).toBe(true);
    expect(
      chartsByMonth([
        { period: '1999', count: 1 },
        { period: '2001', count: 1 },
      ]),
    ).toBe(true);
    expect(
      chartsByMonth([
        { period: '1999', count: 1 },
        { period: '2002', count: 1 },
      ]),
    ).toBe(false);
    expect(chartsByMonth([])).toBe(false);
  });
});

describe('ranges on the timeline', () => {
  const periods = periodsOf([
    { period: '1990', count: 1 },
    { period: '1999', count: 1 },
  ]);

  it('turns dragged bars into whole days, and the whole chart into no range', () => {
    expect(rangeOfPeriods(periods, 2, 4)).toEqual({ fromDate: '1992-01-01', toDate: '1994-12-31' });
    expect(rangeOfPeriods(periods, 4, 2)).toEqual({ fromDate: '1992-01-01', toDate: '1994-12-31' });
    expect(rangeOfPeriods(periods, 0, 9)).toEqual({});
  });

  it('finds the bars a range of any days covers', () => {
    expect(coveredPeriods(periods, {})).toBeNull();
    expect(coveredPeriods(periods, { fromDate: '1992-06-01', toDate: '1994-01-01' })).toEqual([2, 4]);
    expect(coveredPeriods(periods, { fromDate: '1995-03-03' })).toEqual([5, 9]);
    expect(coveredPeriods(periods, { toDate: '1980-01-01' })).toEqual([0, -1]);
  });

  it('tells a whole year shown from any other range', () => {
    expect(wholeYearOf(yearRange(1994))).toBe(1994);
    expect(wholeYearOf({ fromDate: '1994-01-02', toDate: '1994-12-31' })).toBeNull();
  });
});
