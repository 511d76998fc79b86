/**
 * The timeline key (decision 0009): one integer that orders the public timeline, newest first =
 * largest first. It is the minute a sighting occurred, times 2^21, plus the first four characters of
 * its id read in base 36 (at most 36^4 − 1 < 2^21). Date ranges become key ranges, and the full-text
 * and spatial indexes keyed by it answer in timeline order without touching the table. Keys stay
 * below 2^53, so they are exact in a JavaScript number, for any year from about −2100 to 6000.
 */
const SUFFIX_BITS = 2 ** 21;
const ID_SUFFIX_LIMIT = 36 ** 4;
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

/**
 * Other keys of the same minute for a key that is taken, in the order they are tried: downwards to the
 * minute's first key, then the suffixes no id produces. A minute holds 2^21 keys, more than anyone's data.
 */
export function* alternativeKeys(key: number): Generator<number> {
  const minuteStart = Math.floor(key / SUFFIX_BITS) * SUFFIX_BITS;
  for (let candidate = key - 1; candidate >= minuteStart; candidate -= 1) yield candidate;
  for (let candidate = minuteStart + ID_SUFFIX_LIMIT; candidate < minuteStart + SUFFIX_BITS; candidate += 1) {
    yield candidate;
  }
}

/**
 * Gives each wish a key no other row holds: `isTaken` answers which of some keys are stored already.
 * Clashes are rare (same minute and same four-character id prefix), so the loop almost never repeats.
 */
export async function uniqueTimelineKeys(
  wishes: readonly number[],
  isTaken: (keys: readonly number[]) => Promise<ReadonlySet<number>>,
): Promise<number[]> {
  const keys = [...wishes];
  const taken = new Set(await isTaken(keys));
  const given = new Set<number>();
  for (let index = 0; index < keys.length; index += 1) {
    let key = keys[index]!;
    if (taken.has(key) || given.has(key)) {
      for (const candidate of alternativeKeys(key)) {
        if (given.has(candidate)) continue;
        if ((await isTaken([candidate])).size === 0) {
          key = candidate;
          break;
        }
      }
    }
    keys[index] = key;
    given.add(key);
  }
  return keys;
}
