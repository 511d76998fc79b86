import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { timelineKeyFloor } from '../timeline/timeline-key.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';
import { dayStart, keyRange, NO_KEYS, rangeName, type SearchCriteria } from './key-search.ts';

/**
 * A search's days on each sighting's own calendar (decision 0047), as SQL: its keys are read a day
 * wider at each end than its days, and the sightings of those margins whose own day is outside the
 * days are left out.
 */

/**
 * The public sightings whose keys are in the criteria's range but whose day on their own calendar is
 * not one of its days, as a statement selecting their keys; null without days. They are near the
 * range's ends only: a sighting more than a day inside it is on one of its days whatever its zone.
 */
function outsideDays(
  criteria: SearchCriteria,
  isPublic: RawBuilder<boolean>,
): RawBuilder<{ timeline_key: number }> | null {
  if (criteria.days === undefined) return null;
  const { from, to } = keyRange({ ...criteria, before: undefined });
  const firstInside = timelineKeyFloor(dayStart(criteria.days.from, 1));
  const lastInside = timelineKeyFloor(dayStart(criteria.days.to, 0));
  return sql<{ timeline_key: number }>`select timeline_key from sightings where ${isPublic}
      and timeline_key >= ${from} and timeline_key < ${firstInside} and local_date < ${criteria.days.from}
    union all select timeline_key from sightings where ${isPublic}
      and timeline_key >= ${lastInside} and timeline_key < ${to} and local_date > ${criteria.days.to}`;
}

/** ` and ` the key `column` is not one of a sighting outside the criteria's days; nothing without days. */
export function andInsideDays(column: RawBuilder<number>, criteria: SearchCriteria, isPublic: RawBuilder<boolean>) {
  const outside = outsideDays(criteria, isPublic);
  return outside === null ? sql`` : sql` and ${column} not in (${outside})`;
}

/** The keys, ascending, of the public sightings in the criteria's key range but outside its days. */
export async function keysOutsideDays(
  db: Kysely<Database>,
  criteria: SearchCriteria,
  isPublic: RawBuilder<boolean>,
): Promise<Float64Array> {
  const outside = outsideDays(criteria, isPublic);
  if (outside === null) return NO_KEYS;
  const { rows } = await outside.execute(db);
  return Float64Array.from(rows, (row) => Number(row.timeline_key)).sort();
}

/** keysOutsideDays, read once per data version: every page of a remembered match asks for them. */
export async function rememberedKeysOutsideDays(
  db: Kysely<Database>,
  memo: VersionedCache,
  criteria: SearchCriteria,
  isPublic: RawBuilder<boolean>,
): Promise<Float64Array> {
  if (criteria.days === undefined) return NO_KEYS;
  const name = `outside days ${rangeName({ ...criteria, before: undefined })}`;
  return (await memo.matchKeys(name, () => keysOutsideDays(db, criteria, isPublic))) ?? NO_KEYS;
}
