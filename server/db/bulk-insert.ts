import { CompiledQuery } from 'kysely';
import type { DialectName } from './dialect.ts';
import { ValuesPerRow } from './node-sqlite-database.ts';

export interface BulkInsert {
  table: string;
  columns: readonly string[];
  /** PostgreSQL casts by column, e.g. `{ search_vector: 'tsvector' }`. */
  casts?: Readonly<Record<string, string>>;
  /** Text after the values, e.g. `on conflict (import_key) do nothing returning seq, id`. */
  suffix?: string;
}

/** `insert into "t" ("a", "b") values <tuples> <suffix>`. Names come from our code, never from users. */
function insertText(insert: BulkInsert, tuples: string): string {
  const columnList = insert.columns.map((column) => `"${column}"`).join(', ');
  return `insert into "${insert.table}" (${columnList}) values ${tuples}${insert.suffix ? ` ${insert.suffix}` : ''}`;
}

/**
 * Many rows in one call, written straight to SQL text (the query builder's cost per value dominated
 * bulk loads; the text repeats, so the prepared statement is reused). On PostgreSQL a multi-row insert:
 * one round trip. On SQLite a one-row statement that the driver runs once per row: in-process there is
 * no round trip to save, and the long text with thousands of bound values was the slower of the two.
 * Values are always parameters.
 */
export function insertRows(
  dialect: DialectName,
  insert: BulkInsert,
  rows: ReadonlyArray<readonly unknown[]>,
): CompiledQuery {
  if (dialect === 'sqlite') {
    const placeholders = insert.columns.map(() => '?').join(', ');
    return CompiledQuery.raw(insertText(insert, `(${placeholders})`), [new ValuesPerRow(rows)]);
  }
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = insert.columns.map((column, index) => {
      parameters.push(row[index]);
      const cast = insert.casts?.[column];
      return cast ? `$${parameters.length}::${cast}` : `$${parameters.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  return CompiledQuery.raw(insertText(insert, tuples.join(', ')), parameters);
}
