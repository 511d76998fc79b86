import { instantOfWallClock, wallClockAt } from '../../common/display/zone-clock.ts';
import { EARLIEST_OCCURRED } from '../../common/schemas/report.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The zone a datetime-local input is read in: the place's (an IANA name) when it is known, the
 * visitor's own otherwise (null or undefined).
 */
export type InputZone = string | null | undefined;

/** A moment as a datetime-local input holds it: 'yyyy-MM-ddTHH:mm' in the zone given, or the visitor's. */
export function toDateTimeLocal(date: Date, zone?: InputZone): string {
  if (zone) return wallClockAt(date, zone);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A stored instant as an input value; blank for a missing or broken date. */
export function toLocalInputValue(iso: string | null | undefined, zone?: InputZone): string {
  const date = new Date(iso ?? '');
  if (!iso || Number.isNaN(date.getTime())) return '';
  return toDateTimeLocal(date, zone);
}

/** The earliest occurrence the server accepts, as an input value. */
export const EARLIEST_OCCURRED_INPUT = EARLIEST_OCCURRED.slice(0, 16);

/** The input's date-time as a Date (read in the zone given, or the visitor's), or null when it is blank or not a date. */
export function parseDateTimeLocal(value: string, zone?: InputZone): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  if (zone) return instantOfWallClock(value.slice(0, 19), zone);
  // Without an offset, a date-time string is read in local time, as the input shows it.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Keeps the occurrence between 1900 and now (its maximum is now, on the clocks of the zone given).
 * Applied when the visitor leaves the field, since a date being typed digit by digit passes through
 * years like 0002.
 */
export function clampOccurred(value: string, now: Date, zone?: InputZone): string {
  const date = parseDateTimeLocal(value, zone);
  if (!date) return value;
  if (date.getTime() > now.getTime()) return toDateTimeLocal(now, zone);
  if (value < EARLIEST_OCCURRED_INPUT) return EARLIEST_OCCURRED_INPUT;
  return value;
}

/** The occurrence as an ISO instant, or null when none was entered. */
export function occurredIso(value: string, zone?: InputZone): string | null {
  return parseDateTimeLocal(value, zone)?.toISOString() ?? null;
}

/**
 * An edited occurrence as ISO text; null when it is blank or not a date. An untouched input gives
 * back the stored instant, so its seconds are not lost to the input's minutes.
 */
export function occurredFromInput(value: string, storedIso: string, zone?: InputZone): string | null {
  if (value === toLocalInputValue(storedIso, zone)) return storedIso;
  return occurredIso(value, zone);
}
