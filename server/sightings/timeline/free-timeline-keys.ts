import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { uniqueTimelineKeys } from './timeline-key.ts';

/** Keys no stored sighting has, each the preferred one or the nearest free alternative (timeline-key.ts). */
export async function freeTimelineKeys(
  db: Kysely<Database>,
  engine: SightingEngine,
  preferred: readonly number[],
): Promise<number[]> {
  return uniqueTimelineKeys(preferred, async (candidates) => {
    if (candidates.length === 0) return new Set();
    const rows = await db
      .selectFrom('sightings')
      .select('timeline_key')
      .where(engine.isOneOf('timeline_key', candidates))
      .execute();
    return new Set(rows.map((row) => Number(row.timeline_key)));
  });
}
