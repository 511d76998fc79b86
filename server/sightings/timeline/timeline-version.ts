import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import { prepareOnEachConnection } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

const KEY = 'timeline_version';

/**
 * A value that changes, in the same transaction, with every write that can change what the public
 * sees (a sighting stored, edited, approved, deleted, or given media). Answers that cost a scan of a
 * million rows (the public count, list checkpoints, search totals) are kept until it changes, in every
 * server process and on both engines. Writes that bypass the repositories do not change it.
 */
export async function bumpTimelineVersion(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: randomUUID() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
}

// Read before most public answers: one fixed text, which PostgreSQL plans once per connection.
const READ_VERSION = `select value from settings where key = '${KEY}'`;
prepareOnEachConnection(READ_VERSION);

export async function readTimelineVersion(db: Kysely<Database>): Promise<string> {
  const { rows } = await db.executeQuery<{ value: string }>(CompiledQuery.raw(READ_VERSION));
  return rows[0]?.value ?? 'none';
}
