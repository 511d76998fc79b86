import type { Kysely } from 'kysely';
import { deferIndexesOfEmptyTable, restoreDeferredIndexes } from '../../db/deferred-indexes.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { pauseExploreCountsOfEmptyTable, resumeExploreCounts } from '../explore/explore-cells.ts';

/** Below this many new rows, tidying the indexes afterwards costs more than it gives back. */
const ROWS_WORTH_TIDYING = 10_000;

/**
 * Runs an import or seeding job with the database set up for it, and tidies the indexes after a large
 * one. Into an empty table, the indexes that rows land all over are built once at the end
 * (deferred-indexes.ts), and so are the explorer's counts (explore-cells.ts); each engine has its own settings for the load and its own tidying after it.
 */
export async function runBulkLoad<Result extends { added: number }>(
  db: Kysely<Database>,
  engine: SightingEngine,
  load: () => Promise<Result>,
  /** Connections of the load's own (PostgreSQL): the deferred indexes are built on them side by side. */
  connections?: ReadonlyArray<Kysely<Database>>,
): Promise<Result> {
  await deferSightingIndexes(db, engine);
  await pauseExploreCountsOfEmptyTable(db, engine.dialect);
  let result: Result;
  try {
    result = await engine.duringBulkLoad(db, load);
    if (result.added >= ROWS_WORTH_TIDYING) await engine.tidyRowsAfterBulkLoad(db);
  } finally {
    await restoreDeferredIndexes(db, engine.dialect, connections);
    await resumeExploreCounts(db, engine.dialect);
  }
  if (result.added >= ROWS_WORTH_TIDYING) await engine.tidyAfterBulkLoad(db);
  return result;
}

/** Drops the engine's deferrable indexes while no sighting is stored (deferred-indexes.ts). */
export function deferSightingIndexes(db: Kysely<Database>, engine: SightingEngine): Promise<boolean> {
  return deferIndexesOfEmptyTable(
    db,
    engine.dialect,
    'sightings',
    engine.deferrableIndexes,
    engine.deferrableForeignKeys,
  );
}
