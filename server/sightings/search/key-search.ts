import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { firstAtLeast } from '../first-at-least.ts';
import { timelineKeyFloor } from '../timeline/timeline-key.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';

/**
 * A query matching at most this many sightings has its keys read once and remembered (2.4 MB at most);
 * every date range, page and total of it is then answered from them. Without them each new range cost
 * a scan of the whole match: FTS5 finds where a key range begins by reading the match from one end,
 * and PostgreSQL reads every match from the table to count it.
 */
export const MAX_REMEMBERED_MATCH = 300_000;

export interface SearchCriteria {
  term: string;
  /**
   * The instants the keys are read between; with `days`, a day wider at each end than the days (no
   * place's clocks are a day or more off UTC), and the days decide at the ends.
   */
  fromInstant: string;
  toInstantExclusive: string;
  /** The calendar days asked for, both included, on each sighting's own calendar (decision 0047). */
  days?: LocalDays | undefined;
  hasMedia: boolean;
  /** Leave out sightings whose stored sky holds a likely explanation. */
  excludeExplained: boolean;
  /** Only sightings of this shape, as stored. */
  shape?: string | undefined;
  /** Only sightings in this country (ISO 3166 alpha-2, upper case). */
  country?: string | undefined;
  /** Only sightings of this source, as stored. */
  source?: string | undefined;
  offset: number;
  limit: number;
  /** Only keys below this one: reading every match in turn, each batch starts below the last one's end. */
  before?: number;
}

/** Calendar days, 'yyyy-MM-dd', from and to, both included. */
export interface LocalDays {
  from: string;
  to: string;
}

/** What a search matches, whatever page of it is read. */
export type MatchCriteria = Omit<SearchCriteria, 'offset' | 'limit' | 'before'>;

export interface KeyPage {
  keys: number[];
  total: number;
}

/** Full-text search of public sightings (decisions 0002 and 0009), each engine its own way. */
export interface KeySearch {
  /** The timeline keys of one page of public matches, newest first, and how many match in all. */
  search(criteria: SearchCriteria): Promise<KeyPage>;
  /** The keys of one page of public matches, newest first, without counting them all (for exports). */
  keys(criteria: SearchCriteria): Promise<number[]>;
  /** The keys of every public match in the criteria's range, ascending; at most `limit` + 1 of them. */
  keysInRange(criteria: SearchCriteria, limit: number): Promise<Float64Array>;
  /**
   * The term's match as a condition on `sightings` (any date, media or not), for counts that read the
   * rows anyway; null where the engine's index answers better through the remembered keys.
   */
  matchCondition(term: string): RawBuilder<boolean> | null;
}

/**
 * What a key search reads with: the database, the process's one versioned cache (totals and remembered
 * matches), and the condition that makes a sighting public.
 */
export abstract class KeySearchReads implements KeySearch {
  protected readonly db: Kysely<Database>;
  protected readonly memo: VersionedCache;
  protected readonly isPublic: RawBuilder<boolean>;

  constructor(db: Kysely<Database>, memo: VersionedCache, isPublic: RawBuilder<boolean>) {
    this.db = db;
    this.memo = memo;
    this.isPublic = isPublic;
  }

  abstract search(criteria: SearchCriteria): Promise<KeyPage>;
  abstract keys(criteria: SearchCriteria): Promise<number[]>;
  abstract keysInRange(criteria: SearchCriteria, limit: number): Promise<Float64Array>;
  abstract matchCondition(term: string): RawBuilder<boolean> | null;
}

/** The timeline keys that bound the criteria's date range: from (inclusive) and to (exclusive). */
export function keyRange(criteria: SearchCriteria): { from: number; to: number } {
  const to = timelineKeyFloor(criteria.toInstantExclusive);
  return {
    from: timelineKeyFloor(criteria.fromInstant),
    to: criteria.before === undefined ? to : Math.min(to, criteria.before),
  };
}

/**
 * The range's part of the names its remembered answers go by: its keys, and its days when it has them
 * (two ranges of days may share their keys).
 */
export function rangeName(criteria: SearchCriteria): string {
  const { from, to } = keyRange(criteria);
  return criteria.days === undefined ? `${from}:${to}` : `${from}:${to}@${criteria.days.from}..${criteria.days.to}`;
}

export const NO_KEYS = new Float64Array(0);
const DAY_MS = 86_400_000;

/** The instant a calendar day begins in UTC, `days` after `day`. */
export function dayStart(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString();
}

/** A search's narrowing to a shape, a country, a source or more than one. */
export type Narrowing = Pick<SearchCriteria, 'shape' | 'country' | 'source'>;

/**
 * The narrowing as a part of the names its remembered answers go by: empty without one, so that a
 * search without it finds what it remembered before.
 */
