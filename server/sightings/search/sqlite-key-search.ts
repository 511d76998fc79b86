import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TimelineMemo } from '../timeline/timeline-memo.ts';
import {
  keyRange,
  MAX_REMEMBERED_MATCH,
  pageOfRememberedMatch,
  readKeys,
  type KeyPage,
  type KeySearch,
  type KeysQuery,
  type SearchCriteria,
} from './key-search.ts';
import { isSplitWordError, queryTerm, sqliteFallbackQuery } from './search-words.ts';
import { MEDIA_TOKEN, wordsMatch } from './sqlite-words-index.ts';

/** The keys of the sightings a likely bright body explains, from the partial index of them. */
const EXPLAINED_KEYS: KeysQuery = sql<{ keys: string }>`select json_group_array(timeline_key) as keys from (
    select timeline_key from sighting_skies where explained = 1 order by timeline_key)`;

/** On SQLite, entirely inside the full-text index: it holds public sightings only, keyed in timeline order. */
export class SqliteKeySearch implements KeySearch {
  readonly #db: Kysely<Database>;
  readonly #memo: TimelineMemo;

  constructor(db: Kysely<Database>, memo: TimelineMemo) {
    this.#db = db;
    this.#memo = memo;
  }

  async search(criteria: SearchCriteria): Promise<KeyPage> {
    const page = await this.#withMatch(criteria, null, (match) => this.#searchWith(match, criteria));
    return page ? { keys: page.keys, total: await page.total() } : { keys: [], total: 0 };
  }

  async keys(criteria: SearchCriteria): Promise<number[]> {
    const page = await this.#withMatch(criteria, null, (match) => this.#searchWith(match, criteria));
    return page?.keys ?? [];
  }

  /** None: FTS5's matches live in a table of their own, and their remembered keys answer in milliseconds. */
  matchCondition(): null {
    return null;
  }

  keysInRange(criteria: SearchCriteria, limit: number): Promise<Float64Array> {
    const { from, to } = keyRange(criteria);
    return this.#withMatch(criteria, new Float64Array(), async (match) => {
      const keys = sql<{ keys: string }>`select json_group_array(key) as keys from (
          select rowid as key from ${this.#matching(match, from, to, criteria.excludeExplained)}
          order by rowid limit ${limit + 1})`;
      return Float64Array.from(await readKeys(this.#db, keys));
    });
  }

  /** Runs `search` with the FTS5 query of the criteria's term; `none` when the term can match nothing. */
  async #withMatch<Result>(criteria: SearchCriteria, none: Result, search: (match: string) => Promise<Result>) {
    const match = await wordsMatch(this.#db, queryTerm(criteria.term), criteria.hasMedia);
    if (match === null) return none;
    try {
      return await search(match);
    } catch (error) {
      // A word SQLite's older Unicode tables split in two: search again with finer pieces.
      const fallback = isSplitWordError(error) ? sqliteFallbackQuery(criteria.term) : null;
      if (fallback === null) throw error;
      return search(criteria.hasMedia ? `(${fallback}) AND "${MEDIA_TOKEN}"` : fallback);
    }
  }

  #matching(match: string, from: number, to: number, excludeExplained: boolean) {
    const unexplained = excludeExplained
      ? sql` and rowid not in (select timeline_key from sighting_skies where explained = 1)`
      : sql``;
    return sql`sighting_words where sighting_words match ${match} and rowid >= ${from} and rowid < ${to}${unexplained}`;
  }

  /** A page of keys, and their total counted only when asked for: an export's batches never need it. */
  async #searchWith(
    match: string,
    criteria: SearchCriteria,
  ): Promise<{ keys: number[]; total: () => Promise<number> }> {
    const queries = { match: () => this.#matchKeys(match), explained: () => EXPLAINED_KEYS };
    const remembered = await pageOfRememberedMatch(this.#db, this.#memo, match, queries, criteria);
    if (remembered) return { keys: remembered.keys, total: () => Promise.resolve(remembered.total) };
    const { from, to } = keyRange(criteria);
    const matching = this.#matching(match, from, to, criteria.excludeExplained);
    const keys = await sql<{ key: number }>`select rowid as key from ${matching}
      order by rowid desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.#db);
    const countKey = `${from}:${to}:${criteria.excludeExplained}:${match}`;
    const total = () =>
      this.#memo.searchTotal(countKey, async () => {
        const count = await sql<{ count: number }>`select count(*) as count from ${matching}`.execute(this.#db);
        return Number(count.rows[0]!.count);
      });
    return { keys: keys.rows.map((row) => Number(row.key)), total };
  }

  #matchKeys(match: string): KeysQuery {
    return sql<{ keys: string }>`select json_group_array(key) as keys from (
        select rowid as key from sighting_words where sighting_words match ${match}
        order by rowid limit ${MAX_REMEMBERED_MATCH + 1})`;
  }
}
