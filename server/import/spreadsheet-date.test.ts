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
  it.each([
    // A day number of the 1900 date system is that day, at midnight.
    ['25569', '1970-01-01T00:00:00.000Z'],
    ['41560', '2013-10-13T00:00:00.000Z'],
    ['45444', '2024-06-01T00:00:00.000Z'],
    // The fraction is the time of day, to the second.
    ['41560.875', '2013-10-13T21:00:00.000Z'],
    ['41560.9', '2013-10-13T21:36:00.000Z'],
    ['36892.6666666667', '2001-01-01T16:00:00.000Z'],
    // Excel counts a 29 February 1900 that never was; it is refused.
    ['1', '1900-01-01T00:00:00.000Z'],
    ['59', '1900-02-28T00:00:00.000Z'],
    ['61', '1900-03-01T00:00:00.000Z'],
    ['60', '60: spreadsheet day 1900-02-29, a day that never was'],
    // Refused: a day number before 1900, in the future, or that reads as a year.
    ['0', '0: a spreadsheet day number before 1900'],
    ['0.5', '0.5: a spreadsheet day number before 1900'],
    ['-41560', '-41560: a spreadsheet day number before 1900'],
    ['45446', '45446: spreadsheet day 2024-06-03, in the future'],
    ['2958466', '2958466: spreadsheet day, in the future'], // the year 10000
    ['2958465', '2958465: spreadsheet day 9999-12-31, in the future'],
    ['9'.repeat(400), `${'9'.repeat(400)}: spreadsheet day, in the future`],
    ['1997', '1997: a year alone, or spreadsheet day 1905-06-19? Not guessed'],
    ['45445', '2024-06-02T00:00:00.000Z'], // tomorrow in UTC is today in Kiribati
  ])('reads %s as %s', (text, expected) => expect(clock(text)).toBe(expected));

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
