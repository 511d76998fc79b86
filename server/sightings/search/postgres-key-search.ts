import { sql, type RawBuilder } from 'kysely';
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
import { postgresTextQuery } from './search-words.ts';

/** The keys of the sightings a likely bright body explains, from the partial index of them. */
const EXPLAINED_KEYS: KeysQuery = sql<{
  keys: string;
}>`select coalesce(json_agg(timeline_key order by timeline_key), '[]')::text
    as keys from sighting_skies where explained`;

/** How many of the newest sightings in a search's range are checked before the full-text index. */
const NEWEST_SEARCH_WINDOW = 5000;

/** On PostgreSQL, from the sightings' tsvector column and its GIN index. */
export class PostgresKeySearch extends KeySearchReads {
  async search(criteria: SearchCriteria): Promise<KeyPage> {
    const prepared = await this.#prepare(criteria);
    if (!prepared) return { keys: [], total: 0 };
    const { match, wanted, remembered } = prepared;
    if (remembered) return remembered;
    const { from, to } = keyRange(criteria);
    const countKey = `${rangeName(criteria)}:${criteria.hasMedia}:${criteria.excludeExplained}:${match}${narrowingName(criteria)}`;
    const [keys, total] = await Promise.all([
      this.#searchPage(criteria, wanted),
      this.memo.searchTotal(countKey, async () => {
        const { rows } = await sql<{ count: number }>`select count(*) as count from sightings
          where ${this.isPublic} and timeline_key >= ${from} and timeline_key < ${to}${this.#insideDays(criteria)}
          and ${wanted}`.execute(this.db);
        return Number(rows[0]!.count);
      }),
    ]);
    return { keys, total };
  }

  async keys(criteria: SearchCriteria): Promise<number[]> {
    const prepared = await this.#prepare(criteria);
    if (!prepared) return [];
    return prepared.remembered?.keys ?? this.#searchPage(criteria, prepared.wanted);
  }

  /**
   * The term's text query and the condition a match meets, and the page answered from the match's
   * remembered keys when it has few enough of them; null when the term holds no word to look for.
   */
  async #prepare(criteria: SearchCriteria) {
    const match = postgresTextQuery(criteria.term);
    if (match === null) return null;
    const matches = this.#matches(match, criteria.hasMedia, criteria);
    const remembered = await pageOfRememberedMatch(
      this.db,
      this.memo,
      `${criteria.hasMedia ? 'with media: ' : ''}${match}${narrowingName(criteria)}`,
      {
        match: () => this.#matchKeys(matches),
        explained: () => EXPLAINED_KEYS,
        outsideDays: () => rememberedKeysOutsideDays(this.db, this.memo, criteria, this.isPublic),
      },
      criteria,
    );
    return { match, wanted: this.#unexplainedIfAsked(matches, criteria), remembered };
  }

  async keysInRange(criteria: SearchCriteria, limit: number): Promise<Float64Array> {
    const match = postgresTextQuery(criteria.term);
    if (match === null) return new Float64Array();
    const { from, to } = keyRange(criteria);
    const wanted = this.#unexplainedIfAsked(this.#matches(match, criteria.hasMedia, criteria), criteria);
    const keys = sql<{ keys: string }>`select coalesce(json_agg(key order by key), '[]')::text as keys from (
        select timeline_key as key from sightings
        where ${this.isPublic} and timeline_key >= ${from} and timeline_key < ${to}${this.#insideDays(criteria)}
        and ${wanted} limit ${limit + 1}) as matching`;
    return Float64Array.from(await readKeys(this.db, keys));
  }

  /**
   * The tsvector's own test: a view's rows are read to be counted anyway, and a common word's 200,000
   * keys sent as one array cost more to send and look up than the test (the explorer's counts).
   */
  matchCondition(term: string): RawBuilder<boolean> {
    const match = postgresTextQuery(term);
    return match === null ? sql<boolean>`false` : this.#matches(match, false, {});
  }

  /** The columns it tests are unqualified: the newest window (#searchPage) selects them too. */
  #matches(match: string, hasMedia: boolean, narrowing: Narrowing): RawBuilder<boolean> {
    const withMedia = hasMedia ? sql` and media_count > 0` : sql``;
    return sql<boolean>`search_vector @@ to_tsquery('simple', ${match})${withMedia}${andNarrowedTo(narrowing)}`;
  }

  /** The newest window's columns a narrowing tests: a source only when narrowed to one, so that the statements without it are those sent before. */
  #narrowedColumns(criteria: Narrowing) {
    if (!narrows(criteria)) return sql``;
    return criteria.source === undefined ? sql`, shape, iso2_country_code` : sql`, shape, iso2_country_code, source`;
  }

  /** ` and ` the row is on one of the criteria's days, where it has them. */
  #insideDays(criteria: SearchCriteria): RawBuilder<unknown> {
    return andInsideDays(sql`timeline_key`, criteria, this.isPublic);
  }

  #unexplainedIfAsked(matches: RawBuilder<boolean>, criteria: SearchCriteria): RawBuilder<boolean> {
    return criteria.excludeExplained
      ? sql<boolean>`${matches} and timeline_key not in (select timeline_key from sighting_skies where explained)`
      : matches;
  }

  #matchKeys(matches: RawBuilder<boolean>): KeysQuery {
    return sql<{ keys: string }>`select coalesce(json_agg(key order by key), '[]')::text as keys from (
        select timeline_key as key from sightings where ${this.isPublic} and ${matches}
        limit ${MAX_REMEMBERED_MATCH + 1}) as matching`;
  }

  /**
   * A page of keys, newest first. PostgreSQL's planner cannot tell a common word from a rare one, and
   * for a common word reading every match through the full-text index and sorting costs seconds. So the
   * newest few thousand sightings of the range are checked first (a common word fills the page there);
   * only when they do not is the full-text index asked.
   */
  async #searchPage(criteria: SearchCriteria, matches: RawBuilder<boolean>): Promise<number[]> {
    const { from, to } = keyRange(criteria);
    const inWindow = await sql<{ key: number }>`
      select timeline_key as key from (
        select timeline_key, search_vector, media_count${this.#narrowedColumns(criteria)} from sightings
        where ${this.isPublic} and timeline_key >= ${from} and timeline_key < ${to}${this.#insideDays(criteria)}
        order by timeline_key desc limit ${NEWEST_SEARCH_WINDOW}
      ) as newest
      where ${matches}
      order by timeline_key desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.db);
    if (inWindow.rows.length === criteria.limit) return inWindow.rows.map((row) => Number(row.key));
    const { rows } = await sql<{ key: number }>`
      select timeline_key as key from sightings
      where ${this.isPublic} and timeline_key >= ${from} and timeline_key < ${to}${this.#insideDays(criteria)}
      and ${matches} order by timeline_key desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.db);
    return rows.map((row) => Number(row.key));
  }
}
