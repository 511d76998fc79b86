import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * PostgreSQL's map index carries each sighting's timeline key, so a small box's newest keys are read
 * from the index alone. Without it, every match was a heap read: a city box of 1,558 sightings took
 * 20 ms on a cold cache, 0.9 ms with the key in the index. SQLite's R*Tree is keyed by it already.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop index sightings_geo`.execute(db);
  await sql`create index sightings_geo on sightings using gist (geo) include (timeline_key)
    where approved and not deleted`.execute(db);
}
