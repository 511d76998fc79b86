import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Messages visitors send with the built-in feedback form (when the site names no feedback address of
 * its own), which staff read newest first in administration. The sender's network address is not
 * kept: the rate limit counts it elsewhere, and staff need only what the visitor chose to write.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const key = postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`;
  await sql`create table feedback (
    seq ${key},
    message text not null,
    email text,
    topic text not null,
    received ${timestamp} not null
  )`.execute(db);
  await sql`create index feedback_received on feedback (received desc, seq desc)`.execute(db);
}
