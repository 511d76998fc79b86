import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { multiRowInsert, type BulkInsert } from '../db/bulk-insert.ts';
import type { DialectName } from '../db/dialect.ts';
import {
  isSplitWordError,
  postgresSearchVector,
  postgresTextQuery,
  queryWords,
  searchDocument,
  sqliteFallbackQuery,
} from '../db/full-text.ts';
import type { Database } from '../db/schema.ts';
import { postgresPoint, type LngLatBox } from '../db/spatial.ts';
import {
  addPublicEntries,
  MEDIA_TOKEN,
  refreshPublicEntry,
  type PublicEntry,
  removePublicEntries,
  wordsMatch,
} from '../db/sqlite-public-index.ts';
import { preferredTimelineKey, timelineKeyFloor, uniqueTimelineKeys } from '../db/timeline-key.ts';
import { bumpTimelineVersion, readTimelineVersion } from '../db/timeline-version.ts';
import { SIGHTING_INSERT_COLUMNS, toRowValues, type NewSighting, type SightingRow } from './sighting-record.ts';
import { selectSightings, toSightings, type HydratableRow, type SightingSelect } from './sighting-hydration.ts';

/** What a staff edit writes (SPEC §2 edit view), plus the fields derived from it. */
export type SightingEdit = Pick<
  Sighting,
  | 'summary'
  | 'detailedDescription'
  | 'occurred'
  | 'daysBetweenOccurrenceAndSubmission'
  | 'addressResolution'
  | 'address'
  | 'iso2CountryCode'
  | 'latitude'
  | 'longitude'
  | 'approved'
  | 'status'
  | 'rating'
  | 'tags'
  | 'media'
>;

const SQLITE_SIGHTING_INSERT: BulkInsert = {
  table: 'sightings',
  columns: SIGHTING_INSERT_COLUMNS,
  suffix: 'on conflict (import_key) do nothing returning seq, id, timeline_key',
};
const POSTGRES_SIGHTING_INSERT: BulkInsert = {
  ...SQLITE_SIGHTING_INSERT,
  columns: [...SIGHTING_INSERT_COLUMNS, 'search_vector', 'geo'],
  casts: { search_vector: 'tsvector', geo: 'point' },
};
const TAG_INSERT: BulkInsert = { table: 'sighting_tags', columns: ['sighting_seq', 'position', 'tag'] };

/** A box holding fewer public sightings than this is read through the spatial index (decision 0003). */
const SPATIAL_INDEX_ROW_LIMIT = 5000;
/** Search totals kept per timeline version; past this many, they start afresh. */
const MAX_REMEMBERED_TOTALS = 1000;
/** PostgreSQL: how many of the newest sightings in a search's range are checked before its index. */
const NEWEST_SEARCH_WINDOW = 5000;
/** How many of the newest public sightings a map view looks through before it asks an index. */
const NEWEST_WINDOW = 2000;
/** Rows per multi-row insert: well under SQLite's 32,766 bound variables. */
const INSERT_BATCH_SIZE = 400;
/** Deep list pages start from a remembered key every this many public sightings. */
const CHECKPOINT_SPACING = 4096;

export interface SearchCriteria {
  term: string;
  fromInstant: string;
  toInstantExclusive: string;
  hasMedia: boolean;
  offset: number;
  limit: number;
}

type SightingQuery = SelectQueryBuilder<Database, 'sightings', object>;

/** Answers that cost a scan of the whole timeline, kept until the timeline version changes. */
interface TimelineMemo {
  stamp: string;
  count?: number;
  /** checkpoints[i] = the key at position i × CHECKPOINT_SPACING of the public timeline. */
  checkpoints: number[];
  /** True once the checkpoints reach the end of the timeline. */
  complete: boolean;
  /** Search totals by query and key range; a count in progress is shared by everyone asking. */
  searchTotals: Map<string, Promise<number>>;
}

