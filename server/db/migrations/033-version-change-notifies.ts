import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * On PostgreSQL every change of the public data's version notifies the channel every server process
 * listens on (migration 013), at commit: a process that keeps the version it read until it hears of a
 * change hears of each one, including those no row of the change log announces (media, a stored sky,
 * an event's grouping). SQLite has no channel; its processes read the version for every answer.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create trigger timeline_version_notify after insert or update on settings
    for each row when (new.key = 'timeline_version') execute function notify_public_changes()`.execute(db);
}
