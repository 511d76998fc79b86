import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

/** The imported tables of the sky and the instant column each is read by. */
type TimedTable =
  { table: 'satellite_elements'; column: 'epoch_ms' } | { table: 'rocket_launches'; column: 'launched_ms' };

/** How many rows a table holds, and the earliest and latest instant among them (null when empty). */
export async function storedRange(
  db: Kysely<Database>,
  { table, column }: TimedTable,
): Promise<{ count: number; range: { from: number; to: number } | null }> {
  const row = await db
    .selectFrom(table)
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number | null>`min(${sql.ref(column)})`.as('from'),
      sql<number | null>`max(${sql.ref(column)})`.as('to'),
    ])
    .executeTakeFirstOrThrow();
  const range = row.from === null || row.to === null ? null : { from: Number(row.from), to: Number(row.to) };
  return { count: Number(row.count), range };
}

/** A repository of one of the sky's imported tables: how many rows it holds and the span they cover. */
export class TimedRows {
  protected readonly db: Kysely<Database>;
  protected readonly dialect: DialectName;
  readonly #timed: TimedTable;

  constructor(db: Kysely<Database>, dialect: DialectName, timed: TimedTable) {
    this.db = db;
    this.dialect = dialect;
    this.#timed = timed;
  }

  async count(): Promise<number> {
    return (await storedRange(this.db, this.#timed)).count;
  }

  /** The earliest and latest instant stored (ms since 1970); null when nothing is. */
  async range(): Promise<{ from: number; to: number } | null> {
    return (await storedRange(this.db, this.#timed)).range;
  }
}
