import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';

/** How many bytes the database takes on disk, as each engine reports it. */
export async function databaseBytes(db: Kysely<Database>, dialect: DialectName): Promise<number> {
  const query =
    dialect === 'postgres'
      ? sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`
      : sql<{ bytes: number }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.bytes ?? 0);
}
