import tzLookup from '@photostructure/tz-lookup';

const DAY_MS = 86_400_000;

/**
 * The IANA time zone at a place, offline (tz-lookup's map of zone borders); null for a place it cannot
 * read. At sea it answers the nearest zone of the land around.
 */
export function zoneAt(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}

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
