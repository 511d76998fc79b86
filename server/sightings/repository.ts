import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { insertRows, type BulkInsert } from '../db/bulk-insert.ts';
import type { DialectName } from '../db/dialect.ts';
import { postgresSearchVector, rowSearchDocument } from './search/search-words.ts';
import { ReusableQuery } from '../db/reusable-query.ts';
import type { Database } from '../db/schema.ts';
import { postgresPoint, type LngLatBox } from './map/map-boxes.ts';
import {
  addPublicEntries,
  refreshPublicEntry,
  type PublicEntry,
  removePublicEntries,
} from './search/sqlite-words-index.ts';
import { preferredTimelineKey, uniqueTimelineKeys } from './timeline/timeline-key.ts';
import { bumpTimelineVersion } from './timeline/timeline-version.ts';
import { PublicMapReads } from './map/public-map-reads.ts';
import { PublicSearch, type SearchCriteria } from './search/public-search.ts';
import { TimelineMemo } from './timeline/timeline-memo.ts';
import { isLive, isPending, isPublic } from './visibility.ts';
import { prepareSightings, type PreparedSighting, type PreparedSightings } from './bulk/prepared-sightings.ts';
import { SIGHTING_INSERT_COLUMNS, type NewSighting } from './sighting-record.ts';
import { storeSightingStaging } from './bulk/sighting-staging.ts';
import { selectSightings, toSightings, type HydratableRow, type SightingSelect } from './sighting-hydration.ts';

/** What a staff edit writes (the edit view's fields), plus the fields derived from it. */
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

/** The PostgreSQL types of the columns a new sighting is stored in (migrations 001 and 005). */
const POSTGRES_SIGHTING_TYPES: Record<(typeof SIGHTING_INSERT_COLUMNS)[number], string> = {
  id: 'text',
  type: 'text',
  summary: 'text',
  detailed_description: 'text',
  occurred: 'timestamptz',
  submitted: 'timestamptz',
  created: 'timestamptz',
  days_between: 'integer',
  location_name: 'text',
  address: 'text',
  formatted_address: 'text',
  city: 'text',
  region: 'text',
  country: 'text',
  iso2_country_code: 'text',
  latitude: 'double precision',
  longitude: 'double precision',
  location: 'text',
  address_resolution: 'text',
  altitude: 'text',
  distance: 'text',
  duration: 'text',
  entity_encountered: 'boolean',
  landing_occurred: 'boolean',
  features: 'text',
  flight_path: 'text',
  shape: 'text',
  rating: 'text',
  source: 'text',
  status: 'text',
  deleted: 'boolean',
  approved: 'boolean',
  updated: 'timestamptz',
  media_count: 'integer',
  import_key: 'text',
  timeline_key: 'bigint',
};

const SQLITE_SIGHTING_INSERT: BulkInsert = {
  table: 'sightings',
  columns: SIGHTING_INSERT_COLUMNS,
  suffix: 'on conflict (import_key) do nothing returning seq, id, timeline_key',
};
const POSTGRES_SIGHTING_INSERT: BulkInsert = {
  ...SQLITE_SIGHTING_INSERT,
  columns: [...SIGHTING_INSERT_COLUMNS, 'search_vector', 'geo'],
  types: { ...POSTGRES_SIGHTING_TYPES, search_vector: 'tsvector', geo: 'point' },
};
const TAG_INSERT: BulkInsert = {
  table: 'sighting_tags',
  columns: ['sighting_seq', 'position', 'tag'],
  types: { sighting_seq: 'bigint', position: 'integer', tag: 'text' },
};

/**
 * Rows per insert statement. SQLite: its taken-key check binds each key, well under the 32,766 bound
 * variables. PostgreSQL: one array per column whatever the rows, so a whole seeding batch goes in one.
 */
const INSERT_BATCH_SIZE: Record<DialectName, number> = { sqlite: 400, postgres: 20_000 };
/** Deep list pages start from a remembered key every this many public sightings. */
const CHECKPOINT_SPACING = 4096;

