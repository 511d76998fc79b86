import { sql, type Kysely } from 'kysely';

/**
 * The built-in historical sightings were stored with the time they were loaded as their submission
 * date, so a 1952 case was the "newest report" of a fresh site. They were on record when they happened:
 * their submission date becomes their occurrence. Rows with media keep theirs, as their files are
 * stored under the submission day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update sightings set submitted = occurred, days_between = 0
    where import_key like 'historical:%' and source = 'Historical record' and media_count = 0`.execute(db);
}
