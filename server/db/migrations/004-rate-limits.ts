import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Request counts of the rate-limited calls (report, upload, summarize), one row per client and call
 * for the current window, so the limits hold across every app process on one database.
 * `window_ends` is milliseconds since the epoch: one number compares the same on both engines.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const milliseconds = dialect === 'postgres' ? sql`bigint` : sql`integer`;
  await sql`create table rate_limit_hits (
    key text primary key,
    hits integer not null,
    window_ends ${milliseconds} not null
  )`.execute(db);
  await sql`create index rate_limit_hits_window_ends on rate_limit_hits (window_ends)`.execute(db);
}
