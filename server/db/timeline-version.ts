import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

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

export async function readTimelineVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value ?? 'none';
}
