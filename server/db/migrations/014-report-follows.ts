import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * A witness follows their report with a private link: its token is stored only as a hash, beside the
 * sighting it opens, until it expires. The activity log gains the reason a report was taken down
 * (the staff's words, or the witness's withdrawal) and entries without a staff member (a withdrawal
 * is the witness's own act); an index finds a sighting's entries for its follow page.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  await sql`create table report_follows (
    token_hash text primary key,
    sighting_id text not null,
    created ${timestamp} not null,
    expires ${timestamp} not null
  )`.execute(db);
  await sql`create index report_follows_expires on report_follows (expires)`.execute(db);

  if (postgres) {
    await sql`alter table activities alter column user_seq drop not null`.execute(db);
    await sql`alter table activities add column reason text`.execute(db);
  } else {
    // SQLite cannot drop a NOT NULL constraint: the table is built again with the same rows and keys.
    await sql`create table activities_rebuilt (
      seq integer primary key,
      action text not null,
      created text not null,
      user_seq bigint references users (seq),
      sighting_id text not null,
      reason text
    )`.execute(db);
    await sql`insert into activities_rebuilt (seq, action, created, user_seq, sighting_id)
      select seq, action, created, user_seq, sighting_id from activities`.execute(db);
    await sql`drop table activities`.execute(db);
    await sql`alter table activities_rebuilt rename to activities`.execute(db);
    await sql`create index activities_created on activities (created desc, seq desc)`.execute(db);
    await sql`create index activities_user on activities (user_seq)`.execute(db);
  }
  await sql`create index activities_sighting on activities (sighting_id, created desc)`.execute(db);
}
