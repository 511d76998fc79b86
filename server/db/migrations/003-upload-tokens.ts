import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Upload tokens of new reports, stored hashed. No foreign key: the token is written just before its
 * sighting, so that the sighting's own commit is the one that makes the report real.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  await sql`create table upload_tokens (
    token_hash text primary key,
    sighting_id text not null,
    created ${timestamp} not null,
    expires ${timestamp} not null
  )`.execute(db);
  await sql`create index upload_tokens_expires on upload_tokens (expires)`.execute(db);
}
