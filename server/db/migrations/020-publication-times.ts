import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * When staff made a report public, so the site's feed lists what was newly published, not only what
 * was newly sent: a report approved a week after it arrived is news the day it is approved. Rows stored
 * public at once (imports, the built-in sightings) have none: the feed dates them by their submission.
 * The partial index holds only the approved ones, a small part of an archive.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  await sql`alter table sightings add column published ${timestamp}`.execute(db);
  await sql`create index sightings_published on sightings (published desc) where published is not null`.execute(db);
}
