import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The map's grid (decision 0019): public sightings by cell, newest first, with their coordinates, so
 * that a city-sized box is answered from the few cells it touches. An index on an expression: no
 * column to fill, on either engine.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Cells of half a degree, row × 1000 + column, as the map's reads repeat it to use the index.
  const cell =
    dialect === 'postgres'
      ? sql`(floor((latitude + 90) * 2)::integer * 1000 + floor((longitude + 180) * 2)::integer)`
      : sql`(cast((latitude + 90) * 2 as integer) * 1000 + cast((longitude + 180) * 2 as integer))`;
  if (dialect === 'postgres') {
    await sql`create index sightings_public_cells on sightings (${cell}, timeline_key desc)
      include (latitude, longitude) where approved and not deleted`.execute(db);
    // The planner's statistics for the new expression; a fresh database has none to gather.
    await sql`analyze sightings`.execute(db);
  } else {
    await sql`create index sightings_public_cells on sightings (${cell}, timeline_key desc, latitude, longitude)
      where approved = 1 and deleted = 0`.execute(db);
  }
}