/** The only code that speaks SQL about sightings. Public reads see approved, not deleted rows. */
export class SightingRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;
  readonly #memo: TimelineMemo;
  readonly #search: PublicSearch;
  readonly #map: PublicMapReads;
  #publicByIdQuery: ReusableQuery<HydratableRow, [string]> | undefined;
  #liveByIdQuery: ReusableQuery<HydratableRow, [string]> | undefined;
  #publicByKeyArrayQuery: ReusableQuery<HydratableRow, [readonly number[]]> | undefined;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
    this.#memo = new TimelineMemo(db);
    this.#search = new PublicSearch(db, dialect, this.#memo);
    this.#map = new PublicMapReads(db, dialect);
  }

  #isPublic(): RawBuilder<boolean> {
    return isPublic(this.#dialect);
  }

  #isLive(): RawBuilder<boolean> {
    return isLive(this.#dialect);
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
    const rows =
      this.#dialect === 'postgres'
        ? await this.#publicByKeyArray().execute(this.#db, keys)
        : ((await this.#selectSightings()
            .where('timeline_key', 'in', keys)
            .where(this.#isPublic())
            .execute()) as HydratableRow[]);
    const position = new Map(keys.map((key, index) => [key, index]));
    rows.sort((a, b) => position.get(Number(a.timeline_key))! - position.get(Number(b.timeline_key))!);
    return this.#hydrate(rows);
  }

  /** With `includePending`, unapproved sightings too; deleted ones never. */
  async findById(id: string, options: { includePending: boolean }): Promise<Sighting | null> {
    const query = options.includePending ? this.#liveById() : this.#publicById();
    const [row] = await query.execute(this.#db, id);
    return row ? this.#hydrate([row])[0]! : null;
  }

  // The public page of a sighting is the most requested read: its query is built once (ReusableQuery).
  #publicById(): ReusableQuery<HydratableRow, [string]> {
    this.#publicByIdQuery ??= new ReusableQuery(1, (id: string) =>
      this.#selectSightings().where('id', '=', id).where(this.#isPublic()),
    );
    return this.#publicByIdQuery;
  }

  // One text for any number of keys (an array, not a list of parameters), so PostgreSQL plans it once.
  #publicByKeyArray(): ReusableQuery<HydratableRow, [readonly number[]]> {
    this.#publicByKeyArrayQuery ??= new ReusableQuery(1, (keys: readonly number[]) =>
      this.#selectSightings()
        .where(sql<boolean>`timeline_key = any(${keys}::bigint[])`)
        .where(this.#isPublic()),
    );
    return this.#publicByKeyArrayQuery;
  }

  #liveById(): ReusableQuery<HydratableRow, [string]> {
    this.#liveByIdQuery ??= new ReusableQuery(1, (id: string) =>
      this.#selectSightings().where('id', '=', id).where(this.#isLive()),
    );
    return this.#liveByIdQuery;
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
    const memo = await this.#memo.current();
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
    const memo = await this.#memo.current();
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
    return row ? this.#hydrate([row as HydratableRow])[0]! : null;
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
    return row ? this.#hydrate([row as HydratableRow])[0]! : null;
  }

  /** Public sightings in the boxes, newest first (decision 0003). */
  async findPublicInBoxes(boxes: readonly LngLatBox[], limit: number): Promise<Sighting[]> {
    return this.#publicByKeys(await this.#map.newestKeys(boxes, limit));
  }

  async searchPublic(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    const { keys, total } = await this.#search.search(criteria);
    return { sightings: await this.#publicByKeys(keys), total };
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
        .where(isPending(this.#dialect))
        .orderBy('submitted', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.#db
        .selectFrom('sightings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(isPending(this.#dialect))
        .executeTakeFirstOrThrow(),
    ]);
    return { sightings: this.#hydrate(rows as HydratableRow[]), total: Number(count.count) };
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
        const document = rowSearchDocument(row, edit.tags);
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
    const rows = await db
      .selectFrom('sightings')
      .select('timeline_key')
      // On PostgreSQL the keys go as one array: a batch's thousands of keys are one parameter.
      .where((eb) =>
        this.#sqlite ? eb('timeline_key', 'in', keys) : eb('timeline_key', '=', sql<number>`any(${keys}::bigint[])`),
      )
      .execute();
    return new Set(rows.map((row) => Number(row.timeline_key)));
  }

  /**
   * Marks a live sighting deleted (soft delete: nothing is lost) and answers when it was submitted (its
   * media's folder); null when there is none to delete.
   */
  async softDelete(id: string): Promise<{ submitted: string } | null> {
    return this.#inTransaction(async (trx) => {
      const row = await trx
        .updateTable('sightings')
        .set({ deleted: true, updated: new Date().toISOString() })
        .where('id', '=', id)
        .where(this.#isLive())
        .returning(['timeline_key', 'submitted'])
        .executeTakeFirst();
      if (!row) return null;
      if (this.#sqlite) await removePublicEntries(trx, [Number(row.timeline_key)]);
      await bumpTimelineVersion(trx);
      return { submitted: row.submitted };
    });
  }

  async idExists(id: string): Promise<boolean> {
    const row = await this.#db.selectFrom('sightings').select('seq').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Whether `insertStaged` can be used: on SQLite, outside a transaction (files attach only there). */
  get storesStagingFiles(): boolean {
    return this.#sqlite && !this.#db.isTransaction;
  }

  /** Stores a staging file of prepared sightings (sighting-staging.ts); answers how many were added. */
  async insertStaged(stagingFile: string): Promise<number> {
    return storeSightingStaging(this.#db, stagingFile);
  }

  /**
   * Stores sightings with their tags and index entries, all or nothing. A sighting whose import key is
   * already stored is skipped. Answers how many were added.
   */
  async insertMany(sightings: readonly NewSighting[]): Promise<number> {
    return this.insertPrepared(prepareSightings(sightings, new Date().toISOString()));
  }

  /** `insertMany` for sightings prepared beforehand (a bulk load prepares them on another thread). */
  async insertPrepared(prepared: PreparedSightings): Promise<number> {
    const sightings = [...prepared.sightings].sort((a, b) => a.preferredKey - b.preferredKey);
    let added = 0;
    await this.#inTransaction(async (trx) => {
      const publicEntries: PublicEntry[] = [];
      const batchSize = INSERT_BATCH_SIZE[this.#dialect];
      for (let start = 0; start < sightings.length; start += batchSize) {
        added += await this.#insertBatch(trx, sightings.slice(start, start + batchSize), publicEntries);
      }
      if (this.#sqlite) await addPublicEntries(trx, publicEntries, prepared.terms);
      // Pending reports change nothing the public sees: the remembered answers stay good.
      if (publicEntries.length > 0) await bumpTimelineVersion(trx);
    });
    return added;
  }

  /** Stores a batch; its public sightings' index entries (written on SQLite) go to `publicEntries`. */
  async #insertBatch(
    trx: Kysely<Database>,
    batch: readonly PreparedSighting[],
    publicEntries: PublicEntry[],
  ): Promise<number> {
    const postgres = this.#dialect === 'postgres';
    const keys = await uniqueTimelineKeys(
      batch.map((sighting) => sighting.preferredKey),
      (candidates) => this.#takenKeys(trx, candidates),
    );
    const rows = batch.map((sighting, index) => {
      const values = sighting.values.with(-1, keys[index]!);
      if (!postgres) return values;
      const hasPoint = sighting.longitude !== null && sighting.latitude !== null;
      // The document is lower-case words of letters and digits: valid tsvector text as it is.
      return [...values, sighting.document, hasPoint ? `(${sighting.longitude},${sighting.latitude})` : null];
    });
    const inserted = await trx.executeQuery<{ seq: number; id: string; timeline_key: number }>(
      insertRows(this.#dialect, postgres ? POSTGRES_SIGHTING_INSERT : SQLITE_SIGHTING_INSERT, rows),
    );
    if (inserted.rows.length === 0) return 0;
    const byId = new Map(batch.map((sighting) => [sighting.id, sighting]));
    const stored = inserted.rows.map((row) => ({
      seq: Number(row.seq),
      key: Number(row.timeline_key),
      sighting: byId.get(row.id)!,
    }));

    const tags = stored.flatMap(({ seq, sighting }) => sighting.tags.map((tag, position) => [seq, position, tag]));
    if (tags.length) await trx.executeQuery(insertRows(this.#dialect, TAG_INSERT, tags));
    for (const { key, sighting } of stored) {
      if (!sighting.isPublic) continue;
      const { document, hasMedia } = sighting;
      publicEntries.push({ key, document, hasMedia });
    }
    return stored.length;
  }

  #hydrate(rows: readonly HydratableRow[]): Sighting[] {
    return toSightings(rows);
  }
}
