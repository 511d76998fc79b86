import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import { insertRows, type BulkInsert } from '../../db/bulk-insert.ts';
import { ValuesPerRow } from '../../db/node-sqlite-database.ts';
import type { Database } from '../../db/schema.ts';
import type { PreparedSighting } from '../bulk/prepared-sightings.ts';
import type { LngLatBox } from '../map/map-boxes.ts';
import { CELL_ROW_STRIDE, cellRowsOfBox, SQLITE_CELL_OF_SIGHTING } from '../map/map-cells.ts';
import { SQLITE_EXPLORE_SQL } from '../explore/explore-cells.ts';
import { SqliteKeySearch } from '../search/sqlite-key-search.ts';
import {
  addPublicEntries,
  mergeWordsIndex,
  refreshPublicEntry,
  removePublicEntries,
  withWordsIndexBulkSettings,
  type PublicEntry,
} from '../search/sqlite-words-index.ts';
import { SIGHTING_INSERT_COLUMNS } from '../sighting-record.ts';
import { selectSightings, type HydratableRow } from '../sighting-hydration.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';
import type { EditedSighting, EventLabel, LookupColumn, SightingCondition, SightingEngine } from './sighting-engine.ts';

const SIGHTING_INSERT: BulkInsert = {
  table: 'sightings',
  columns: SIGHTING_INSERT_COLUMNS,
  suffix: 'on conflict (import_key) do nothing returning seq, id, timeline_key',
};

/**
 * SQLite: booleans are 0 and 1; what the public may find by words lives in the full-text table
 * `sighting_words` (sqlite-words-index.ts), and a box with few sightings is read from the map's grid.
 */
export class SqliteSightingEngine implements SightingEngine {
  readonly dialect = 'sqlite';
  readonly isPublic = sql<boolean>`sightings.approved = 1 and sightings.deleted = 0`;
  readonly isLive = sql<boolean>`sightings.deleted = 0`;
  readonly isPending = sql<boolean>`approved = 0 and deleted = 0`;
  /** Below SQLite's 32,766 bound variables. */
  readonly valuesPerQuery = 10_000;
  readonly cellOfSighting = SQLITE_CELL_OF_SIGHTING;
  /** Its taken-key check binds each key, well under the bound variables' limit. */
  readonly insertBatchSize = 400;
  readonly storesStagingFiles = true;
  /** In process, a statement costs little and a row less as an array: a batch read so took 40–47 % less CPU. */
  readonly statementsAreRoundTrips = false;
  readonly readsBatchesAsRanges = true;
  readonly deferrableIndexes = [
    'sightings_public_cells',
    'sightings_public_latest',
    'sightings_public_shapes',
    'sighting_tags_tag',
  ];
  readonly deferrableForeignKeys = [];
  readonly explore = SQLITE_EXPLORE_SQL;

  orderedList(table: 'sighting_tags' | 'media', column: 'tag' | 'file_name'): RawBuilder<string> {
    return sql<string>`(select json_group_array(${sql.ref(column)} order by position)
          from ${sql.table(table)} where sighting_seq = sightings.seq)`;
  }

  isOneOf(column: LookupColumn, values: readonly number[] | readonly string[]): SightingCondition {
    return (eb) => eb(column, 'in', values);
  }

  isOneOfNumbers(column: 'timeline_key' | 'sighting_seq', values: readonly number[]): RawBuilder<boolean> {
    return sql<boolean>`${sql.ref(column)} in (${sql.join(values)})`;
  }

  keyIsIn(keys: RawBuilder<{ key: number }>): RawBuilder<boolean> {
    return sql<boolean>`sightings.timeline_key in (select key from (${keys}) as chosen_keys)`;
  }

  async publicRowsByKeys(db: Kysely<Database>, keys: readonly number[]): Promise<HydratableRow[]> {
    return (await selectSightings(db, this)
      .where('timeline_key', 'in', keys)
      .where(this.isPublic)
      .execute()) as HydratableRow[];
  }

