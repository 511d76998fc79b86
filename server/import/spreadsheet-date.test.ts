import { describe, expect, it } from 'vitest';
import { dayOf, readDateColumn } from './spreadsheet-date.ts';

const NOW = Date.parse('2024-06-01T00:00:00Z');
const noFormat = () => null;
const read = (text: string) => readDateColumn(text, noFormat, NOW);
const clock = (text: string) => {
  const reading = read(text);
  return reading.ok ? new Date(reading.ms).toISOString() : reading.detail;
};

describe('spreadsheet day numbers in a date column', () => {
  it('reads a day number of the 1900 date system as that day, at midnight', () => {
    expect(clock('25569')).toBe('1970-01-01T00:00:00.000Z');
    expect(clock('41560')).toBe('2013-10-13T00:00:00.000Z');
    expect(clock('45444')).toBe('2024-06-01T00:00:00.000Z');
  });

  it('reads the fraction as the time of day, to the second', () => {
    expect(clock('41560.875')).toBe('2013-10-13T21:00:00.000Z');
    expect(clock('41560.9')).toBe('2013-10-13T21:36:00.000Z');
    expect(clock('36892.6666666667')).toBe('2001-01-01T16:00:00.000Z');
  });

  it("counts Excel's 29 February 1900 that never was, and refuses it", () => {
    expect(clock('1')).toBe('1900-01-01T00:00:00.000Z');
    expect(clock('59')).toBe('1900-02-28T00:00:00.000Z');
    expect(clock('61')).toBe('1900-03-01T00:00:00.000Z');
    expect(clock('60')).toBe('60: spreadsheet day 1900-02-29, a day that never was');
  });

  it('refuses a day number before 1900, in the future, or that reads as a year', () => {
    expect(clock('0')).toBe('0: a spreadsheet day number before 1900');
    expect(clock('0.5')).toBe('0.5: a spreadsheet day number before 1900');
    expect(clock('-41560')).toBe('-41560: a spreadsheet day number before 1900');
    expect(clock('45446')).toBe('45446: spreadsheet day 2024-06-03, in the future');
    expect(clock('2958466')).toBe('2958466: spreadsheet day, in the future'); // the year 10000
    expect(clock('2958465')).toBe('2958465: spreadsheet day 9999-12-31, in the future');
    expect(clock('9'.repeat(400))).toBe(`${'9'.repeat(400)}: spreadsheet day, in the future`);
    expect(clock('1997')).toBe('1997: a year alone, or spreadsheet day 1905-06-19? Not guessed');
    expect(clock('45445')).toBe('2024-06-02T00:00:00.000Z'); // tomorrow in UTC is today in Kiribati
  });

  it("leaves text that is no number to the column's own format, and reports it as written", () => {
    expect(readDateColumn('7/4/1976', () => Date.UTC(1976, 6, 4), NOW)).toEqual({ ok: true, ms: Date.UTC(1976, 6, 4) });
    expect(read('yesterday')).toEqual({ ok: false, detail: 'yesterday' });
    expect(read('41,560')).toEqual({ ok: false, detail: '41,560' });
    expect(read('')).toEqual({ ok: false, detail: '' });
  });

  it('finds the day of a clock time', () => {
    expect(dayOf(Date.parse('2013-10-13T21:00:00Z'))).toBe(Date.parse('2013-10-13T00:00:00Z'));
  });
});
