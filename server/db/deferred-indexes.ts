import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';

/** Where the definitions of the dropped indexes wait, so that a load cut off is repaired at the next start. */
const SETTING = 'indexes_deferred_by_bulk_load';

/**
 * A bulk load into an empty table builds the indexes whose entries land all over them once at the end,
 * instead of keeping them up to date batch after batch. When `table` is empty, this drops the named
 * indexes and keeps their definitions in the settings (in the same transaction), for
 * restoreDeferredIndexes. Answers whether it did.
 */
export async function deferIndexesOfEmptyTable(
  db: Kysely<Database>,
  dialect: DialectName,
  table: keyof Database,
  names: readonly string[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await sql`select 1 from ${sql.table(table)} limit 1`.execute(trx);
    if (stored.rows.length > 0) return false;
    const definitions =
      dialect === 'postgres'
        ? await sql<{ definition: string }>`select indexdef as definition from pg_indexes
            where tablename = ${table} and indexname in (${sql.join(names)})`.execute(trx)
        : await sql<{ definition: string }>`select sql as definition from sqlite_master
            where type = 'index' and name in (${sql.join(names)})`.execute(trx);
    if (definitions.rows.length === 0) return false;
    await trx
      .insertInto('settings')
      .values({ key: SETTING, value: JSON.stringify(definitions.rows.map((row) => row.definition)) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    for (const name of names) await sql`drop index if exists ${sql.ref(name)}`.execute(trx);
    return true;
  });
}

/**
 * Builds the indexes a bulk load deferred, if any wait: after the load, and at every start (a load
 * cut off by a crash leaves them waiting). Each is built once, even if a previous attempt got halfway.
 * Given more connections (PostgreSQL), the indexes are built side by side, one a connection, the
 * definitions in the order stored: the full-text index alone took as long as all the others together,
 * on one core while the other waited.
 */
export async function restoreDeferredIndexes(
  db: Kysely<Database>,
  dialect: DialectName,
  connections: ReadonlyArray<Kysely<Database>> = [db],
): Promise<void> {
  const waiting = await db.selectFrom('settings').select('value').where('key', '=', SETTING).executeTakeFirst();
  if (!waiting) return;
  const definitions = JSON.parse(waiting.value) as string[];
  const build = async (connection: Kysely<Database>) => {
    if (dialect === 'postgres') await sql`set maintenance_work_mem = '512MB'`.execute(connection);
    for (let definition = definitions.shift(); definition; definition = definitions.shift()) {
      // 'CREATE INDEX name ON …' as the catalog gives it; `if not exists` makes a second attempt harmless.
      await sql
        .raw(definition.replace(/^CREATE (UNIQUE )?INDEX /i, 'CREATE $1INDEX IF NOT EXISTS '))
        .execute(connection);
    }
    if (dialect === 'postgres') await sql`reset maintenance_work_mem`.execute(connection);
  };
  await Promise.all((dialect === 'postgres' && connections.length > 0 ? connections : [db]).map(build));
  await db.deleteFrom('settings').where('key', '=', SETTING).execute();
}
