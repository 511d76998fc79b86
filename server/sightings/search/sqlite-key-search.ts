import { sql } from 'kysely';
import {
  KeySearchReads,
  keyRange,
  MAX_REMEMBERED_MATCH,
  narrowingName,
  narrows,
  pageOfRememberedMatch,
  rangeName,
  readKeys,
  type KeyPage,
  type KeysQuery,
  type Narrowing,
  type SearchCriteria,
} from './key-search.ts';
import { andInsideDays, rememberedKeysOutsideDays } from './local-days-reads.ts';
import { andNarrowedTo } from './search-reads.ts';
import { isSplitWordError, queryTerm, sqliteFallbackQuery } from './search-words.ts';
import { MEDIA_TOKEN, wordsMatch } from './sqlite-words-index.ts';

/** The keys of the sightings a likely bright body explains, from the partial index of them. */
const EXPLAINED_KEYS: KeysQuery = sql<{ keys: string }>`select json_group_array(timeline_key) as keys from (
    select timeline_key from sighting_skies where explained = 1 order by timeline_key)`;

/**
 * On SQLite, entirely inside the full-text index: it holds public sightings only, keyed in timeline
 * order (so `isPublic` is said only where a partial index of public sightings serves).
 */
export class SqliteKeySearch extends KeySearchReads {
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
          select rowid as key from ${this.#matching(match, from, to, criteria)}
          order by rowid limit ${limit + 1})`;
      return Float64Array.from(await readKeys(this.db, keys));
    });
  }

  /** Runs `search` with the FTS5 query of the criteria's term; `none` when the term can match nothing. */
  async #withMatch<Result>(criteria: SearchCriteria, none: Result, search: (match: string) => Promise<Result>) {
    const match = await wordsMatch(this.db, queryTerm(criteria.term), criteria.hasMedia);
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

  #matching(match: string, from: number, to: number, criteria: SearchCriteria) {
    const unexplained = criteria.excludeExplained
      ? sql` and rowid not in (select timeline_key from sighting_skies where explained = 1)`
      : sql``;
    const insideDays = andInsideDays(sql`rowid`, criteria, this.isPublic);
    return sql`sighting_words where sighting_words match ${match} and rowid >= ${from} and rowid < ${to}${insideDays}${unexplained}${this.#narrowedMatch(criteria)}`;
  }

  /** A page of keys, and their total counted only when asked for: an export's batches never need it. */
  async #searchWith(
    match: string,
    criteria: SearchCriteria,
  ): Promise<{ keys: number[]; total: () => Promise<number> }> {
    const queries = {
      match: () => this.#matchKeys(match, criteria),
      explained: () => EXPLAINED_KEYS,
      outsideDays: () => rememberedKeysOutsideDays(this.db, this.memo, criteria, this.isPublic),
    };
    const name = `${match}${narrowingName(criteria)}`;
    const remembered = await pageOfRememberedMatch(this.db, this.memo, name, queries, criteria);
    if (remembered) return { keys: remembered.keys, total: () => Promise.resolve(remembered.total) };
    const { from, to } = keyRange(criteria);
    const matching = this.#matching(match, from, to, criteria);
    const keys = await sql<{ key: number }>`select rowid as key from ${matching}
      order by rowid desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.db);
    const countKey = `${rangeName(criteria)}:${criteria.excludeExplained}:${name}`;
    const total = () =>
      this.memo.searchTotal(countKey, async () => {
        const count = await sql<{ count: number }>`select count(*) as count from ${matching}`.execute(this.db);
        return Number(count.rows[0]!.count);
      });
    return { keys: keys.rows.map((row) => Number(row.key)), total };
  }

  #matchKeys(match: string, narrowing: Narrowing): KeysQuery {
    return sql<{ keys: string }>`select json_group_array(key) as keys from (
        select rowid as key from sighting_words where sighting_words match ${match}${this.#narrowedMatch(narrowing)}
        order by rowid limit ${MAX_REMEMBERED_MATCH + 1})`;
  }

  /**
   * A narrowing as a condition on a match: its sighting, looked up by key, is of the shape and country.
   * The full-text index holds neither, so each match is looked up, and the lookups cost what the match
   * already narrowed to. Said of a public sighting, a shape's lookup is one seek in the covering
   * partial index of public shapes (sightings_public_shapes): five times faster than by key alone.
   */
  #narrowedMatch(narrowing: Narrowing) {
    if (!narrows(narrowing)) return sql``;
    return sql` and exists (select 1 from sightings
      where timeline_key = sighting_words.rowid and ${this.isPublic}${andNarrowedTo(narrowing)})`;
  }
}