/** The only code that speaks SQL about sightings. Public reads see approved, not deleted rows. */
export class SightingRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;
  #memo: TimelineMemo | null = null;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /**
   * Written as literals, not parameters, so both engines can match the partial indexes built on the
   * same predicate.
   */
  #isPublic(table = 'sightings'): RawBuilder<boolean> {
    return this.#dialect === 'postgres'
      ? sql<boolean>`${sql.ref(`${table}.approved`)} and not ${sql.ref(`${table}.deleted`)}`
      : sql<boolean>`${sql.ref(`${table}.approved`)} = 1 and ${sql.ref(`${table}.deleted`)} = 0`;
  }

  #isLive(): RawBuilder<boolean> {
    return this.#dialect === 'postgres' ? sql<boolean>`not sightings.deleted` : sql<boolean>`sightings.deleted = 0`;
  }

  /** Written as the partial index `sightings_pending` is, so both engines can use it. */
  #isPending(): RawBuilder<boolean> {
    return this.#dialect === 'postgres'
      ? sql<boolean>`not approved and not deleted`
      : sql<boolean>`approved = 0 and deleted = 0`;
  }

  get #sqlite(): boolean {
    return this.#dialect === 'sqlite';
  }

  /** Runs `work` in a transaction, or in the caller's when this repository already works inside one. */
  #inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  #selectSightings(): SightingSelect {
    return selectSightings(this.#db, this.#dialect);
  }

  /** Public sightings by timeline key, in the keys' order. */
  async #publicByKeys(keys: readonly number[]): Promise<Sighting[]> {
    if (keys.length === 0) return [];
    const rows = (await this.#selectSightings()
      .where('timeline_key', 'in', keys)
      .where(this.#isPublic())
      .execute()) as SightingRow[];
    const position = new Map(keys.map((key, index) => [key, index]));
    rows.sort((a, b) => position.get(Number(a.timeline_key))! - position.get(Number(b.timeline_key))!);
    return this.#hydrate(rows);
  }

  /** The memo of the data as it is now; a new, empty one after any change. */
  async #timelineMemo(): Promise<TimelineMemo> {
    const stamp = await readTimelineVersion(this.#db);
    if (this.#memo?.stamp !== stamp) {
      this.#memo = { stamp, checkpoints: [], complete: false, searchTotals: new Map() };
    }
    return this.#memo;
  }

  /** With `includePending`, unapproved sightings too; deleted ones never. */
  async findById(id: string, options: { includePending: boolean }): Promise<Sighting | null> {
    let query = this.#selectSightings().where('id', '=', id);
    query = query.where(options.includePending ? this.#isLive() : this.#isPublic());
    const row = (await query.executeTakeFirst()) as SightingRow | undefined;
    return row ? (await this.#hydrate([row]))[0]! : null;
  }

  /**
   * A page of the public timeline. OFFSET alone walks the index from the top; a deep page starts from
   * the nearest remembered checkpoint instead, so the last page costs what the first does.
   */
  async listPublicPage(offset: number, limit: number): Promise<Sighting[]> {
    const checkpointIndex = Math.floor(offset / CHECKPOINT_SPACING);
    // Keys first, from the slim index: the rows skipped over are never read.
    let keys = this.#db.selectFrom('sightings').select('timeline_key').where(this.#isPublic());
    let skip = offset;
    if (checkpointIndex > 0) {
      const checkpoint = await this.#checkpoint(checkpointIndex);
      if (checkpoint === null) return [];
      keys = keys.where('timeline_key', '<=', checkpoint);
      skip = offset - checkpointIndex * CHECKPOINT_SPACING;
    }
    const page = await keys.orderBy('timeline_key', 'desc').limit(limit).offset(skip).execute();
    return this.#publicByKeys(page.map((row) => Number(row.timeline_key)));
  }

  /** The key at position index × CHECKPOINT_SPACING, null past the end; found once per data change. */
  async #checkpoint(index: number): Promise<number | null> {
    const memo = await this.#timelineMemo();
    const { checkpoints } = memo;
    while (checkpoints.length <= index && !memo.complete) {
      const previous = checkpoints.at(-1);
      let next = this.#db.selectFrom('sightings').select('timeline_key').where(this.#isPublic());
      if (previous !== undefined) next = next.where('timeline_key', '<', previous);
      const row = await next
        .orderBy('timeline_key', 'desc')
        .limit(1)
        .offset(previous === undefined ? 0 : CHECKPOINT_SPACING - 1)
        .executeTakeFirst();
      if (row) checkpoints.push(Number(row.timeline_key));
      else memo.complete = true;
    }
    return checkpoints[index] ?? null;
  }

  async countPublic(): Promise<number> {
    const memo = await this.#timelineMemo();
    if (memo.count !== undefined) return memo.count;
    const row = await this.#db
      .selectFrom('sightings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(this.#isPublic())
      .executeTakeFirstOrThrow();
    memo.count = Number(row.count);
    return memo.count;
  }

  async latestPublic(): Promise<Sighting | null> {
    const row = await this.#selectSightings()
      .where(this.#isPublic())
      .orderBy('submitted', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? (await this.#hydrate([row as SightingRow]))[0]! : null;
  }

  /** Previous = just before on the public timeline (older); next = just after. */
  async adjacentPublic(id: string, direction: 'previous' | 'next'): Promise<Sighting | null> {
    const before = direction === 'previous';
    const from = this.#db.selectFrom('sightings').select('timeline_key').where('id', '=', id);
    const row = await this.#selectSightings()
      .where(this.#isPublic())
      .where('timeline_key', before ? '<' : '>', from)
      .orderBy('timeline_key', before ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
    return row ? (await this.#hydrate([row as SightingRow]))[0]! : null;
  }

  /**
   * Public sightings in the boxes, newest first (decision 0003), by three plans, cheapest first: the
   * newest few thousand sightings hold the answer for a crowded view; the spatial index serves a box
   * with few sightings; else a walk down the timeline checks each point.
   */
  async findPublicInBoxes(boxes: readonly LngLatBox[], limit: number): Promise<Sighting[]> {
    const perBox = await Promise.all(boxes.map((box) => this.#publicKeysInBox(box, limit)));
    const keys = perBox
      .flat()
      .sort((a, b) => b - a)
      .slice(0, limit);
    return this.#publicByKeys(keys);
  }

  /**
   * Three plans, cheapest first: the newest few thousand sightings hold the answer for a crowded view;
   * the spatial index for a box with few sightings; else a walk down the timeline checking the point.
   */
  async #publicKeysInBox(box: LngLatBox, limit: number): Promise<number[]> {
    const recent = await this.#newestKeysInBox(box, limit, NEWEST_WINDOW);
    if (recent.length === limit) return recent;
    return (await this.#keysInSmallBox(box, limit)) ?? this.#newestKeysInBox(box, limit, null);
  }

  /** Walks the public timeline, newest first, through `window` sightings at most (null: all of it). */
  async #newestKeysInBox(box: LngLatBox, limit: number, window: number | null): Promise<number[]> {
    const { rows } = await sql<{ key: number }>`
      select timeline_key as key from (
        select timeline_key, latitude, longitude from sightings where ${this.#isPublic()}
        order by timeline_key desc ${window === null ? sql`` : sql`limit ${window}`}
      ) as newest
      where latitude between ${box.south} and ${box.north} and longitude between ${box.west} and ${box.east}
      order by timeline_key desc
      limit ${limit}`.execute(this.#db);
    return rows.map((row) => Number(row.key));
  }

  /**
   * The box's newest public keys from the spatial index, or null when it holds more than
   * SPATIAL_INDEX_ROW_LIMIT (then a timeline walk is cheaper). Counting first keeps thousands of keys
   * out of JavaScript.
   */
  async #keysInSmallBox(box: LngLatBox, limit: number): Promise<number[] | null> {
    const matching = this.#sqlite
      ? sql`sighting_places
          where min_lng >= ${box.west} and max_lng <= ${box.east} and min_lat >= ${box.south} and max_lat <= ${box.north}`
      : sql`sightings
          where geo <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north})) and ${this.#isPublic()}`;
    const key = this.#sqlite ? sql.ref('key') : sql.ref('timeline_key');
    const { rows: counted } = await sql<{ count: number }>`
      select count(*) as count from (select 1 from ${matching} limit ${SPATIAL_INDEX_ROW_LIMIT + 1}) as hits`.execute(
      this.#db,
    );
    if (Number(counted[0]!.count) > SPATIAL_INDEX_ROW_LIMIT) return null;
    const { rows } = await sql<{ key: number }>`
      select ${key} as key from ${matching} order by ${key} desc limit ${limit}`.execute(this.#db);
    return rows.map((row) => Number(row.key));
  }

  async searchPublic(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    return this.#sqlite ? this.#sqliteSearch(criteria) : this.#postgresSearch(criteria);
  }

  /** Entirely inside the full-text index: it holds public sightings only, keyed in timeline order. */
  async #sqliteSearch(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    const match = await wordsMatch(this.#db, queryWords(criteria.term), criteria.hasMedia);
    if (match === null) return { sightings: [], total: 0 };
    try {
      return await this.#sqliteSearchWith(match, criteria);
    } catch (error) {
      // A word SQLite's older Unicode tables split in two: search again with finer pieces.
      const fallback = isSplitWordError(error) ? sqliteFallbackQuery(criteria.term) : null;
      if (fallback === null) throw error;
      return this.#sqliteSearchWith(criteria.hasMedia ? `${fallback} "${MEDIA_TOKEN}"` : fallback, criteria);
    }
  }

  async #sqliteSearchWith(match: string, criteria: SearchCriteria) {
    const from = timelineKeyFloor(criteria.fromInstant);
    const to = timelineKeyFloor(criteria.toInstantExclusive);
    const matching = sql`sighting_words where sighting_words match ${match} and rowid >= ${from} and rowid < ${to}`;
    const keys = await sql<{ key: number }>`select rowid as key from ${matching}
      order by rowid desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.#db);
    const total = await this.#rememberedTotal(`${from}:${to}:${match}`, async () => {
      const count = await sql<{ count: number }>`select count(*) as count from ${matching}`.execute(this.#db);
      return Number(count.rows[0]!.count);
    });
    return { sightings: await this.#publicByKeys(keys.rows.map((row) => Number(row.key))), total };
  }

  /** A search's total, counted once per timeline version: paging through results counts once. */
  async #rememberedTotal(query: string, count: () => Promise<number>): Promise<number> {
    const { searchTotals } = await this.#timelineMemo();
    let total = searchTotals.get(query);
    if (total === undefined) {
      total = count();
      if (searchTotals.size >= MAX_REMEMBERED_TOTALS) searchTotals.clear();
      searchTotals.set(query, total);
      // A failed count is not remembered: the next search asks again.
      total.catch(() => searchTotals.delete(query));
    }
    return total;
  }

  async #postgresSearch(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    const match = postgresTextQuery(criteria.term);
    if (match === null) return { sightings: [], total: 0 };
    const matching = (query: SightingQuery) => {
      let filtered = query
        .where(this.#isPublic())
        .where('timeline_key', '>=', timelineKeyFloor(criteria.fromInstant))
        .where('timeline_key', '<', timelineKeyFloor(criteria.toInstantExclusive))
        .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${match})`);
      if (criteria.hasMedia) filtered = filtered.where('media_count', '>', 0);
      return filtered;
    };
    const countKey = `${criteria.fromInstant}:${criteria.toInstantExclusive}:${criteria.hasMedia}:${match}`;
    const [keys, total] = await Promise.all([
      this.#postgresSearchPage(criteria, match),
      this.#rememberedTotal(countKey, async () => {
        const counted = await matching(this.#db.selectFrom('sightings') as unknown as SightingQuery)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        return Number((counted as { count: number }).count);
      }),
    ]);
    return { sightings: await this.#publicByKeys(keys), total };
  }

  /**
   * A page of keys, newest first. PostgreSQL's planner cannot tell a common word from a rare one, and
   * for a common word reading every match through the full-text index and sorting costs seconds. So the
   * newest few thousand sightings of the range are checked first (a common word fills the page there);
   * only when they do not is the full-text index asked.
   */
  async #postgresSearchPage(criteria: SearchCriteria, match: string): Promise<number[]> {
    const from = timelineKeyFloor(criteria.fromInstant);
    const to = timelineKeyFloor(criteria.toInstantExclusive);
    const matches = sql`search_vector @@ to_tsquery('simple', ${match})${criteria.hasMedia ? sql` and media_count > 0` : sql``}`;
    const inWindow = await sql<{ key: number }>`
      select timeline_key as key from (
        select timeline_key, search_vector, media_count from sightings
        where ${this.#isPublic()} and timeline_key >= ${from} and timeline_key < ${to}
        order by timeline_key desc limit ${NEWEST_SEARCH_WINDOW}
      ) as newest
      where ${matches}
      order by timeline_key desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.#db);
    if (inWindow.rows.length === criteria.limit) return inWindow.rows.map((row) => Number(row.key));
    const { rows } = await sql<{ key: number }>`
      select timeline_key as key from sightings
      where ${this.#isPublic()} and timeline_key >= ${from} and timeline_key < ${to} and ${matches}
      order by timeline_key desc limit ${criteria.limit} offset ${criteria.offset}`.execute(this.#db);
    return rows.map((row) => Number(row.key));
  }

  /** Ids for the sitemap, in timeline order. */
  async listPublicIds(offset: number, limit: number): Promise<Array<{ id: string; updated: string }>> {
    return this.#db
      .selectFrom('sightings')
      .select(['id', 'updated'])
      .where(this.#isPublic())
      .orderBy('timeline_key', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#db.selectFrom('sightings').select('seq').limit(1).executeTakeFirst()) === undefined;
  }

  /** Any sighting, pending ones included, that is not deleted. */
  async existsLive(id: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('sightings')
      .select('seq')
      .where('id', '=', id)
      .where(this.#isLive())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The moderation queue: pending reports, oldest submitted first. */
  async listPending(offset: number, limit: number): Promise<{ sightings: Sighting[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#selectSightings()
        .where(this.#isPending())
        .orderBy('submitted', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.#db
        .selectFrom('sightings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(this.#isPending())
        .executeTakeFirstOrThrow(),
    ]);
    return { sightings: await this.#hydrate(rows as SightingRow[]), total: Number(count.count) };
  }

  /**
   * Writes a staff edit with its tags, the media it keeps and its full-text and spatial entries, all or
   * nothing. Null when there is no such sighting or it is deleted.
   */
  async update(id: string, edit: SightingEdit): Promise<Sighting | null> {
    return this.#inTransaction(async (trx) => {
      const postgres = this.#dialect === 'postgres';
      const before = await trx
        .selectFrom('sightings')
        .select(['seq', 'timeline_key', 'occurred'])
        .where('id', '=', id)
        .where(this.#isLive())
        .executeTakeFirst();
      if (!before) return null;
      const seq = Number(before.seq);
      const previousKey = Number(before.timeline_key);
      const timelineKey =
        before.occurred === edit.occurred ? previousKey : await this.#newTimelineKey(trx, edit.occurred, id);
      const row = await trx
        .updateTable('sightings')
        .set({
          summary: edit.summary,
          detailed_description: edit.detailedDescription,
          occurred: edit.occurred,
          timeline_key: timelineKey,
          days_between: edit.daysBetweenOccurrenceAndSubmission,
          address_resolution: edit.addressResolution,
          address: edit.address,
          iso2_country_code: edit.iso2CountryCode,
          latitude: edit.latitude,
          longitude: edit.longitude,
          approved: edit.approved,
          status: edit.status,
          rating: edit.rating,
          updated: new Date().toISOString(),
          ...(postgres ? { geo: postgresPoint(edit.longitude, edit.latitude) } : {}),
        })
        .where('seq', '=', seq)
        .returning(['summary', 'detailed_description', 'location_name', 'city', 'region', 'country', 'shape'])
        .executeTakeFirstOrThrow();

      await trx.deleteFrom('sighting_tags').where('sighting_seq', '=', seq).execute();
      if (edit.tags.length) {
        await trx
          .insertInto('sighting_tags')
          .values(edit.tags.map((tag, position) => ({ sighting_seq: seq, position, tag })))
          .execute();
      }
      let dropMedia = trx.deleteFrom('media').where('sighting_seq', '=', seq);
      if (edit.media.length) dropMedia = dropMedia.where('file_name', 'not in', edit.media);
      await dropMedia.execute();
      await trx
        .updateTable('sightings')
        .set((eb) => ({
          media_count: eb
            .selectFrom('media')
            .select(eb.fn.countAll<number>().as('count'))
            .where('sighting_seq', '=', seq),
        }))
        .where('seq', '=', seq)
        .execute();

      if (postgres) {
        const document = searchDocument({
          summary: row.summary,
          detailedDescription: row.detailed_description,
          locationName: row.location_name,
          city: row.city,
          region: row.region,
          country: row.country,
          shape: row.shape,
          tags: edit.tags,
        });
        await trx
          .updateTable('sightings')
          .set({ search_vector: postgresSearchVector(document) })
          .where('seq', '=', seq)
          .execute();
      } else {
        await refreshPublicEntry(trx, seq, previousKey);
      }
      await bumpTimelineVersion(trx);
      return new SightingRepository(trx, this.#dialect).findById(id, { includePending: true });
    });
  }

  /** A free timeline key for a sighting that now occurred at `occurred`. */
  async #newTimelineKey(db: Kysely<Database>, occurred: string, id: string): Promise<number> {
    const [key] = await uniqueTimelineKeys([preferredTimelineKey(occurred, id)], (keys) => this.#takenKeys(db, keys));
    return key!;
  }

  async #takenKeys(db: Kysely<Database>, keys: readonly number[]): Promise<Set<number>> {
    if (keys.length === 0) return new Set();
    const rows = await db.selectFrom('sightings').select('timeline_key').where('timeline_key', 'in', keys).execute();
    return new Set(rows.map((row) => Number(row.timeline_key)));
  }

  /** Marks a live sighting deleted (DESIGN §5: nothing is lost). False when there is none to delete. */
  async softDelete(id: string): Promise<boolean> {
    return this.#inTransaction(async (trx) => {
      const row = await trx
        .updateTable('sightings')
        .set({ deleted: true, updated: new Date().toISOString() })
        .where('id', '=', id)
        .where(this.#isLive())
        .returning('timeline_key')
        .executeTakeFirst();
      if (!row) return false;
      if (this.#sqlite) await removePublicEntries(trx, [Number(row.timeline_key)]);
      await bumpTimelineVersion(trx);
      return true;
    });
  }

  async idExists(id: string): Promise<boolean> {
    const row = await this.#db.selectFrom('sightings').select('seq').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores sightings with their tags and index entries, all or nothing. A sighting whose import key is
   * already stored is skipped. Answers how many were added.
   */
  async insertMany(unordered: readonly NewSighting[]): Promise<number> {
    // In timeline order, each batch lands in one stretch of the key-ordered indexes instead of all over.
    const keyOf = new Map(
      unordered.map((sighting) => [sighting, preferredTimelineKey(sighting.occurred, sighting.id)]),
    );
    const sightings = [...unordered].sort((a, b) => keyOf.get(a)! - keyOf.get(b)!);
    let added = 0;
    await this.#inTransaction(async (trx) => {
      const publicEntries: PublicEntry[] = [];
      for (let start = 0; start < sightings.length; start += INSERT_BATCH_SIZE) {
        added += await this.#insertBatch(trx, sightings.slice(start, start + INSERT_BATCH_SIZE), publicEntries);
      }
      if (this.#sqlite) await addPublicEntries(trx, publicEntries);
      // Pending reports change nothing the public sees: the remembered answers stay good.
      if (publicEntries.length > 0) await bumpTimelineVersion(trx);
    });
    return added;
  }

  /** Stores a batch; its public sightings' index entries (written on SQLite) go to `publicEntries`. */
  async #insertBatch(
    trx: Kysely<Database>,
    batch: readonly NewSighting[],
    publicEntries: PublicEntry[],
  ): Promise<number> {
    const now = new Date().toISOString();
    const postgres = this.#dialect === 'postgres';
    const keys = await uniqueTimelineKeys(
      batch.map((sighting) => preferredTimelineKey(sighting.occurred, sighting.id)),
      (candidates) => this.#takenKeys(trx, candidates),
    );
    const rows = batch.map((sighting, index) => {
      const values = toRowValues(sighting, now, keys[index]!);
      if (!postgres) return values;
      const hasPoint = sighting.longitude !== null && sighting.latitude !== null;
      // The document is lower-case words of letters and digits: valid tsvector text as it is.
      return [...values, searchDocument(sighting), hasPoint ? `(${sighting.longitude},${sighting.latitude})` : null];
    });
    const inserted = await trx.executeQuery<{ seq: number; id: string; timeline_key: number }>(
      multiRowInsert(this.#dialect, postgres ? POSTGRES_SIGHTING_INSERT : SQLITE_SIGHTING_INSERT, rows),
    );
    if (inserted.rows.length === 0) return 0;
    const byId = new Map(batch.map((sighting) => [sighting.id, sighting]));
    const stored = inserted.rows.map((row) => ({
      seq: Number(row.seq),
      key: Number(row.timeline_key),
      sighting: byId.get(row.id)!,
    }));

    const tags = stored.flatMap(({ seq, sighting }) => sighting.tags.map((tag, position) => [seq, position, tag]));
    if (tags.length) await trx.executeQuery(multiRowInsert(this.#dialect, TAG_INSERT, tags));
    for (const { key, sighting } of stored) {
      if (sighting.approved && !sighting.deleted) {
        publicEntries.push({ ...sighting, key, hasMedia: (sighting.mediaCount ?? 0) > 0 });
      }
    }
    return stored.length;
  }

  #hydrate(rows: readonly unknown[]): Sighting[] {
    return toSightings(rows as HydratableRow[]);
  }
}
