import { isoInstant } from './iso-instant.ts';

const DAY_MS = 86_400_000;
/** Day 25569 is 1970-01-01 in the 1900 date system of Excel (and of LibreOffice and Sheets, after it). */
const UNIX_EPOCH_DAY = 25_569;
/** Excel counts a 29 February 1900 that never was, as Lotus 1-2-3 did: its day 60. */
const MISSING_LEAP_DAY = 60;
/** A clock can be 14 hours ahead of UTC (Kiribati): a day's slack before a time is "in the future". */
const FUTURE_SLACK_MS = DAY_MS;
const SERIAL = /^-?\d+(?:\.\d+)?$/;
/** Whole numbers that read as a year as well as a day number of 1904-1905: not guessed between. */
const YEAR_LIKE = { from: 1800, to: 2100 };
/** The first instant of the year 10000, which a date can no longer be written for. */
const LAST_WRITABLE_MS = 253_402_300_800_000;

/** A date column's local clock time (as if it were UTC, in ms), or why it is not one. */
export type DateReading = { ok: true; ms: number } | { ok: false; detail: string };

/**
 * Reads a date column: its own format first, else a spreadsheet's day number, which a file saved
 * from a spreadsheet may hold instead ('41560' for 13 October 2013, '41560.875' for 21:00 that day).
 * The day number is the witness's clock time like any other date of the file. A day number before
 * 1900 or in the future is refused with what it would have been.
 */
export function readDateColumn(
  text: string,
  ownFormat: (text: string) => number | null,
  nowMs = Date.now(),
): DateReading {
  const ms = ownFormat(text);
  if (ms !== null) return { ok: true, ms };
  if (!SERIAL.test(text)) return { ok: false, detail: text };
  const serial = Number(text);
  if (serial < 1) return { ok: false, detail: `${text}: a spreadsheet day number before 1900` };
  const day = Math.floor(serial);
  if (day === MISSING_LEAP_DAY) {
    return { ok: false, detail: `${text}: spreadsheet day 1900-02-29, a day that never was` };
  }
  // Before the day that never was, Excel's days are one ahead of the calendar.
  const days = serial - (day < MISSING_LEAP_DAY ? UNIX_EPOCH_DAY - 1 : UNIX_EPOCH_DAY);
  const clockMs = Math.round(days * 86_400) * 1000; // to the second: the fraction is a binary float
  if (clockMs > nowMs + FUTURE_SLACK_MS) {
    const date = clockMs < LAST_WRITABLE_MS ? ` ${isoInstant(clockMs).slice(0, 10)}` : '';
    return { ok: false, detail: `${text}: spreadsheet day${date}, in the future` };
  }
  if (Number.isInteger(serial) && serial >= YEAR_LIKE.from && serial <= YEAR_LIKE.to) {
    const date = isoInstant(clockMs).slice(0, 10);
    return { ok: false, detail: `${text}: a year alone, or spreadsheet day ${date}? Not guessed` };
  }
  return { ok: true, ms: clockMs };
}

/** Midnight of the day a local clock time falls on. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}
