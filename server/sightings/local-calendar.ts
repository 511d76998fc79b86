import { zoneOffsetMs } from '../../common/display/zone-clock.ts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** A sighting's day and hour on the calendar of its place, as stored beside its instant. */
export interface LocalCalendar {
  /** 'yyyy-MM-dd' on the clocks of the place; the UTC day where the zone is not known. */
  local_date: string;
  /** 0–23 on the clocks of the place; the mean solar hour at its longitude where the zone is not known. */
  local_hour: number;
}

/**
 * The day and hour a witness's calendar showed (decision 0047): read in the place's zone with its
 * rules on that date. With no zone known the day is the UTC one and the hour the mean solar one at
 * the longitude (UTC's without a place): the rules used before zones were stored, and the API calls
 * such a sighting's date approximate. A zone the platform does not know counts as none.
 */
export function localCalendarOf(occurred: string, timeZone: string | null, longitude: number | null): LocalCalendar {
  const instantMs = Date.parse(occurred);
  const offsetMs = offsetOf(timeZone, instantMs);
  if (offsetMs !== null) return calendarOfClock(instantMs + offsetMs);
  const utc = calendarOfClock(instantMs);
  if (longitude === null) return utc;
  const utcMinutes = Math.floor(instantMs / MINUTE_MS) - Math.floor(instantMs / MINUTE_MS / DAY_MINUTES) * DAY_MINUTES;
  const solarMinutes = (utcMinutes + Math.floor((longitude + 180) * 4) - 720 + DAY_MINUTES) % DAY_MINUTES;
  return { local_date: utc.local_date, local_hour: Math.floor(solarMinutes / 60) };
}

function offsetOf(timeZone: string | null, instantMs: number): number | null {
  if (timeZone === null) return null;
  try {
    return zoneOffsetMs(timeZone, instantMs);
  } catch {
    return null;
  }
}

/** The calendar of a clock reading held as if it were UTC. */
function calendarOfClock(clockMs: number): LocalCalendar {
  const clock = new Date(clockMs);
  const year = clock.getUTCFullYear();
  const yearText = year < 0 ? `-${String(-year).padStart(6, '0')}` : String(year).padStart(4, '0');
  const day = `${yearText}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}`;
  return { local_date: day, local_hour: clock.getUTCHours() };
}

const pad = (value: number) => String(value).padStart(2, '0');
