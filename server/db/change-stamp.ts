import { sql, type Kysely } from 'kysely';

/**
 * SQLite: a value that differs after any commit, by this connection (`total_changes()`) or by another
 * process (`data_version`). A few microseconds to read; it lets answers that cost a scan of a million
 * rows (the public count, list checkpoints) be kept until the data really changes.
 */
export async function sqliteChangeStamp(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ changes: number; version: number }>`
    select total_changes() as changes, data_version as version from pragma_data_version`.execute(db);
  return `${rows[0]!.version}:${rows[0]!.changes}`;
}
