import { sql, type Kysely } from 'kysely';

/**
 * The stored skies are forgotten, to be worked out again on first read or by `npm run sky -- --all`:
 * they were reasoned with rules that called a planet a possible explanation while the Sun was up and
 * gave refracted altitudes below the horizon (decision 0042).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from sighting_skies`.execute(db);
}
