import { CompiledQuery } from 'kysely';
import type { DialectName } from './dialect.ts';
import { ValuesPerRow } from './node-sqlite-database.ts';

export interface BulkInsert {
  table: string;
  columns: readonly string[];
  /** PostgreSQL types by column, e.g. `{ search_vector: 'tsvector' }`: every column needs one there. */
  types?: Readonly<Record<string, string>>;
  /** Text after the rows, e.g. `on conflict (import_key) do nothing returning seq, id`. */
  suffix?: string;
}

/** `insert into "t" ("a", "b") <rows> <suffix>`. Names come from our code, never from users. */
function insertText(insert: BulkInsert, rows: string): string {
  const columnList = insert.columns.map((column) => `"${column}"`).join(', ');
  return `insert into "${insert.table}" (${columnList}) ${rows}${insert.suffix ? ` ${insert.suffix}` : ''}`;
}

/** The column's PostgreSQL type: it names the array its values are sent in. */
function postgresType(insert: BulkInsert, column: string): string {
  const type = insert.types?.[column];
  if (!type) throw new Error(`Inserting into ${insert.table} on PostgreSQL needs the type of column ${column}.`);
  return type;
}

/** The rows turned into one array per column. */
function columnArrays(columnCount: number, rows: ReadonlyArray<readonly unknown[]>): unknown[][] {
  const arrays = Array.from({ length: columnCount }, () => new Array<unknown>(rows.length));
  rows.forEach((row, rowIndex) => {
    for (let column = 0; column < columnCount; column += 1) arrays[column]![rowIndex] = row[column];
  });
  return arrays;
}

/**
 * Many rows in one call, written straight to SQL text (the query builder's cost per value dominated
 * bulk loads; the text repeats, so the prepared statement is reused). On PostgreSQL one statement
 * with an array per column, unnested into rows: a handful of parameters however many rows, where a
 * multi-row `values` list with thousands of parameters spent more time parsing and binding than
 * storing. On SQLite a one-row statement that the driver runs once per row: in-process there is no
 * round trip to save, and the long text with thousands of bound values was the slower of the two.
 * Values are always parameters.
 */
export function insertRows(
  dialect: DialectName,
  insert: BulkInsert,
  rows: ReadonlyArray<readonly unknown[]>,
): CompiledQuery {
  if (dialect === 'sqlite') {
    const placeholders = insert.columns.map(() => '?').join(', ');
    return CompiledQuery.raw(insertText(insert, `values (${placeholders})`), [new ValuesPerRow(rows)]);
  }
  // In the select list arrays of one length unnest side by side, a row at a time; `from unnest(…)`
  // first copied them all into a temporary store, spilled to disk for a large batch.
  const unnested = insert.columns.map((column, index) => `unnest($${index + 1}::${postgresType(insert, column)}[])`);
  const text = insertText(insert, `select ${unnested.join(', ')}`);
  return CompiledQuery.raw(text, columnArrays(insert.columns.length, rows));
}
