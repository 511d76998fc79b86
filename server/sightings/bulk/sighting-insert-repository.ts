import type { Kysely } from 'kysely';
import { insertRows } from '../../db/bulk-insert.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { PublicEntry } from '../search/sqlite-words-index.ts';
import { freeTimelineKeys } from '../timeline/free-timeline-keys.ts';
import { bumpTimelineVersion } from '../timeline/timeline-version.ts';
import { logPublicChanges } from '../live/public-change-repository.ts';
import type { PreparedSighting, PreparedSightings } from './prepared-sightings.ts';
import type { StoredRowsEvents } from './stored-rows-events.ts';

const TAG_INSERT = {
  table: 'sighting_tags',
  columns: ['sighting_seq', 'position', 'tag'],
  types: { sighting_seq: 'bigint', position: 'integer', tag: 'text' },
};

/**
 * Stores prepared sightings with their tags and the engine's index entries, all or nothing, in batches
 * in timeline order. A sighting whose import key is already stored is skipped. Answers how many were
 * added. The public ones are logged for the live-updates stream (many at once as one change) and join
 * the events near them.
 */
export async function insertPreparedSightings(
  db: Kysely<Database>,
  engine: SightingEngine,
  prepared: PreparedSightings,
  events: StoredRowsEvents,
): Promise<number> {
  const sightings = [...prepared.sightings].sort((a, b) => a.preferredKey - b.preferredKey);
  let added = 0;
  await inTransaction(db, async (trx) => {
    // A pending report joins no event until it is approved: storing it needs no lock.
    if (sightings.some((sighting) => sighting.isPublic)) await events.lock(trx);
    const publicEntries: PublicEntry[] = [];
    const publishedIds: string[] = [];
    for (let start = 0; start < sightings.length; start += engine.insertBatchSize) {
      const batch = sightings.slice(start, start + engine.insertBatchSize);
      added += await insertBatch(trx, engine, batch, publicEntries, publishedIds);
    }
    if (publicEntries.length > 0) {
      await engine.publicSightingsAdded(trx, publicEntries, prepared.terms);
      let from = Infinity;
      let to = -Infinity;
      for (const { key } of publicEntries) {
        from = Math.min(from, key);
        to = Math.max(to, key);
      }
      await events.publicRowsStored(trx, { from, to });
    }
    // Pending reports change nothing the public sees: the remembered answers stay good.
    if (publicEntries.length > 0) await bumpTimelineVersion(trx);
    await logPublicChanges(
      trx,
      publishedIds.map((sightingId) => ({ sightingId, kind: 'published' })),
    );
  });
  return added;
}

/** Stores a batch; the index entries of its public sightings go to `publicEntries`, their ids to `publishedIds`. */
async function insertBatch(
  trx: Kysely<Database>,
  engine: SightingEngine,
  batch: readonly PreparedSighting[],
  publicEntries: PublicEntry[],
  publishedIds: string[],
): Promise<number> {
  const keys = await freeTimelineKeys(
    trx,
    engine,
    batch.map((sighting) => sighting.preferredKey),
  );
  const inserted = await trx.executeQuery<{ seq: number; id: string; timeline_key: number }>(
    engine.insertSightings(batch, keys),
  );
  if (inserted.rows.length === 0) return 0;
  const byId = new Map(batch.map((sighting) => [sighting.id, sighting]));
  const stored = inserted.rows.map((row) => ({
    seq: Number(row.seq),
    key: Number(row.timeline_key),
    sighting: byId.get(row.id)!,
  }));

  const tags = stored.flatMap(({ seq, sighting }) => sighting.tags.map((tag, position) => [seq, position, tag]));
  if (tags.length) await trx.executeQuery(insertRows(engine.dialect, TAG_INSERT, tags));
  for (const { key, sighting } of stored) {
    if (!sighting.isPublic) continue;
    const { document, hasMedia } = sighting;
    publicEntries.push({ key, document, hasMedia });
    publishedIds.push(sighting.id);
  }
  return stored.length;
}
