import { sql, type Kysely } from 'kysely';

/**
 * The built-in historical sightings were stored with the time they were loaded as their submission
 * date, so a 1952 case was the "newest report" of a fresh site. They were on record when they happened:
 * their submission date becomes their occurrence. Rows with media keep theirs, as their files are
 * stored under the submission day. A database without them is left untouched: on PostgreSQL, running
 * the update on a new database's empty table made later bulk loads into it some sixty times slower.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const historical = sql`import_key like 'historical:%' and source = 'Historical record' and media_count = 0`;
  const { rows } = await sql`select 1 from sightings where ${historical} limit 1`.execute(db);
  if (rows.length === 0) return;
  await sql`update sightings set submitted = occurred, days_between = 0 where ${historical}`.execute(db);
}
