import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { countExploreCells } from './explore-counts-as-applied.ts';

/**
 * The explorer's counts (decision 0024): public sightings by level and cell of its grids, and by
 * level, cell and year, kept by triggers on `sightings`, and counted once here from what is stored.
 * And an index of public sightings by shape and timeline key, with their places, for views filtered
 * by a shape and dates.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const real = postgres ? sql`double precision` : sql`real`;
  const withoutRowid = postgres ? sql`` : sql`without rowid`;
  await sql`create table explore_cells (
    level integer not null,
    cell bigint not null,
    sighting_count integer not null,
    latitude_sum ${real} not null,
    longitude_sum ${real} not null,
    seq_sum bigint not null,
    primary key (level, cell)
  ) ${withoutRowid}`.execute(db);
  await sql`create table explore_cell_years (
    level integer not null,
    cell bigint not null,
    year integer not null,
    sighting_count integer not null,
    primary key (level, cell, year)
  ) ${withoutRowid}`.execute(db);
  await countExploreCells(db, dialect);
  if (postgres) {
    await sql`create index sightings_public_shapes on sightings (shape, timeline_key)
      include (latitude, longitude, seq) where approved and not deleted`.execute(db);
  } else {
    await sql`create index sightings_public_shapes on sightings (shape, timeline_key, latitude, longitude)
      where approved = 1 and deleted = 0`.execute(db);
  }
}
