import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The sky at the time of each sighting, worked out once and kept: on first read, by the background
 * pass (`npm run sky -- --all`) and after an edit. `explained` says whether a bright body fits the
 * report; the search leaves those out on request, by timeline key, so the key is kept here too.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await sql`create table sighting_skies (
    sighting_seq ${postgres ? sql`bigint` : sql`integer`} primary key references sightings (seq) on delete cascade,
    timeline_key bigint not null,
    sky text not null,
    explained boolean not null
  )`.execute(db);
  await sql`create index sighting_skies_explained on sighting_skies (timeline_key)
    where ${postgres ? sql`explained` : sql`explained = 1`}`.execute(db);
}
