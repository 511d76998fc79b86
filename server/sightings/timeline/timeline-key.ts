import {
  ID_SUFFIX_LIMIT,
  SUFFIX_BITS,
  preferredTimelineKey,
  timelineKeyFloor,
} from '../../../common/api/timeline-order.ts';

// The key itself is part of the API's order, so the web app merges live changes in the same order.
export { preferredTimelineKey, timelineKeyFloor };

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
