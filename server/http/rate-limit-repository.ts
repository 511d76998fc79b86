import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The table of migration 004, known only here. */
interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends: number;
}

type RateLimitDatabase = Database & { rate_limit_hits: RateLimitHitsTable };

export interface WindowCount {
  hits: number;
  /** Milliseconds since the epoch. */
  windowEnds: number;
}

/** The only code that speaks SQL about rate limits: fixed windows, one row per key. */
export class RateLimitRepository {
  readonly #db: Kysely<RateLimitDatabase>;

  constructor(db: Kysely<Database>) {
    this.#db = db as unknown as Kysely<RateLimitDatabase>;
  }

  /**
   * Counts one hit for `key` and answers the window's count. One statement, so concurrent hits from
   * any number of processes are all counted: an expired window restarts at 1, a live one adds 1.
   */
  async hit(key: string, now: number, windowMs: number): Promise<WindowCount> {
    const expired = sql<boolean>`rate_limit_hits.window_ends <= ${now}`;
    const row = await this.#db
      .insertInto('rate_limit_hits')
      .values({ key, hits: 1, window_ends: now + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`case when ${expired} then 1 else rate_limit_hits.hits + 1 end`,
          window_ends: sql`case when ${expired} then ${now + windowMs} else rate_limit_hits.window_ends end`,
        }),
      )
      .returning(['hits', 'window_ends'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowEnds: Number(row.window_ends) };
  }

  /** The hits counted for `key` in its window that is still open at `now`; 0 when there is none. */
  async count(key: string, now: number): Promise<WindowCount> {
    const row = await this.#db
      .selectFrom('rate_limit_hits')
      .select(['hits', 'window_ends'])
      .where('key', '=', key)
      .where('window_ends', '>', now)
      .executeTakeFirst();
    return row ? { hits: Number(row.hits), windowEnds: Number(row.window_ends) } : { hits: 0, windowEnds: now };
  }

  async deleteExpired(now: number): Promise<void> {
    await this.#db.deleteFrom('rate_limit_hits').where('window_ends', '<=', now).execute();
  }
}
