import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { LookupBatches } from '../db/lookup-batches.ts';
import { ReusableQuery } from '../db/reusable-query.ts';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from './engine/sighting-engine.ts';
import type { LngLatBox } from './map/map-boxes.ts';
import { PublicMapReads } from './map/public-map-reads.ts';
import type { MatchCriteria, SearchCriteria } from './search/key-search.ts';
import { eventsOfKeys, MAX_GROUPED_MATCH, onePerEvent, TooManyToGroupError } from './search/one-per-event.ts';
import { PhraseSearch } from './search/phrase-search.ts';
import { selectSightings, toSightings, type HydratableRow, type SightingSelect } from './sighting-hydration.ts';
import { SightingSql } from './sighting-sql.ts';
import type { VersionedCache } from './timeline/versioned-cache.ts';

/** Lookups by id asked in one statement at most: as many texts, each planned once per connection. */
const MOST_IDS_TOGETHER = 16;
/** Deep list pages start from a remembered key every this many public sightings. */
const CHECKPOINT_SPACING = 4096;
/**
 * Reading every match of a search, keys are asked for this many at a time. Each read on SQLite reads
 * the match's keys from the newest end down to where the last read ended (FTS5 does not seek, decision
 * 0014), so fewer, larger reads cost less: at 20,000 a read, reading a million keys took 8 s; 100,000
 * keys are under a megabyte.
 */
const MATCH_KEYS_PER_READ = 100_000;

/**
 * What visitors may read: approved sightings that are not deleted, one at a time, a page of the
 * timeline, the map's view and search. The answers that cost a scan (the total, list checkpoints,
 * search totals) are remembered until the data changes, in the process's one cache (versioned-cache.ts).
 */
/** A public sighting with when it was published: approved by staff, or else submitted. */
export interface PublishedSighting {
  sighting: Sighting;
  published: string;
}

