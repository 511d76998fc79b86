import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { answersArrayRows } from './array-rows.ts';

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely opens every transaction with a plain `begin`. Ours all write, and several server processes
 * share the file: a deferred transaction that read first cannot take the write lock after another
 * process committed (SQLITE_BUSY_SNAPSHOT, which no busy timeout waits out). `begin immediate` takes
 * the lock up front and so waits its turn.
 */
const BEGIN_WRITE_TRANSACTION = 'begin immediate';

/** node:sqlite binds no booleans; we store them as 0/1 like SQLite itself does. */
export function toSqliteValues(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

/**
 * The parameters of a statement that runs once per row, all inside one call from Kysely. In-process,
 * SQLite is fastest with a short prepared statement run many times; a multi-row insert's long text
 * and tens of thousands of bound values cost more than they save (no round trips to save here).
 */
export class ValuesPerRow {
  readonly rows: ReadonlyArray<ReadonlyArray<unknown>>;

  constructor(rows: ReadonlyArray<ReadonlyArray<unknown>>) {
    this.rows = rows;
  }
}

function rowsOf(parameters: ReadonlyArray<unknown>): ReadonlyArray<ReadonlyArray<unknown>> | null {
  const [only] = parameters;
  return parameters.length === 1 && only instanceof ValuesPerRow ? only.rows : null;
}

/**
 * Adapts Node's built-in `node:sqlite` to the interface Kysely's SqliteDialect expects, so the project
 * needs no native addon. Prepared statements are cached: the same queries run over and over.
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly native: DatabaseSync;
  readonly #statements = new Map<string, { statement: StatementSync; reader: boolean }>();

  constructor(filePath: string) {
    this.native = new DatabaseSync(filePath);
  }

  close(): void {
    this.#statements.clear();
    this.native.close();
  }

  prepare(sql: string): SqliteStatement {
    let cached = this.#statements.get(sql);
    if (!cached) {
      const statement = this.native.prepare(sql === 'begin' ? BEGIN_WRITE_TRANSACTION : sql);
      if (answersArrayRows(sql)) statement.setReturnArrays(true);
      cached = { statement, reader: statement.columns().length > 0 };
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value!);
      }
      this.#statements.set(sql, cached);
    }
    const { statement, reader } = cached;
    return {
      reader,
      all: (parameters) => {
        const rows = rowsOf(parameters);
        if (!rows) return statement.all(...toSqliteValues(parameters));
        return rows.flatMap((values) => statement.all(...toSqliteValues(values)));
      },
      run: (parameters) => {
        const rows = rowsOf(parameters);
        if (!rows) {
          const result = statement.run(...toSqliteValues(parameters));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        }
        let changes: number | bigint = 0;
        let lastInsertRowid: number | bigint = 0;
        for (const values of rows) {
          const result = statement.run(...toSqliteValues(values));
          changes = Number(changes) + Number(result.changes);
          lastInsertRowid = result.lastInsertRowid;
        }
        return { changes, lastInsertRowid };
      },
      iterate: (parameters) => statement.iterate(...toSqliteValues(parameters)),
    };
  }
}
