import { sql, type RawBuilder } from 'kysely';

/** The comment a statement's text begins with when each of its rows is wanted as an array. */
const ARRAY_ROWS_MARK = '/* array rows */';

/**
 * The statement, answering each row as an array of its values in the order it selects them, on both
 * databases. For reads of many rows: node:sqlite makes each row an object without a prototype, whose
 * properties cost as much to read again as the row cost to read from the file.
 */
export function withArrayRows<Row extends readonly unknown[]>(statement: RawBuilder<unknown>): RawBuilder<Row> {
  return sql<Row>`${sql.raw(ARRAY_ROWS_MARK)} ${statement}`;
}

export function answersArrayRows(sqlText: string): boolean {
  return sqlText.startsWith(ARRAY_ROWS_MARK);
}