export function narrowingName(narrowing: Narrowing): string {
  if (!narrows(narrowing)) return '';
  const { shape, country, source } = narrowing;
  // Without a source the name is the one a shape and country always went by.
  const parts = source === undefined ? [shape ?? null, country ?? null] : [shape ?? null, country ?? null, source];
  return ` of ${JSON.stringify(parts)}`;
}

export function narrows({ shape, country, source }: Narrowing): boolean {
  return shape !== undefined || country !== undefined || source !== undefined;
}

/** Keys sent as one JSON array, `keys`, ascending: a third of the time of a row per key for 200,000 keys. */
export type KeysQuery = RawBuilder<{ keys: string }>;

export async function readKeys(db: Kysely<Database>, query: KeysQuery): Promise<number[]> {
  const result = await query.execute(db);
  return JSON.parse(result.rows[0]!.keys) as number[];
}

/**
 * A page answered from every key the query matches, read once per data version and remembered
 * (versioned-cache.ts); null when the query matches more than MAX_REMEMBERED_MATCH. `outsideDays`
 * answers the keys of the range left out by its days (local-days-reads.ts). `matchQuery` answers
 * at most one more than MAX_REMEMBERED_MATCH. Without the explained sightings (`explainedQuery`), the
 * match's keys are remembered apart, so that paging through them costs what it does with them.
 */
export async function pageOfRememberedMatch(
  db: Kysely<Database>,
  memo: VersionedCache,
  query: string,
  queries: { match: () => KeysQuery; explained: () => KeysQuery; outsideDays: () => Promise<Float64Array> },
  criteria: SearchCriteria,
): Promise<KeyPage | null> {
  const matched = await memo.matchKeys(query, async () => {
    const keys = await readKeys(db, queries.match());
    return keys.length > MAX_REMEMBERED_MATCH ? null : Float64Array.from(keys);
  });
  if (!matched) return null;
  const keys = criteria.excludeExplained
    ? (await memo.matchKeys(`unexplained: ${query}`, async () => {
        const explained = await memo.explainedKeys(async () =>
          Float64Array.from(await readKeys(db, queries.explained())),
        );
        return withoutKeys(matched, explained);
      }))!
    : matched;
  const { from, to } = keyRange(criteria);
  return pageOfKeys(keys, from, to, criteria, await queries.outsideDays());
}

/** The keys of ascending `keys` that ascending `left` does not hold. */
export function withoutKeys(keys: Float64Array, left: Float64Array): Float64Array {
  const kept = new Float64Array(keys.length);
  let count = 0;
  let other = 0;
  for (const key of keys) {
    while (other < left.length && left[other]! < key) other += 1;
    if (left[other] !== key) kept[count++] = key;
  }
  return kept.slice(0, count);
}

/**
 * A page of remembered match keys in [from, to) but not in ascending `outside`, newest first, and how
 * many there are in all.
 */
export function pageOfKeys(
  keys: Float64Array,
  from: number,
  to: number,
  page: { offset: number; limit: number },
  outside: Float64Array = NO_KEYS,
): KeyPage {
  const first = firstAtLeast(keys, from);
  const end = firstAtLeast(keys, to);
  const left = outside.length === 0 ? NO_KEYS : keptOutside(keys.subarray(first, Math.max(first, end)), outside);
  if (left.length > 0) return pageWithout(keys, first, end, left, page);
  const total = Math.max(0, end - first);
  const newest = end - 1 - page.offset;
  const oldest = Math.max(first, end - page.offset - page.limit);
  const pageKeys: number[] = [];
  for (let index = newest; index >= oldest; index -= 1) pageKeys.push(keys[index]!);
  return { keys: pageKeys, total };
}

/** The keys of ascending `outside` that ascending `keys` holds. */
function keptOutside(keys: Float64Array, outside: Float64Array): Float64Array {
  return outside.filter((key) => {
    const index = firstAtLeast(keys, key);
    return index < keys.length && keys[index] === key;
  });
}

/** pageOfKeys' page when some keys in range are left out (`left`, ascending, all among them): few, at the range's ends. */
function pageWithout(
  keys: Float64Array,
  first: number,
  end: number,
  left: Float64Array,
  page: { offset: number; limit: number },
): KeyPage {
  const leftOut = new Set(left);
  const pageKeys: number[] = [];
  let skipped = 0;
  for (let index = end - 1; index >= first && pageKeys.length < page.limit; index -= 1) {
    const key = keys[index]!;
    if (leftOut.has(key)) continue;
    if (skipped < page.offset) skipped += 1;
    else pageKeys.push(key);
  }
  return { keys: pageKeys, total: end - first - left.length };
}
