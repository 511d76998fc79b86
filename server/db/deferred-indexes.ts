import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';

/** Where the definitions of the dropped indexes wait, so that a load cut off is repaired at the next start. */
const SETTING = 'indexes_deferred_by_bulk_load';
/** A foreign key kept among the definitions (PostgreSQL), as the catalog gives it. */
const ADD_CONSTRAINT = /^ALTER TABLE (\S+) ADD CONSTRAINT (\S+) /;

/**
 * A bulk load into an empty table builds the indexes whose entries land all over them once at the end,
 * instead of keeping them up to date batch after batch. When `table` is empty, this drops the named
 * indexes (of `table` or of tables whose rows belong to its rows, which are then empty too) and, on
 * PostgreSQL, the named foreign keys, whose check cost a lookup a row; their definitions wait in the
 * settings (written in the same transaction) for restoreDeferredIndexes. Answers whether it did.
 */
export async function deferIndexesOfEmptyTable(
  db: Kysely<Database>,
  dialect: DialectName,
  table: keyof Database,
  names: readonly string[],
  foreignKeys: readonly string[] = [],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await sql`select 1 from ${sql.table(table)} limit 1`.execute(trx);
    if (stored.rows.length > 0) return false;
    const definitions =
      dialect === 'postgres'
        ? await sql<{ definition: string }>`select indexdef as definition from pg_indexes
            where schemaname = current_schema() and indexname in (${sql.join(names)})`.execute(trx)
        : await sql<{ definition: string }>`select sql as definition from sqlite_master
            where type = 'index' and name in (${sql.join(names)})`.execute(trx);
    const constraints =
      dialect === 'postgres' && foreignKeys.length > 0
        ? await sql<{ definition: string }>`select format('ALTER TABLE %s ADD CONSTRAINT %I %s',
              conrelid::regclass, conname, pg_get_constraintdef(oid)) as definition
            from pg_constraint where contype = 'f' and connamespace = current_schema()::text::regnamespace
            and conname in (${sql.join(foreignKeys)})`.execute(trx)
        : { rows: [] };
    if (definitions.rows.length === 0 && constraints.rows.length === 0) return false;
    const all = [...definitions.rows, ...constraints.rows].map((row) => row.definition);
    await trx
      .insertInto('settings')
      .values({ key: SETTING, value: JSON.stringify(all) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    for (const { definition } of constraints.rows) {
      const [, owner, name] = ADD_CONSTRAINT.exec(definition)!;
      await sql`alter table ${sql.raw(owner!)} drop constraint if exists ${sql.raw(name!)}`.execute(trx);
    }
    for (const name of names) await sql`drop index if exists ${sql.ref(name)}`.execute(trx);
    return true;
  });
}

/**
 * Builds the indexes a bulk load deferred, if any wait: after the load, and at every start (a load
 * cut off by a crash leaves them waiting). Each is built once, even if a previous attempt got halfway.
 * Given more connections (PostgreSQL), the indexes are built side by side, one a connection, the
 * definitions in the order stored: the full-text index alone took as long as all the others together,
 * on one core while the other waited. The foreign keys come back after them, each checked by one
 * join over the table (adding one while an index of either table is built would deadlock).
 */
export async function restoreDeferredIndexes(
  db: Kysely<Database>,
  dialect: DialectName,
  connections: ReadonlyArray<Kysely<Database>> = [db],
): Promise<void> {
  const waiting = await db.selectFrom('settings').select('value').where('key', '=', SETTING).executeTakeFirst();
  if (!waiting) return;
  const stored = JSON.parse(waiting.value) as string[];
  const definitions = stored.filter((definition) => !ADD_CONSTRAINT.test(definition));
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
  for (const definition of stored.filter((each) => ADD_CONSTRAINT.test(each))) {
    const name = ADD_CONSTRAINT.exec(definition)![2]!.replace(/^"|"$/g, '');
    const present = await sql`select 1 from pg_constraint
      where conname = ${name} and connamespace = current_schema()::text::regnamespace`.execute(db);
    if (present.rows.length === 0) await sql.raw(definition).execute(db);
  }
  await db.deleteFrom('settings').where('key', '=', SETTING).execute();
}