export class PublicSightingReads extends SightingSql {
  readonly #cache: VersionedCache;
  readonly #search: PhraseSearch;
  readonly #map: PublicMapReads;
  #publicByIdQuery: ReusableQuery<HydratableRow, [string]> | undefined;
  /** By number of ids. */
  readonly #publicByIdsQueries = new Map<number, ReusableQuery<HydratableRow, string[]>>();
  /** A page of the timeline read from its top, and one read from a checkpoint. */
  readonly #pageQueries: {
    top?: ReusableQuery<HydratableRow, [number, number]>;
    fromCheckpoint?: ReusableQuery<HydratableRow, [number, number, number]>;
  } = {};
  /** Lookups by id that arrive together, on an engine where each statement is a round trip. */
  readonly #byIdBatches = new LookupBatches<string, HydratableRow>(
    (ids) => this.#publicRowsByIds(ids),
    MOST_IDS_TOGETHER,
  );

  constructor(db: Kysely<Database>, engine: SightingEngine, cache: VersionedCache) {
    super(db, engine);
    this.#cache = cache;
    this.#search = new PhraseSearch(engine.createSearch(db, cache), db, engine, cache);
    this.#map = new PublicMapReads(db, engine);
  }

  #selectSightings(): SightingSelect {
    return selectSightings(this.db, this.engine);
  }

  /** Public sightings by timeline key, in the keys' order. */
  async byKeys(keys: readonly number[]): Promise<Sighting[]> {
    if (keys.length === 0) return [];
    const rows = await this.engine.publicRowsByKeys(this.db, keys);
    const position = new Map(keys.map((key, index) => [key, index]));
    rows.sort((a, b) => position.get(Number(a.timeline_key))! - position.get(Number(b.timeline_key))!);
    return toSightings(rows);
  }

  async findById(id: string): Promise<Sighting | null> {
    if (this.engine.statementsAreRoundTrips && !this.db.isTransaction) {
      const row = await this.#byIdBatches.get(id);
      return row ? toSightings([row])[0]! : null;
    }
    // The public page of a sighting is the most requested read: its query is built once.
    this.#publicByIdQuery ??= new ReusableQuery(1, (placeholder: string) =>
      this.#selectSightings().where('id', '=', placeholder).where(this.engine.isPublic),
    );
    const [row] = await this.#publicByIdQuery.execute(this.db, id);
    return row ? toSightings([row])[0]! : null;
  }

  /**
   * Public sightings by id, in one statement: one text per number of ids, each planned once. With the
   * ids as one array, PostgreSQL planned the statement again on every call (0.3–0.5 ms of its CPU):
   * its plan for an array of unknown length looked costlier than one for the single id it was given.
   */
  async #publicRowsByIds(ids: string[]): Promise<Map<string, HydratableRow>> {
    let query = this.#publicByIdsQueries.get(ids.length);
    if (!query) {
      query = new ReusableQuery(ids.length, (...placeholders: string[]) =>
        this.#selectSightings().where('id', 'in', placeholders).where(this.engine.isPublic),
      );
      this.#publicByIdsQueries.set(ids.length, query);
    }
    const rows = await query.execute(this.db, ...ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * A page of the public timeline. OFFSET alone walks the index from the top; a deep page starts from
   * the nearest remembered checkpoint instead, so the last page costs what the first does.
   */
  async listPage(offset: number, limit: number): Promise<Sighting[]> {
    const checkpointIndex = Math.floor(offset / CHECKPOINT_SPACING);
    if (checkpointIndex === 0) return toSightings(await this.#pageFromTop().execute(this.db, limit, offset));
    const checkpoint = await this.#checkpoint(checkpointIndex);
    if (checkpoint === null) return [];
    const skip = offset - checkpointIndex * CHECKPOINT_SPACING;
    return toSightings(await this.#pageFromCheckpoint().execute(this.db, checkpoint, limit, skip));
  }

  #pageFromTop(): ReusableQuery<HydratableRow, [number, number]> {
    this.#pageQueries.top ??= new ReusableQuery(2, (limit: number, skip: number) =>
      this.#pageRows(this.#pageKeys(limit, skip)),
    );
    return this.#pageQueries.top;
  }

  #pageFromCheckpoint(): ReusableQuery<HydratableRow, [number, number, number]> {
    this.#pageQueries.fromCheckpoint ??= new ReusableQuery(3, (checkpoint: number, limit: number, skip: number) =>
      this.#pageRows(this.#pageKeys(limit, skip, checkpoint)),
    );
    return this.#pageQueries.fromCheckpoint;
  }

  /** A page's keys, from the slim index: the rows skipped over are never read. */
  #pageKeys(limit: number, skip: number, checkpoint?: number): RawBuilder<{ key: number }> {
    const from = checkpoint === undefined ? sql`` : sql`and timeline_key <= ${checkpoint}`;
    return sql<{ key: number }>`select timeline_key as key from sightings where ${this.engine.isPublic} ${from}
      order by timeline_key desc limit cast(${limit} as integer) offset cast(${skip} as integer)`;
  }

  /** The sightings of a page's keys, newest first, in the same statement: one round trip, planned once. */
  #pageRows(keys: RawBuilder<{ key: number }>): SightingSelect {
    return this.#selectSightings()
      .where(this.engine.keyIsIn(keys))
      .where(this.engine.isPublic)
      .orderBy('timeline_key', 'desc') as SightingSelect;
  }

  /** The key at position index × CHECKPOINT_SPACING, null past the end; found once per data change. */
  async #checkpoint(index: number): Promise<number | null> {
    const { timeline } = await this.#cache.current();
    const { checkpoints } = timeline;
    while (checkpoints.length <= index && !timeline.complete) {
      const previous = checkpoints.at(-1);
      let next = this.db.selectFrom('sightings').select('timeline_key').where(this.engine.isPublic);
      if (previous !== undefined) next = next.where('timeline_key', '<', previous);
      const row = await next
        .orderBy('timeline_key', 'desc')
        .limit(1)
        .offset(previous === undefined ? 0 : CHECKPOINT_SPACING - 1)
        .executeTakeFirst();
      if (row) checkpoints.push(Number(row.timeline_key));
      else timeline.complete = true;
    }
    return checkpoints[index] ?? null;
  }

  async count(): Promise<number> {
    const { timeline } = await this.#cache.current();
    if (timeline.count !== undefined) return timeline.count;
    const row = await this.db
      .selectFrom('sightings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(this.engine.isPublic)
      .executeTakeFirstOrThrow();
    timeline.count = Number(row.count);
    return timeline.count;
  }

  /**
   * A whole public answer as it is sent, made by `make` once per version of the data and kept in the
   * process's one cache: `query` names the call and everything its answer depends on.
   */
  rememberedAnswer(query: string, make: () => Promise<Buffer>): Promise<Buffer> {
    return this.#cache.body(query, make);
  }

  /** Read once per version of the data (the answer is shared: nobody changes it). */
  latest(): Promise<Sighting | null> {
    return this.#cache.latest(() => this.#readLatest());
  }

  async #readLatest(): Promise<Sighting | null> {
    const row = await this.#selectSightings()
      .where(this.engine.isPublic)
      .orderBy('submitted', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toSightings([row as HydratableRow])[0]! : null;
  }

  /**
   * The reports visitors may see that were published last (for the site's feed), newest first: each
   * dated when staff approved it, or when it was submitted if it was stored public (an import). The
   * newest of each kind are read through their own index and merged.
   */
  async newestPublished(limit: number): Promise<PublishedSighting[]> {
    const newest = (order: 'published' | 'submitted') => {
      let query = this.#selectSightings().select('published').where(this.engine.isPublic);
      if (order === 'published') query = query.where('published', 'is not', null);
      return query.orderBy(order, 'desc').orderBy('id', 'desc').limit(limit).execute();
    };
    const [approved, submitted] = await Promise.all([newest('published'), newest('submitted')]);
    const byId = new Map<string, PublishedSighting>();
    for (const row of [...approved, ...submitted]) {
      if (byId.has(row.id)) continue;
      const [sighting] = toSightings([row as HydratableRow]);
      byId.set(row.id, { sighting: sighting!, published: row.published ?? row.submitted });
    }
    return [...byId.values()]
      .sort((a, b) => Date.parse(b.published) - Date.parse(a.published) || b.sighting.id.localeCompare(a.sighting.id))
      .slice(0, limit);
  }

  /** Previous = just before on the public timeline (older); next = just after. */
  async adjacent(id: string, direction: 'previous' | 'next'): Promise<Sighting | null> {
    const before = direction === 'previous';
    const from = this.db.selectFrom('sightings').select('timeline_key').where('id', '=', id);
    const row = await this.#selectSightings()
      .where(this.engine.isPublic)
      .where('timeline_key', before ? '<' : '>', from)
      .orderBy('timeline_key', before ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
    return row ? toSightings([row as HydratableRow])[0]! : null;
  }

  /** Public sightings in the boxes, newest first (decision 0003). */
  async findInBoxes(boxes: readonly LngLatBox[], limit: number): Promise<Sighting[]> {
    if (this.engine.statementsAreRoundTrips) return toSightings(await this.#map.newestRows(boxes, limit));
    return this.byKeys(await this.#map.newestKeys(boxes, limit));
  }

  /** Throws PhraseTooCommonError when a quoted phrase's words are in too many sightings of the range. */
  async search(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    const { keys, total } = await this.#search.search(criteria);
    return { sightings: await this.byKeys(keys), total };
  }

  /**
   * A page of the search's matches with one result per event (the newest matching report of each),
   * how many results there are so, and for each listed sighting that stands for others, how many.
   * Throws TooManyToGroupError past MAX_GROUPED_MATCH matches.
   */
  async searchOnePerEvent(
    criteria: SearchCriteria,
  ): Promise<{ sightings: Sighting[]; total: number; othersInEvent: Record<string, number> }> {
    let keys: number[] = [];
    for await (const read of this.#matchKeyReads(criteria)) {
      keys = keys.length === 0 ? read : keys.concat(read);
      if (keys.length > MAX_GROUPED_MATCH) throw new TooManyToGroupError();
    }
    const folded = onePerEvent(keys, await eventsOfKeys(this.db, this.engine, keys));
    const pageKeys = folded.keys.slice(criteria.offset, criteria.offset + criteria.limit);
    const sightings = await this.byKeys(pageKeys);
    const othersInEvent: Record<string, number> = {};
    for (const sighting of sightings) {
      const others = folded.others.get(sighting.eventId);
      if (others) othersInEvent[sighting.id] = others;
    }
    return { sightings, total: folded.keys.length, othersInEvent };
  }

  /**
   * The keys of every public match of the criteria, newest first, in batches of at most `batchSize`,
   * each read only when the consumer asks for it, so a million matches never sit in memory. Their
   * sightings are read a batch at a time (PublicSightingBatches), where the consumer chooses.
   */
  async *matchKeyBatches(criteria: MatchCriteria, batchSize: number): AsyncGenerator<number[]> {
    for await (const keys of this.#matchKeyReads(criteria)) {
      for (let start = 0; start < keys.length; start += batchSize) yield keys.slice(start, start + batchSize);
    }
  }

  /** A term's match as a condition on `sightings`, where the engine tests it better than a list of keys. */
  matchCondition(term: string): RawBuilder<boolean> | null {
    return this.#search.matchCondition(term);
  }

  /** The keys of every public match of the criteria, newest first. */
  async matchKeys(criteria: MatchCriteria): Promise<number[]> {
    let all: number[] = [];
    for await (const keys of this.#matchKeyReads(criteria)) all = all.length === 0 ? keys : all.concat(keys);
    return all;
  }

  /**
   * Every match's keys, newest first, MATCH_KEYS_PER_READ at a time; each read starts below the last
   * key of the one before (keyset paging, no offsets).
   */
  async *#matchKeyReads(criteria: MatchCriteria): AsyncGenerator<number[]> {
    let before: number | undefined;
    for (;;) {
      const keys = await this.#search.keys({ ...criteria, offset: 0, limit: MATCH_KEYS_PER_READ, before });
      yield keys;
      if (keys.length < MATCH_KEYS_PER_READ) return;
      before = keys.at(-1);
    }
  }

  /** Ids for the sitemap, in timeline order. */
  async listIds(offset: number, limit: number): Promise<Array<{ id: string; updated: string }>> {
    return this.db
      .selectFrom('sightings')
      .select(['id', 'updated'])
      .where(this.engine.isPublic)
      .orderBy('timeline_key', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
