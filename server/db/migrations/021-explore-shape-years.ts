import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { createShapeYearTriggers, recountShapeYears } from './explore-counts-as-applied.ts';

/**
 * The explorer's counts by shape and year (decision 0024): public sightings with a place and a shape,
 * by level (the coarse ones), shape, cell and year, with the sums clusters need, kept by triggers on
 * `sightings` and counted once here from what is stored.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const real = postgres ? sql`double precision` : sql`real`;
  const withoutRowid = postgres ? sql`` : sql`without rowid`;
  // Keyed by shape before cell: a view asks for one shape over runs of cells.
  await sql`create table explore_cell_shape_years (
    level integer not null,
    shape text not null,
    cell bigint not null,
    year integer not null,
    sighting_count integer not null,
    latitude_sum ${real} not null,
    longitude_sum ${real} not null,
    seq_sum bigint not null,
    primary key (level, shape, cell, year)
  ) ${withoutRowid}`.execute(db);
  // Grouping a million rows by shape, cell and year: with the default 4 MB each step spilled to disk.
  if (postgres) await sql`set local work_mem = '256MB'`.execute(db);
  await recountShapeYears(db, dialect);
  // Planner statistics now, not at autovacuum's leisure: without them a view's cells were read one
  // shape's whole level at a time (11 ms instead of 0.5 ms for a continent's decade).
  if (postgres) await sql`analyze explore_cell_shape_years`.execute(db);
  await createShapeYearTriggers(db, dialect);
}
