import { CompiledQuery } from 'kysely';
import type { DialectName } from './dialect.ts';

export interface BulkInsert {
  table: string;
  columns: readonly string[];
  /** PostgreSQL casts by column, e.g. `{ search_vector: 'tsvector' }`. */
  casts?: Readonly<Record<string, string>>;
  /** Text after the values, e.g. `on conflict (import_key) do nothing returning seq, id`. */
  suffix?: string;
}

/**
 * A multi-row insert written straight to SQL text. Bulk loads write hundreds of rows a statement; the
 * query builder's cost per value dominated them, and the text repeats so the prepared statement is
 * reused. Names come from our code, never from users; values are always parameters.
 */
export function multiRowInsert(
  dialect: DialectName,
  insert: BulkInsert,
  rows: ReadonlyArray<readonly unknown[]>,
): CompiledQuery {
  const columnList = insert.columns.map((column) => `"${column}"`).join(', ');
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const placeholders: string[] = [];
    for (let index = 0; index < insert.columns.length; index += 1) {
      parameters.push(row[index]);
      if (dialect === 'postgres') {
        const cast = insert.casts?.[insert.columns[index]!];
        placeholders.push(cast ? `$${parameters.length}::${cast}` : `$${parameters.length}`);
      } else {
        placeholders.push('?');
      }
    }
    tuples.push(`(${placeholders.join(', ')})`);
  }
  const text = `insert into "${insert.table}" (${columnList}) values ${tuples.join(', ')}${insert.suffix ? ` ${insert.suffix}` : ''}`;
  return CompiledQuery.raw(text, parameters);
}
