import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Staff sign-in: failed attempts live in the database so the login limit holds across every app
 * process on one PostgreSQL; a removed user who has logged activity is disabled, not deleted, so the
 * activity log keeps their name.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const key = postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`;

  await sql`create table login_failures (
    seq ${key},
    subject text not null,
    failed ${timestamp} not null
  )`.execute(db);
  await sql`create index login_failures_subject on login_failures (subject, failed)`.execute(db);
  await sql`create index login_failures_failed on login_failures (failed)`.execute(db);

  await sql`alter table users add column disabled ${postgres ? sql`boolean` : sql`integer`} not null default ${postgres ? sql`false` : sql`0`}`.execute(
    db,
  );
  await sql`create index tokens_user on tokens (user_seq)`.execute(db);
  await sql`create index activities_user on activities (user_seq)`.execute(db);
}
