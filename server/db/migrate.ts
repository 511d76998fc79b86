import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect.ts';
import { restoreDeferredIndexes } from './deferred-indexes.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies pending migrations, each in its own transaction, then builds any indexes a bulk load left
 * deferred and runs `repairs` (the app's own, which migrations must not import: `prepareDatabase`).
 * Several app processes may start at once on one PostgreSQL: an advisory lock makes the others wait
 * instead of racing.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  dialect: DialectName,
  repairs: (connection: Kysely<any>) => Promise<void> = async () => {},
): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    if (dialect === 'postgres') await sql`select pg_advisory_lock(724001)`.execute(connection);
    try {
      await sql`create table if not exists schema_migrations (name text primary key, applied text not null)`.execute(
        connection,
      );
      const applied = new Set(
        (await sql<{ name: string }>`select name from schema_migrations`.execute(connection)).rows.map(
          (row) => row.name,
        ),
      );
      const ran: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.name)) continue;
        await connection.transaction().execute(async (transaction) => {
          await migration.up(transaction, dialect);
          await sql`insert into schema_migrations (name, applied) values (${migration.name}, ${new Date().toISOString()})`.execute(
            transaction,
          );
        });
        ran.push(migration.name);
      }
      // A bulk load cut off by a crash left indexes to build.
      await restoreDeferredIndexes(connection, dialect);
      await repairs(connection);
      return ran;
    } finally {
      if (dialect === 'postgres') await sql`select pg_advisory_unlock(724001)`.execute(connection);
    }
  });
}
