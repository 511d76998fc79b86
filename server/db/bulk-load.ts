import { sql } from 'kysely';
import type { DatabaseHandle } from './connection.ts';

/** Below this many new rows, tidying the indexes afterwards costs more than it gives back. */
const ROWS_WORTH_TIDYING = 10_000;

/**
 * Before an import or seeding job on SQLite: a page cache that holds the indexes of a million rows
 * (1 GiB), so that inserts into five indexes do not evict each other's pages.
 */
export async function prepareBulkLoad(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'sqlite') await sql`pragma cache_size = -1048576`.execute(handle.db);
}

/**
 * After a large load: SQLite merges the full-text index into one segment (counts of common words get
 * about a third faster) and refreshes the planner's statistics; PostgreSQL vacuums and analyses, which
 * gives the planner statistics and index-only scans a visibility map.
 */
export async function finishBulkLoad(handle: DatabaseHandle, addedRows: number): Promise<void> {
  if (addedRows < ROWS_WORTH_TIDYING) return;
  if (handle.dialect === 'sqlite') {
    await sql`insert into sighting_words (sighting_words) values ('optimize')`.execute(handle.db);
    await sql`pragma optimize`.execute(handle.db);
    return;
  }
  for (const table of ['sightings', 'sighting_tags', 'media']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
  }
}
