import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { prepareOnEachConnection } from './prepared-statements.ts';
import type { Database } from './schema.ts';

/**
 * A query built and compiled once, then run with other values. Building a query with Kysely and
 * compiling it costs about as much as SQLite takes to answer a lookup by key: for the hottest reads,
 * that cost is paid once. `build` receives a placeholder for each value; each must reach the SQL as a
 * parameter (not as a literal), which is checked when the query is compiled. On PostgreSQL it is also
 * planned once per connection (prepared-statements.ts).
 */
export class ReusableQuery<Row, Values extends unknown[]> {
  readonly #sql: string;
  /** For each parameter: the index of the value it takes, or its fixed value. */
  readonly #parameters: ReadonlyArray<{ valueIndex: number } | { fixed: unknown }>;

  constructor(arity: Values['length'], build: (...placeholders: Values) => Compilable<Row>) {
    const placeholders = Array.from({ length: arity }, (_, index) => `\u0000placeholder ${index}`) as Values;
    const compiled = build(...placeholders).compile();
    this.#sql = compiled.sql;
    prepareOnEachConnection(compiled.sql);
    this.#parameters = compiled.parameters.map((parameter) => {
      const valueIndex = placeholders.indexOf(parameter);
      return valueIndex >= 0 ? { valueIndex } : { fixed: parameter };
    });
    const used = new Set(
      this.#parameters.flatMap((parameter) => ('valueIndex' in parameter ? [parameter.valueIndex] : [])),
    );
    if (used.size !== arity) throw new Error('Every placeholder of a reusable query must be a parameter.');
  }

  async execute(db: Kysely<Database>, ...values: Values): Promise<Row[]> {
    const parameters = this.#parameters.map((parameter) =>
      'valueIndex' in parameter ? values[parameter.valueIndex] : parameter.fixed,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(this.#sql, parameters));
    return result.rows;
  }
}
