import { sql, type Kysely } from 'kysely';

/**
 * The time zone of each sighting's place (an IANA name, e.g. America/Chicago), so that its time can be
 * shown as the clocks there showed it. Null where it is not known: rows stored before, until
 * `npm run repair-times` works it out, and sightings without a place.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sightings add column time_zone text`.execute(db);
}