  /** One statement per number of rows of the box's cells. */
  sparseBoxReading(box: LngLatBox): { variant: number; values: number[] } {
    const { first, last, width } = cellRowsOfBox(box);
    return { variant: (last - first) / CELL_ROW_STRIDE + 1, values: [first, width] };
  }

  /**
   * Each row of the box's cells is one run of the grid's index (at most 361, whatever the box's size),
   * read as one branch of a `union all`. One branch a row rather than a join to generated rows: SQLite
   * took those for many and built a throwaway index of every public sighting instead (0.5 s for a
   * sparse box; 0.3 ms this way).
   */
  keysInSparseBox(cellRows: number, [south, north, west, east, first, width]: readonly number[]): RawBuilder<unknown> {
    const inBox = sql`${this.isPublic}
      and latitude between ${south} and ${north} and longitude between ${west} and ${east}`;
    const runs = Array.from({ length: cellRows }, (_, row) => {
      const start = sql`${first} + ${sql.lit(row * CELL_ROW_STRIDE)}`;
      return sql`select timeline_key as key from sightings
        where ${this.cellOfSighting} between ${start} and ${start} + ${width} and ${inBox}`;
    });
    return sql`(${sql.join(runs, sql` union all `)}) as in_box`;
  }

  createSearch(db: Kysely<Database>, memo: VersionedCache): SqliteKeySearch {
    return new SqliteKeySearch(db, memo, this.isPublic);
  }

  /** A one-row statement the driver runs once per row (db/bulk-insert.ts). */
  insertSightings(batch: readonly PreparedSighting[], keys: readonly number[]) {
    const rows = batch.map((sighting, index) => sighting.values.with(-1, keys[index]!));
    return insertRows('sqlite', SIGHTING_INSERT, rows);
  }

  async publicSightingsAdded(db: Kysely<Database>, entries: readonly PublicEntry[], terms: readonly string[]) {
    await addPublicEntries(db, entries, terms);
  }

  async sightingEdited(db: Kysely<Database>, edited: EditedSighting): Promise<void> {
    await refreshPublicEntry(db, edited.seq, edited.previousKey);
  }

  async sightingDeleted(db: Kysely<Database>, timelineKey: number): Promise<void> {
    await removePublicEntries(db, [timelineKey]);
  }

  /** The full-text table is keyed by the timeline key: the entry moves to the new one. */
  async timelineKeyChanged(db: Kysely<Database>, seq: number, previousKey: number): Promise<void> {
    await refreshPublicEntry(db, seq, previousKey);
  }

  async firstMediaAdded(db: Kysely<Database>, seq: number, timelineKey: number): Promise<void> {
    await refreshPublicEntry(db, seq, timelineKey);
  }

  /** SQLite has one writer at a time (`begin immediate`): a write transaction is alone already. */
  async lockEventGrouping(): Promise<void> {}

  /** A one-row statement run once per label, in-process. */
  async labelEvents(db: Kysely<Database>, labels: readonly EventLabel[]): Promise<void> {
    if (labels.length === 0) return;
    const rows = labels.map((label) => [label.eventId, label.eventSize, label.key]);
    await db.executeQuery(
      CompiledQuery.raw('update sightings set event_id = ?, event_size = ? where timeline_key = ?', [
        new ValuesPerRow(rows),
      ]),
    );
  }

  /**
   * A page cache that holds the indexes of a million rows (1 GiB), so that inserts into several indexes
   * do not evict each other's pages, and the full-text index's settings for a load.
   */
  async duringBulkLoad<Result>(db: Kysely<Database>, load: () => Promise<Result>): Promise<Result> {
    await sql`pragma cache_size = -1048576`.execute(db);
    return withWordsIndexBulkSettings(db, load);
  }

  async tidyRowsAfterBulkLoad(): Promise<void> {}

  /** The full-text index merged into one segment, and fresh statistics for the planner. */
  async tidyAfterBulkLoad(db: Kysely<Database>): Promise<void> {
    await mergeWordsIndex(db);
    await sql`pragma optimize`.execute(db);
  }
}
