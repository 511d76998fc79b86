import { describe, expect, it } from 'vitest';
import { defaultLocalRange, localToday, withFromDate, withToDate } from './search-dates.ts';

const range = { fromDate: '2024-01-10', toDate: '2024-03-01' };

describe('search date coupling', () => {
  it('moves the to-date up to a later from-date', () => {
    expect(withFromDate(range, '2024-04-01')).toEqual({ fromDate: '2024-04-01', toDate: '2024-04-01' });
  });

  it('leaves the to-date alone for an earlier or equal from-date', () => {
    expect(withFromDate(range, '2023-12-31')).toEqual({ fromDate: '2023-12-31', toDate: '2024-03-01' });
    expect(withFromDate(range, '2024-03-01')).toEqual({ fromDate: '2024-03-01', toDate: '2024-03-01' });
  });

  it('moves the from-date down to an earlier to-date', () => {
    expect(withToDate(range, '2023-06-15')).toEqual({ fromDate: '2023-06-15', toDate: '2023-06-15' });
    expect(withToDate(range, '2024-02-01')).toEqual({ fromDate: '2024-01-10', toDate: '2024-02-01' });
  });

  it('ignores a to-date before year 1000 (a year still being typed)', () => {
    expect(withToDate(range, '0202-03-01')).toEqual({ fromDate: '2024-01-10', toDate: '0202-03-01' });
  });

  it('copes with cleared inputs and years past 9999', () => {
    expect(withToDate(range, '')).toEqual({ fromDate: '2024-01-10', toDate: '' });
    expect(withFromDate({ fromDate: '', toDate: '' }, '2024-01-01')).toEqual({ fromDate: '2024-01-01', toDate: '' });
    expect(withFromDate(range, '20245-01-01')).toEqual({ fromDate: '20245-01-01', toDate: '20245-01-01' });
  });
});

describe('search date defaults', () => {
  it('counts in local days', () => {
    const now = new Date(2024, 1, 29, 23, 30);
    expect(localToday(now)).toBe('2024-02-29');
    expect(defaultLocalRange(now)).toEqual({ fromDate: '2023-03-01', toDate: '2024-02-29' });
  });
});
