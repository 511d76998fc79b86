import type { Kysely } from 'kysely';
import type { DialectName } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { resumeExploreCounts } from './sightings/explore/explore-cells.ts';

/**
 * The database made ready before anything reads it: pending migrations, then what a bulk load cut off
 * by a crash left undone (its deferred indexes, and the explorer's counts it left waiting). The
 * counts are the app's own code, which changes; the migrations stay as they were applied.
 */
export function prepareDatabase(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  return migrateToLatest(db, dialect, (connection) => resumeExploreCounts(connection, dialect));
}
