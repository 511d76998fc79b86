import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/connection.ts';
import { deferIndexesOfEmptyTable, restoreDeferredIndexes } from '../../db/deferred-indexes.ts';
import type { Database } from '../../db/schema.ts';

/** Below this many new rows, tidying the indexes afterwards costs more than it gives back. */
const ROWS_WORTH_TIDYING = 10_000;

/**
 * FTS5 settings for a bulk load, and the defaults they go back to. During the load, pending words stay
 * in memory up to a whole batch (`hashsize`) and segments are not merged as they come (`automerge`,
 * `crisismerge`): the load ends by merging everything once. Measured on 200,000 rows: the full-text
 * part took about 3 s instead of 4–5 s.
 */
const FULL_TEXT_SETTINGS = [
  { name: 'hashsize', during: 256 * 1024 * 1024, after: 1024 * 1024 },
  { name: 'automerge', during: 0, after: 4 },
  { name: 'crisismerge', during: 2000, after: 16 },
] as const;

async function setFullTextSettings(db: Kysely<Database>, phase: 'during' | 'after'): Promise<void> {
  for (const setting of FULL_TEXT_SETTINGS) {
    // A literal: FTS5 wants an integer, and node:sqlite binds every number as a real.
    const value = sql.lit(setting[phase]);
    await sql`insert into sighting_words (sighting_words, rank) values (${setting.name}, ${value})`.execute(db);
  }
}

/**
 * Runs an import or seeding job with the database set up for it, and tidies the indexes after a large
 * one. Into an empty table, the indexes that rows land all over are built once at the end
 * (deferred-indexes.ts). On SQLite: a page cache that holds the indexes of a million rows (1 GiB), so
 * that inserts into several indexes do not evict each other's pages, and the full-text settings above,
 * put back even when the job fails. Afterwards SQLite merges the full-text index into one segment and
 * refreshes the planner's statistics; PostgreSQL vacuums and analyses (planner statistics, and a
 * visibility map for index-only scans).
 */
export async function runBulkLoad<Result extends { added: number }>(
  handle: DatabaseHandle,
  load: () => Promise<Result>,
): Promise<Result> {
  await deferIndexesOfEmptyTable(handle.db, handle.dialect);
  let result: Result;
  try {
    result = handle.dialect === 'postgres' ? await load() : await loadIntoSqlite(handle.db, load);
  } finally {
    await restoreDeferredIndexes(handle.db, handle.dialect);
  }
  if (result.added >= ROWS_WORTH_TIDYING) {
    if (handle.dialect === 'postgres') {
      for (const table of ['sightings', 'sighting_tags', 'media']) {
        await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
      }
    } else {
      await sql`insert into sighting_words (sighting_words) values ('optimize')`.execute(handle.db);
      await sql`pragma optimize`.execute(handle.db);
    }
  }
  return result;
}

async function loadIntoSqlite<Result>(db: Kysely<Database>, load: () => Promise<Result>): Promise<Result> {
  await sql`pragma cache_size = -1048576`.execute(db);
  await setFullTextSettings(db, 'during');
  try {
    return await load();
  } finally {
    await setFullTextSettings(db, 'after');
  }
}
