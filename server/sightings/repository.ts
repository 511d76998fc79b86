import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { multiRowInsert, type BulkInsert } from '../db/bulk-insert.ts';
import type { DialectName } from '../db/dialect.ts';
import {
  fullTextQuery,
  isSplitWordError,
  postgresSearchVector,
  searchDocument,
  sqliteFallbackQuery,
  writeSqliteSearchDocuments,
} from '../db/full-text.ts';
import type { Database } from '../db/schema.ts';
import { postgresPoint, writeSqliteLocations, type LngLatBox } from '../db/spatial.ts';
import {
  SIGHTING_COLUMNS,
  SIGHTING_INSERT_COLUMNS,
  toRowValues,
  type NewSighting,
  type SightingRow,
} from './sighting-record.ts';
import { hydrateSightings } from './sighting-hydration.ts';

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
  suffix: 'on conflict (import_key) do nothing returning seq, id',
};
const POSTGRES_SIGHTING_INSERT: BulkInsert = {
  ...SQLITE_SIGHTING_INSERT,
  columns: [...SIGHTING_INSERT_COLUMNS, 'search_vector', 'geo'],
  casts: { search_vector: 'tsvector', geo: 'point' },
};
const TAG_INSERT: BulkInsert = { table: 'sighting_tags', columns: ['sighting_seq', 'position', 'tag'] };

/** A box holding fewer public sightings than this is read through the spatial index (DESIGN §7). */
const SPATIAL_INDEX_ROW_LIMIT = 5000;
/** Rows per multi-row insert: well under SQLite's 32,766 bound variables. */
const INSERT_BATCH_SIZE = 400;

export interface SearchCriteria {
  term: string;
  fromInstant: string;
  toInstantExclusive: string;
  hasMedia: boolean;
  offset: number;
  limit: number;
}

type SightingQuery = SelectQueryBuilder<Database, 'sightings', object>;

