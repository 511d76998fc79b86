import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { insertRows, type BulkInsert } from '../../db/bulk-insert.ts';
import { ReusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import type { PreparedSighting } from '../bulk/prepared-sightings.ts';
import { POSTGRES_EXPLORE_SQL } from '../explore/explore-cells.ts';
import { POSTGRES_CELL_OF_SIGHTING } from '../map/map-cells.ts';
import { PostgresKeySearch } from '../search/postgres-key-search.ts';
import { SIGHTING_INSERT_COLUMNS } from '../sighting-record.ts';
import { selectSightings, type HydratableRow } from '../sighting-hydration.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';
import type { EditedSighting, EventLabel, LookupColumn, SightingCondition, SightingEngine } from './sighting-engine.ts';

/** The PostgreSQL types of the columns a new sighting is stored in (migrations 001 and 005). */
export const SIGHTING_TYPES: Record<(typeof SIGHTING_INSERT_COLUMNS)[number], string> = {
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
  time_zone: 'text',
  time_unknown: 'boolean',
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
  local_date: 'text',
  local_hour: 'integer',
  timeline_key: 'bigint',
};

const SIGHTING_INSERT: BulkInsert = {
  table: 'sightings',
  columns: [...SIGHTING_INSERT_COLUMNS, 'search_vector', 'geo'],
  types: { ...SIGHTING_TYPES, search_vector: 'tsvector', geo: 'point' },
  suffix: 'on conflict (import_key) do nothing returning seq, id, timeline_key',
};

/** The transaction-scoped advisory lock that every grouping write takes (any fixed number would do). */
const EVENT_GROUPING_LOCK = 1_926_019;

const LABEL_EVENTS = `update sightings set event_id = labels.event_id, event_size = labels.event_size
  from (select unnest($1::bigint[]) as key, unnest($2::text[]) as event_id, unnest($3::integer[]) as event_size) as labels
  where sightings.timeline_key = labels.key`;

const ARRAY_TYPES: Record<LookupColumn, string> = { timeline_key: 'bigint', id: 'text' };

/**
 * PostgreSQL: real booleans; what the public may find by words is a tsvector column with a GIN index,
 * and the place a point with a GiST index, both written with the row.
 */
export class PostgresSightingEngine implements SightingEngine {
  readonly dialect = 'postgres';
  readonly isPublic = sql<boolean>`sightings.approved and not sightings.deleted`;
  readonly isLive = sql<boolean>`not sightings.deleted`;
  readonly isPending = sql<boolean>`not approved and not deleted`;
  /** One array parameter, however many: the limit only bounds the statement's memory. */
  readonly valuesPerQuery = 100_000;
  readonly cellOfSighting = POSTGRES_CELL_OF_SIGHTING;
  /** One array per column whatever the rows, so a whole seeding batch goes in one statement. */
  readonly insertBatchSize = 20_000;
  readonly storesStagingFiles = false;
  /**
   * pg parses every row it is sent, array or not, and each statement is a round trip: a range read cost
   * what the keys' lookup did, and tags as rows of their own added a third to the batch.
   */
  readonly statementsAreRoundTrips = true;
  readonly readsBatchesAsRanges = false;
  readonly deferrableIndexes = [
    'sightings_public_cells',
    'sightings_public_latest',
    'sightings_search',
    'sightings_geo',
    'sightings_public_shapes',
    'sightings_public_places',
    'sightings_source',
    'sightings_pending',
    'sightings_published',
    'sighting_tags_tag',
  ];
  readonly deferrableForeignKeys = ['sighting_tags_sighting_seq_fkey'];
  readonly explore = POSTGRES_EXPLORE_SQL;
  #publicByKeyArray: ReusableQuery<HydratableRow, [readonly number[]]> | undefined;

  orderedList(table: 'sighting_tags' | 'media', column: 'tag' | 'file_name'): RawBuilder<string> {
    return sql<string>`(select coalesce(json_agg(${sql.ref(column)} order by position), '[]')::text
          from ${sql.table(table)} where sighting_seq = sightings.seq)`;
  }

  /** One array parameter: thousands of parameters cost more to compile and bind than the lookup. */
  isOneOf(column: LookupColumn, values: readonly number[] | readonly string[]): SightingCondition {
    return (eb) => eb(column, '=', sql<never>`any(${values}::${sql.raw(ARRAY_TYPES[column])}[])`);
  }

  /** An array made once (an init plan): the rows are then found by the key's index whatever the plan guesses. */
  keyIsIn(keys: RawBuilder<{ key: number }>): RawBuilder<boolean> {
    return sql<boolean>`sightings.timeline_key = any(array(select key from (${keys}) as chosen_keys))`;
  }

  isOneOfNumbers(column: 'timeline_key' | 'sighting_seq', values: readonly number[]): RawBuilder<boolean> {
    return sql<boolean>`${sql.ref(column)} = any(${values}::bigint[])`;
  }

  /** One text for any number of keys (an array, not a list of parameters), so it is planned once. */
  async publicRowsByKeys(db: Kysely<Database>, keys: readonly number[]): Promise<HydratableRow[]> {
    this.#publicByKeyArray ??= new ReusableQuery(1, (keyArray: readonly number[]) =>
      selectSightings(db, this)
        .where(sql<boolean>`timeline_key = any(${keyArray}::bigint[])`)
        .where(this.isPublic),
    );
    return this.#publicByKeyArray.execute(db, keys);
  }

  /** One statement for every box. */
  sparseBoxReading(): { variant: number; values: number[] } {
    return { variant: 0, values: [] };
  }

  /**
   * From the spatial index: the planner could not tell that the grid's runs are short, and read the box
   * from the timeline's index instead (30 ms for 30 sightings). Materialized: whatever the reused plan
   * guesses of the box, it reads the spatial index first, never the timeline in the hope of meeting the
   * box's few sightings soon.
   */
  keysInSparseBox(_variant: number, [south, north, west, east]: readonly number[]): RawBuilder<unknown> {
    const inBox = sql`${this.isPublic}
      and latitude between ${south} and ${north} and longitude between ${west} and ${east}`;
    return sql`(with hits as materialized (select timeline_key as key from sightings
          where geo <@ box(point(${west}, ${south}), point(${east}, ${north})) and ${inBox})
        select key from hits) as in_box`;
  }

  createSearch(db: Kysely<Database>, memo: VersionedCache): PostgresKeySearch {
    return new PostgresKeySearch(db, memo, this.isPublic);
  }

  /** One statement with an array per column (db/bulk-insert.ts), the document and point included. */
  insertSightings(batch: readonly PreparedSighting[], keys: readonly number[]) {
    const rows = batch.map((sighting, index) => {
      const hasPoint = sighting.longitude !== null && sighting.latitude !== null;
      // The document is lower-case words of letters and digits: valid tsvector text as it is.
      const place = hasPoint ? `(${sighting.longitude},${sighting.latitude})` : null;
      return [...sighting.values.with(-1, keys[index]!), sighting.document, place];
    });
    return insertRows('postgres', SIGHTING_INSERT, rows);
  }

  /** Their document and point were stored with their rows. */
  async publicSightingsAdded(): Promise<void> {}

  async sightingEdited(db: Kysely<Database>, edited: EditedSighting): Promise<void> {
    const { longitude, latitude } = edited;
    await db
      .updateTable('sightings')
      .set({
        search_vector: sql`to_tsvector('simple', ${edited.document})`,
        geo: longitude === null || latitude === null ? null : sql`point(${longitude}, ${latitude})`,
      })
      .where('seq', '=', edited.seq)
      .execute();
  }

  /** The row's own columns go with it: the public reads leave deleted rows out. */
  async sightingDeleted(): Promise<void> {}

  /** The search reads the key from the row itself. */
  async timelineKeyChanged(): Promise<void> {}

  /** Searches for sightings with media read the row's media count. */
  async firstMediaAdded(): Promise<void> {}

  /**
   * Several server processes write at once: grouping reads the neighbours and writes their events, so
   * two writers must not each group without seeing the other's report. Released when the transaction ends.
   */
  async lockEventGrouping(db: Kysely<Database>): Promise<void> {
    await sql`select pg_advisory_xact_lock(${sql.lit(EVENT_GROUPING_LOCK)})`.execute(db);
  }

  /** One statement with an array per column, however many labels. */
  async labelEvents(db: Kysely<Database>, labels: readonly EventLabel[]): Promise<void> {
    if (labels.length === 0) return;
    await db.executeQuery(
      CompiledQuery.raw(LABEL_EVENTS, [
        labels.map((label) => label.key),
        labels.map((label) => label.eventId),
        labels.map((label) => label.eventSize),
      ]),
    );
  }

  async duringBulkLoad<Result>(_db: Kysely<Database>, load: () => Promise<Result>): Promise<Result> {
    return load();
  }

  /**
   * A visibility map for the sightings, whose public places are read by index-only scans. Vacuumed
   * before the deferred indexes are built: the rows that grouping into events rewrote leave old
   * versions, and removing them later meant reading every index again, the full-text one the longest.
   */
  async tidyRowsAfterBulkLoad(db: Kysely<Database>): Promise<void> {
    await sql`vacuum sightings`.execute(db);
  }

  /**
   * Planner statistics for every table the load wrote, once the indexes are built (an index on an
   * expression has statistics of its own). The sightings, vacuumed before, and the tags and media,
   * whose reads go to the rows anyway, are only analysed: vacuuming rows just written and never
   * changed reads them all once more. The explorer's kept counts, small, are vacuumed too: the years
   * they hold are read from their key alone.
   */
  async tidyAfterBulkLoad(db: Kysely<Database>): Promise<void> {
    await sql`analyze sightings, sighting_tags, media`.execute(db);
    // The explorer's kept counts are made again at the end of a load into an empty table: without
    // statistics the planner read them as if empty (a state's unfiltered clusters took 220 ms).
    for (const table of ['explore_cells', 'explore_cell_years', 'explore_cell_shape_years']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  }
}
