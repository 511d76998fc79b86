const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * How far the zone's clocks were ahead of UTC at an instant, in ms, by the platform's zone rules
 * (Intl): daylight saving time and the zone's history included.
 */
export function zoneOffsetMs(zone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const clock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return clock - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The UTC instant at which the clocks of `zone` showed `localClockMs` (the local time read as if it
 * were UTC). A time the clocks showed twice (when they went back) is the first of the two; a time
 * they skipped (when they went forward) is read with the offset before the change, as a witness whose
 * watch was not yet put forward would have written it.
 */
export function utcFromLocalClock(localClockMs: number, zone: string): number {
  const offsetBefore = zoneOffsetMs(zone, localClockMs - DAY_MS);
  const offsetAfter = zoneOffsetMs(zone, localClockMs + DAY_MS);
  const readings = [localClockMs - offsetBefore, localClockMs - offsetAfter].filter(
    (instant) => instant + zoneOffsetMs(zone, instant) === localClockMs,
  );
  return readings.length > 0 ? Math.min(...readings) : localClockMs - offsetBefore;
}

/** A wall-clock date and time without an offset, as a datetime-local input holds it. */
export const WALL_CLOCK_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant the clocks of `zone` showed `wallClock` ('yyyy-MM-ddTHH:mm[:ss]'); null when it is no date. */
export function instantOfWallClock(wallClock: string, zone: string): Date | null {
  const match = WALL_CLOCK_PATTERN.exec(wallClock);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const clock = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const date = new Date(clock);
  // Date.UTC rolls 31 April into 1 May: a date that does not exist is no date.
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day! || hour! > 23 || minute! > 59) return null;
  return new Date(utcFromLocalClock(clock, zone));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock of `zone` at an instant, as a datetime-local input holds it ('yyyy-MM-ddTHH:mm'). */
export function wallClockAt(instant: Date, zone: string): string {
  const clock = new Date(instant.getTime() + zoneOffsetMs(zone, instant.getTime()));
  return (
    `${clock.getUTCFullYear()}-${pad(clock.getUTCMonth() + 1)}-${pad(clock.getUTCDate())}` +
    `T${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`
  );
}

/**
 * A zone as people name it: 'Mountain Time (Denver)', the zone's generic name and its main city. Where
 * the platform knows no name for the zone, its offset stands in ('GMT+05:45 (Kathmandu)').
 */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  const city = zone.split('/').at(-1)!.replace(/_/g, ' ');
  return zone.startsWith('Etc/') ? name : `${name} (${city})`;
}
