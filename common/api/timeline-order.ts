/**
 * The timeline key (decision 0009): one integer that orders the public timeline, newest first =
 * largest first. It is the minute a sighting occurred, times 2^21, plus the first four characters of
 * its id read in base 36 (at most 36^4 − 1 < 2^21). Date ranges become key ranges, and the full-text
 * and spatial indexes keyed by it answer in timeline order without touching the table. Keys stay
 * below 2^53, so they are exact in a JavaScript number, for any year from about −2100 to 6000.
 */
export const SUFFIX_BITS = 2 ** 21;
export const ID_SUFFIX_LIMIT = 36 ** 4;
const MAX_MINUTES = 2 ** 31 - 1;

function minutesOf(instant: string): number {
  const minutes = Math.floor(Date.parse(instant) / 60_000);
  if (!Number.isFinite(minutes)) return 0;
  return Math.max(-MAX_MINUTES, Math.min(MAX_MINUTES, minutes));
}

function idSuffix(id: string): number {
  const suffix = parseInt(id.toLowerCase().padEnd(4, '0').slice(0, 4), 36);
  return Number.isSafeInteger(suffix) && suffix >= 0 && suffix < ID_SUFFIX_LIMIT ? suffix : 0;
}

/** The first key of the minute `instant` falls in: a date range [from, to) is [keyFloor(from), keyFloor(to)). */
export function timelineKeyFloor(instant: string): number {
  return minutesOf(instant) * SUFFIX_BITS;
}

/** The key a sighting would like; `uniqueTimelineKeys` settles the rare clash. */
export function preferredTimelineKey(occurred: string, id: string): number {
  return timelineKeyFloor(occurred) + idSuffix(id);
}

/** Sorts newest first, as every public list is: by the key each would like (clashes are rare). */
export function compareTimeline(a: { occurred: string; id: string }, b: { occurred: string; id: string }): number {
  return preferredTimelineKey(b.occurred, b.id) - preferredTimelineKey(a.occurred, a.id);
}
