import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';
import { keyRange, pageOfKeys, rangeName, type KeyPage, type KeySearch, type SearchCriteria } from './key-search.ts';
import { DateRangeReads } from './date-range-reads.ts';
import { textsOfKeys } from './search-reads.ts';
import { queryTerm, searchWords, type QueryTerm } from './search-words.ts';

/**
 * A phrase is checked on the text of each sighting that holds all its words; past this many in the
 * range the check would cost seconds, and the search asks for a narrower one instead.
 */
export const MAX_PHRASE_CANDIDATES = 200_000;

/** A quoted phrase whose words are in more than MAX_PHRASE_CANDIDATES sightings of the range. */
export class PhraseTooCommonError extends Error {}

/** Rows whose text is read in one query. */
const TEXTS_PER_QUERY = 2000;

/**
 * Quoted phrases on both engines. Neither index keeps word positions (SQLite's holds each word of a
 * sighting once, PostgreSQL's tsvector is built without them), so the index finds the sightings holding
 * every word and their text decides whether the words come one after another. The keys that pass are
 * remembered for the range like any other match, so paging costs nothing more.
 */
export class PhraseSearch {
  readonly #words: KeySearch;
  /** A search without a keyword: the sightings between its dates. */
  readonly #dates: KeySearch;
  readonly #db: Kysely<Database>;
  readonly #engine: SightingEngine;
  readonly #memo: VersionedCache;

  constructor(words: KeySearch, db: Kysely<Database>, engine: SightingEngine, memo: VersionedCache) {
    this.#words = words;
    this.#dates = new DateRangeReads(db, memo, engine.isPublic);
    this.#db = db;
    this.#engine = engine;
    this.#memo = memo;
  }

  async search(criteria: SearchCriteria): Promise<KeyPage> {
    if (!criteria.term) return this.#dates.search(criteria);
    const term = queryTerm(criteria.term);
    if (term.phrases.length === 0 && term.excludedPhrases.length === 0) return this.#words.search(criteria);
    return this.#pageOfPhrases(criteria, term);
  }

  /** The keys of one page of matches, newest first, without their total (an export reads them all in turn). */
  async keys(criteria: SearchCriteria): Promise<number[]> {
    if (!criteria.term) return this.#dates.keys(criteria);
    const term = queryTerm(criteria.term);
    if (term.phrases.length === 0 && term.excludedPhrases.length === 0) return this.#words.keys(criteria);
    return (await this.#pageOfPhrases(criteria, term)).keys;
  }

  /** The words' match as a condition; null for a quoted phrase, which only the sightings' text decides. */
  matchCondition(term: string): RawBuilder<boolean> | null {
    const words = queryTerm(term);
    if (words.phrases.length > 0 || words.excludedPhrases.length > 0) return null;
    return this.#words.matchCondition(term);
  }

  async #pageOfPhrases(criteria: SearchCriteria, term: QueryTerm): Promise<KeyPage> {
    // The keys holding the phrases are remembered for the whole date range, whichever page is read.
    const whole = { ...criteria, before: undefined };
    const { shape, country, source } = criteria;
    const query = `phrases ${rangeName(whole)}:${criteria.hasMedia}:${criteria.excludeExplained}:${JSON.stringify({ term, shape, country, source })}`;
    const keys = await this.#memo.matchKeys(query, async () => {
      const candidates = await this.#words.keysInRange(whole, MAX_PHRASE_CANDIDATES);
      return candidates.length > MAX_PHRASE_CANDIDATES ? null : this.#holdingPhrases(candidates, term);
    });
    if (!keys) throw new PhraseTooCommonError('a phrase too common to check');
    const { from, to } = keyRange(criteria);
    return pageOfKeys(keys, from, to, criteria);
  }

  async #holdingPhrases(candidates: Float64Array, term: QueryTerm): Promise<Float64Array> {
    const held: number[] = [];
    const perQuery = Math.min(TEXTS_PER_QUERY, this.#engine.valuesPerQuery);
    for (let start = 0; start < candidates.length; start += perQuery) {
      const keys = [...candidates.subarray(start, start + perQuery)];
      for (const { key, texts } of await textsOfKeys(this.#db, this.#engine, keys)) {
        if (holdsPhrases(texts, term)) held.push(key);
      }
    }
    return Float64Array.from(held).sort();
  }
}

/** Whether one of the texts holds each phrase's words one after another, and none holds a phrase left out. */
export function holdsPhrases(
  texts: ReadonlyArray<string | null>,
  term: Pick<QueryTerm, 'phrases' | 'excludedPhrases'>,
): boolean {
  const fields = texts.filter((text): text is string => Boolean(text)).map(searchWords);
  const anywhere = (phrase: readonly string[]) => fields.some((words) => inARow(words, phrase));
  return term.phrases.every(anywhere) && !term.excludedPhrases.some(anywhere);
}

function inARow(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}
