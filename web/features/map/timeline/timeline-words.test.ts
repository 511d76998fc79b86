import { describe, expect, it } from 'vitest';
import { periodsOf, yearRange } from './timeline-periods.ts';
import { chartSummary, rangeText } from './timeline-words.ts';

describe('the timeline in words', () => {
  it('sums up the chart per year or per month, with its busiest bar', () => {
    const years = periodsOf([
      { period: '1997', count: 3 },
      { period: '2001', count: 1200 },
    ]);
    expect(chartSummary(years)).toBe('Sightings per year in this view, 1997 to 2001; the most, 1,200, in 2001.');
    const months = periodsOf([
      { period: '2020-11', count: 2 },
      { period: '2021-01', count: 1 },
    ]);
    expect(chartSummary(months)).toBe('Sightings per month in this view, 2020-11 to 2021-01; the most, 2, in 2020-11.');
  });

  it('says which range is shown, and which year plays', () => {
    expect(rangeText(yearRange(1999), false)).toBe('Showing 1999');
    expect(rangeText(yearRange(1999), true)).toBe('Playing 1999');
    expect(rangeText({ fromDate: '1999-02-01', toDate: '1999-03-01' }, false)).toBe('Showing 1999-02-01 to 1999-03-01');
    expect(rangeText({ fromDate: '1999-02-01' }, false)).toBe('Showing from 1999-02-01');
    expect(rangeText({ toDate: '1999-03-01' }, false)).toBe('Showing up to 1999-03-01');
    expect(rangeText({}, false)).toBe('Showing all dates');
  });
});
