import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The log of what the public sees change: a sighting published (approved, edited while public, or
 * stored public), withdrawn (unapproved or deleted), or many at once (a bulk import). Written in the
 * same transaction as the change; the live-updates stream sends its rows in id order, and a client that
 * reconnects names the last id it saw. Rows older than an hour are pruned as new ones are written.
 *
 * SQLite's AUTOINCREMENT keeps ids rising after pruning has emptied the table: a reused id would hide
 * new changes from a client that saw an old one. On PostgreSQL every insert notifies the channel, at
 * commit, so every server process (and a change written by a command) wakes its stream hub at once.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await sql`create table public_changes (
    id ${postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key autoincrement`},
    sighting_id text,
    kind text not null,
    at ${postgres ? sql`timestamptz` : sql`text`} not null
  )`.execute(db);
  if (!postgres) return;
  await sql`create function notify_public_changes() returns trigger language plpgsql as $$
    begin
      perform pg_notify('public_changes', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger public_changes_notify after insert on public_changes
    for each statement execute function notify_public_changes()`.execute(db);
}
