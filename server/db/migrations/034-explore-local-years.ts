import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The explorer's years and date ranges on each sighting's calendar (decision 0051). The kept counts
 * by year file a sighting under the year of its `local_date` from now on: this asks the app for the
 * recount a bulk load asks for (the setting `explore_cells_recounted_after_bulk_load`), which replaces
 * the triggers with the app's own and counts every year again at the end of the start's migrations.
 * The indexes that find a range's rows by their keys carry each row's day too, so that its own day
 * is checked from the index alone.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await sql`insert into settings (key, value) values ('explore_cells_recounted_after_bulk_load', 'waiting')
    on conflict (key) do nothing`.execute(db);
  const postgres = dialect === 'postgres';
  const isPublic = postgres ? sql`approved and not deleted` : sql`approved = 1 and deleted = 0`;
  // The map's half-degree cell, exactly as migration 007 wrote it, so the map's reads still use it.
  const cell = postgres
    ? sql`(floor((latitude + 90) * 2)::integer * 1000 + floor((longitude + 180) * 2)::integer)`
    : sql`(cast((latitude + 90) * 2 as integer) * 1000 + cast((longitude + 180) * 2 as integer))`;
  await sql`drop index sightings_public_places`.execute(db);
  await sql`drop index sightings_public_shapes`.execute(db);
  await sql`drop index sightings_public_cells`.execute(db);
  if (postgres) {
    await sql`create index sightings_public_places on sightings (timeline_key desc, latitude, longitude)
      include (local_date, seq) where ${isPublic}`.execute(db);
    await sql`create index sightings_public_shapes on sightings (shape, timeline_key)
      include (latitude, longitude, seq, local_date) where ${isPublic}`.execute(db);
    await sql`create index sightings_public_cells on sightings (${cell}, timeline_key desc)
      include (latitude, longitude, local_date) where ${isPublic}`.execute(db);
  } else {
    await sql`create index sightings_public_places on sightings (timeline_key desc, latitude, longitude, local_date)
      where ${isPublic}`.execute(db);
    await sql`create index sightings_public_shapes on sightings (shape, timeline_key, latitude, longitude, local_date)
      where ${isPublic}`.execute(db);
    await sql`create index sightings_public_cells on sightings (${cell}, timeline_key desc, latitude, longitude, local_date)
      where ${isPublic}`.execute(db);
  }
}