/** The only code that speaks SQL about sightings. Public reads see approved, not deleted rows. */
export class SightingRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;

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

  /** Runs `work` in a transaction, or in the caller's when this repository already works inside one. */
  #inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  #selectSightings(): SightingQuery {
    return this.#db.selectFrom('sightings').select(SIGHTING_COLUMNS) as unknown as SightingQuery;
  }

  #publicTimeline(): SightingQuery {
    return this.#selectSightings().where(this.#isPublic()).orderBy('occurred', 'desc').orderBy('id', 'desc');
  }

  /** With `includePending`, unapproved sightings too; deleted ones never. */
  async findById(id: string, options: { includePending: boolean }): Promise<Sighting | null> {
    let query = this.#selectSightings().where('id', '=', id);
    query = query.where(options.includePending ? this.#isLive() : this.#isPublic());
    const row = (await query.executeTakeFirst()) as SightingRow | undefined;
    return row ? (await this.#hydrate([row]))[0]! : null;
  }

  async listPublicPage(offset: number, limit: number): Promise<Sighting[]> {
    const rows = await this.#publicTimeline().limit(limit).offset(offset).execute();
    return this.#hydrate(rows as SightingRow[]);
  }

  async countPublic(): Promise<number> {
    const row = await this.#db
      .selectFrom('sightings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(this.#isPublic())
      .executeTakeFirstOrThrow();
    return Number(row.count);
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

  /** Previous = occurred just before on the public timeline; next = just after. */
  async adjacentPublic(
    from: { occurred: string; id: string },
    direction: 'previous' | 'next',
  ): Promise<Sighting | null> {
    const before = direction === 'previous';
    const order = before ? 'desc' : 'asc';
    const row = await this.#selectSightings()
      .where(this.#isPublic())
      .where((eb) =>
        eb.or([
          eb('occurred', before ? '<' : '>', from.occurred),
          eb.and([eb('occurred', '=', from.occurred), eb('id', before ? '<' : '>', from.id)]),
        ]),
      )
      .orderBy('occurred', order)
      .orderBy('id', order)
      .limit(1)
      .executeTakeFirst();
    return row ? (await this.#hydrate([row as SightingRow]))[0]! : null;
  }

  /**
   * Public sightings in the boxes, newest first. A box with few sightings is read through the spatial
   * index; a crowded one by walking the timeline, which meets `limit` matches quickly there.
   */
  async findPublicInBoxes(boxes: readonly LngLatBox[], limit: number): Promise<Sighting[]> {
    const perBox = await Promise.all(boxes.map((box) => this.#findPublicInBox(box, limit)));
    const rows = perBox
      .flat()
      .sort((a, b) => (a.occurred === b.occurred ? b.id.localeCompare(a.id) : b.occurred.localeCompare(a.occurred)))
      .slice(0, limit);
    return this.#hydrate(rows);
  }

  async #findPublicInBox(box: LngLatBox, limit: number): Promise<SightingRow[]> {
    const inBox = this.#spatialMatch(box);
    const indexed = await this.#db
      .selectFrom(sql`(select 1 as hit from ${inBox.indexScan} limit ${SPATIAL_INDEX_ROW_LIMIT})`.as('hits'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const viaIndex = Number(indexed.count) < SPATIAL_INDEX_ROW_LIMIT;
    const query = viaIndex
      ? this.#publicTimeline().where('seq', 'in', inBox.seqs)
      : this.#publicTimeline()
          .where('latitude', '>=', box.south)
          .where('latitude', '<=', box.north)
          .where('longitude', '>=', box.west)
          .where('longitude', '<=', box.east);
    return (await query.limit(limit).execute()) as SightingRow[];
  }

  #spatialMatch(box: LngLatBox): { indexScan: RawBuilder<unknown>; seqs: RawBuilder<number> } {
    if (this.#dialect === 'postgres') {
      const within = sql`geo <@ box(point(${box.west}, ${box.south}), point(${box.east}, ${box.north}))`;
      return {
        indexScan: sql`sightings where ${within} and ${this.#isPublic()}`,
        seqs: sql<number>`(select seq from sightings where ${within} and ${this.#isPublic()})`,
      };
    }
    const within = sql`min_lng >= ${box.west} and max_lng <= ${box.east} and min_lat >= ${box.south} and max_lat <= ${box.north}`;
    return {
      indexScan: sql`sighting_spatial where ${within}`,
      seqs: sql<number>`(select seq from sighting_spatial where ${within})`,
    };
  }

  async searchPublic(criteria: SearchCriteria): Promise<{ sightings: Sighting[]; total: number }> {
    const match = fullTextQuery(criteria.term, this.#dialect);
    if (match === null) return { sightings: [], total: 0 };
    try {
      return await this.#search(criteria, match);
    } catch (error) {
      // A word SQLite's older Unicode tables split in two: search again with finer pieces.
      const fallback =
        this.#dialect === 'sqlite' && isSplitWordError(error) ? sqliteFallbackQuery(criteria.term) : null;
      if (fallback === null) throw error;
      return this.#search(criteria, fallback);
    }
  }

  async #search(criteria: SearchCriteria, match: string): Promise<{ sightings: Sighting[]; total: number }> {
    const matching = (query: SightingQuery) => {
      let filtered = query
        .where(this.#isPublic())
        .where('occurred', '>=', criteria.fromInstant)
        .where('occurred', '<', criteria.toInstantExclusive);
      if (criteria.hasMedia) filtered = filtered.where('media_count', '>', 0);
      return this.#dialect === 'postgres'
        ? filtered.where(sql<boolean>`search_vector @@ to_tsquery('simple', ${match})`)
        : filtered.where(
            'seq',
            'in',
            sql<number>`(select rowid from sighting_search where sighting_search match ${match})`,
          );
    };
    const counted = matching(this.#db.selectFrom('sightings') as unknown as SightingQuery).select((eb) =>
      eb.fn.countAll<number>().as('count'),
    );
    const [rows, count] = await Promise.all([
      matching(this.#selectSightings())
        .orderBy('occurred', 'desc')
        .orderBy('id', 'desc')
        .limit(criteria.limit)
        .offset(criteria.offset)
        .execute(),
      counted.executeTakeFirstOrThrow() as Promise<{ count: number }>,
    ]);
    return { sightings: await this.#hydrate(rows as SightingRow[]), total: Number(count.count) };
  }

  /** Ids for the sitemap, in timeline order. */
  async listPublicIds(offset: number, limit: number): Promise<Array<{ id: string; updated: string }>> {
    return this.#db
      .selectFrom('sightings')
      .select(['id', 'updated'])
      .where(this.#isPublic())
      .orderBy('occurred', 'desc')
      .orderBy('id', 'desc')
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
      const row = await trx
        .updateTable('sightings')
        .set({
          summary: edit.summary,
          detailed_description: edit.detailedDescription,
          occurred: edit.occurred,
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
        .where('id', '=', id)
        .where(this.#isLive())
        .returning(['seq', 'summary', 'detailed_description', 'location_name', 'city', 'region', 'country', 'shape'])
        .executeTakeFirst();
      if (!row) return null;
      const seq = Number(row.seq);

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
      if (postgres) {
        await trx
          .updateTable('sightings')
          .set({ search_vector: postgresSearchVector(document) })
          .where('seq', '=', seq)
          .execute();
      } else {
        await writeSqliteSearchDocuments(trx, [{ seq, document }], true);
        await writeSqliteLocations(trx, [{ seq, longitude: edit.longitude, latitude: edit.latitude }], true);
      }
      return new SightingRepository(trx, this.#dialect).findById(id, { includePending: true });
    });
  }

  /** Marks a live sighting deleted (DESIGN §5: nothing is lost). False when there is none to delete. */
  async softDelete(id: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('sightings')
      .set({ deleted: true, updated: new Date().toISOString() })
      .where('id', '=', id)
      .where(this.#isLive())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async idExists(id: string): Promise<boolean> {
    const row = await this.#db.selectFrom('sightings').select('seq').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores sightings with their tags and index entries, all or nothing. A sighting whose import key is
   * already stored is skipped. Answers how many were added.
   */
  async insertMany(sightings: readonly NewSighting[]): Promise<number> {
    let added = 0;
    await this.#db.transaction().execute(async (trx) => {
      for (let start = 0; start < sightings.length; start += INSERT_BATCH_SIZE) {
        added += await this.#insertBatch(trx, sightings.slice(start, start + INSERT_BATCH_SIZE));
      }
    });
    return added;
  }

  async #insertBatch(trx: Kysely<Database>, batch: readonly NewSighting[]): Promise<number> {
    const now = new Date().toISOString();
    const postgres = this.#dialect === 'postgres';
    const documents = new Map(batch.map((sighting) => [sighting.id, searchDocument(sighting)]));
    const rows = batch.map((sighting) => {
      const values = toRowValues(sighting, now);
      if (!postgres) return values;
      const hasPoint = sighting.longitude !== null && sighting.latitude !== null;
      // The document is already lower-case words of letters and digits: valid tsvector text as it is.
      return [...values, documents.get(sighting.id), hasPoint ? `(${sighting.longitude},${sighting.latitude})` : null];
    });
    const inserted = await trx.executeQuery<{ seq: number; id: string }>(
      multiRowInsert(this.#dialect, postgres ? POSTGRES_SIGHTING_INSERT : SQLITE_SIGHTING_INSERT, rows),
    );
    if (inserted.rows.length === 0) return 0;
    const byId = new Map(batch.map((sighting) => [sighting.id, sighting]));
    const stored = inserted.rows.map(({ seq, id }) => ({ seq: Number(seq), sighting: byId.get(id)! }));

    const tags = stored.flatMap(({ seq, sighting }) => sighting.tags.map((tag, position) => [seq, position, tag]));
    if (tags.length) await trx.executeQuery(multiRowInsert(this.#dialect, TAG_INSERT, tags));
    if (!postgres) {
      await writeSqliteSearchDocuments(
        trx,
        stored.map(({ seq, sighting }) => ({ seq, document: documents.get(sighting.id)! })),
        false,
      );
      await writeSqliteLocations(
        trx,
        stored.map(({ seq, sighting }) => ({ seq, longitude: sighting.longitude, latitude: sighting.latitude })),
        false,
      );
    }
    return stored.length;
  }

  #hydrate(rows: readonly SightingRow[]): Promise<Sighting[]> {
    return hydrateSightings(this.#db, rows);
  }
}
