import { sql, type Kysely, type RawBuilder } from 'kysely';
import { cellsInBox } from './map-cells.ts';
import { ReusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { LngLatBox } from './map-boxes.ts';
import { selectSightings, type HydratableRow } from '../sighting-hydration.ts';

/**
 * A box touching at most this many cells of the map's grid (half a degree: a city, a metropolitan
 * area) is read cell by cell; a larger one by the plans of decision 0003.
 */
const GRID_CELL_LIMIT = 9;
/** A box holding fewer public sightings than this is read by place, not by time (decision 0003). */
const SPATIAL_INDEX_ROW_LIMIT = 5000;
/** How many of the newest public sightings a map view looks through before it asks an index. */
const NEWEST_WINDOW = 2000;
/**
 * A walk down the timeline this long (index entries, no rows: ~0.14 µs each) costs about what the
 * spatial index does for a city box (0.4–2 ms). At 20,000 a box with few recent sightings walked
 * 2.3 ms where the spatial index answered in 0.4 ms.
 */
const SHORT_WALK = 10_000;

/** A box's edges as the queries take them: south, north, west, east. */
type BoxValues = [number, number, number, number];
type KeyRow = { key: number };

/**
 * The map's reads: which public sightings are in view. Each query is compiled once and, on PostgreSQL,
 * planned once per connection: planning (about 0.5 ms) cost more than running most of them.
 */
export class PublicMapReads {
  readonly #db: Kysely<Database>;
  readonly #engine: SightingEngine;
  /** By number of cells. */
  readonly #cellQueries = new Map<number, ReusableQuery<KeyRow, number[]>>();
  /** By walk length (null: the whole timeline). */
  readonly #walks = new Map<number | null, ReusableQuery<KeyRow, [...BoxValues, number]>>();
  /** The same, answering the sightings of the keys. */
  readonly #cellRowQueries = new Map<number, ReusableQuery<HydratableRow, number[]>>();
  readonly #walkRows = new Map<number | null, ReusableQuery<HydratableRow, [...BoxValues, number]>>();
  /** By the engine's variant of a sparse box's reading. */
  readonly #sparseBoxCounts = new Map<number, ReusableQuery<{ count: number }, number[]>>();
  readonly #sparseBoxKeys = new Map<number, ReusableQuery<KeyRow, number[]>>();

  constructor(db: Kysely<Database>, engine: SightingEngine) {
    this.#db = db;
    this.#engine = engine;
  }

  /**
   * The timeline keys of the newest public sightings in the boxes. A city-sized box is read from the
   * few cells of the map's grid it touches (decision 0019). A larger one by three plans, cheapest first
   * (decision 0003): the newest few thousand sightings hold the answer for a crowded view; the spatial
   * index serves a box with few sightings; else a walk down the timeline checks each point.
   */
  async newestKeys(boxes: readonly LngLatBox[], limit: number): Promise<number[]> {
    const perBox = await Promise.all(boxes.map((box) => this.#publicKeysInBox(box, limit)));
    return perBox
      .flat()
      .sort((a, b) => b - a)
      .slice(0, limit);
  }

  /**
   * The newest public sightings in the boxes, newest first: `newestKeys` where the first plan of each
   * box reads the sightings with their keys, in the same statement. On PostgreSQL each statement is a
   * round trip, and a crowded view or a city is answered by its first plan: one instead of two.
   */
  async newestRows(boxes: readonly LngLatBox[], limit: number): Promise<HydratableRow[]> {
    const perBox = await Promise.all(boxes.map((box) => this.#publicRowsInBox(box, limit)));
    return perBox
      .flat()
      .sort((a, b) => Number(b.timeline_key) - Number(a.timeline_key))
      .slice(0, limit);
  }

  async #publicRowsInBox(box: LngLatBox, limit: number): Promise<HydratableRow[]> {
    const cells = cellsInBox(box, GRID_CELL_LIMIT);
    if (cells) {
      const query = this.#cached(this.#cellRowQueries, cells.length, () =>
        this.#rows(5 + cells.length, this.#cellKeys),
      );
      return query.execute(this.#db, ...boxValues(box), limit, ...cells);
    }
    const walk = this.#cached(this.#walkRows, NEWEST_WINDOW, () => this.#rows(5, this.#walkKeys(NEWEST_WINDOW)));
    const recent = await walk.execute(this.#db, ...boxValues(box), limit);
    if (recent.length === limit) return recent;
    return this.#engine.publicRowsByKeys(this.#db, await this.#keysPastTheWindow(box, limit, recent.length));
  }

  async #publicKeysInBox(box: LngLatBox, limit: number): Promise<number[]> {
    const cells = cellsInBox(box, GRID_CELL_LIMIT);
    if (cells) return this.#newestKeysInCells(box, cells, limit);
    const recent = await this.#newestKeysInBox(box, limit, NEWEST_WINDOW);
    if (recent.length === limit) return recent;
    return this.#keysPastTheWindow(box, limit, recent.length);
  }

  /** When the newest NEWEST_WINDOW sightings held `found` of the box's `limit`: the other plans. */
  async #keysPastTheWindow(box: LngLatBox, limit: number, found: number): Promise<number[]> {
    // How many matches the window held suggests how far a walk must go: a short walk beats asking the
    // spatial index whether the box is small. Bounded, in case the box's few sightings are all recent.
    const expectedWalk = found > 0 ? (limit / found) * NEWEST_WINDOW : Infinity;
    if (expectedWalk <= SHORT_WALK) {
      const walked = await this.#newestKeysInBox(box, limit, 2 * SHORT_WALK);
      if (walked.length === limit) return walked;
    }
    return (await this.#keysInSmallBox(box, limit)) ?? this.#newestKeysInBox(box, limit, null);
  }

  /**
   * The newest of each cell the box touches, then the newest of those (decision 0019): each cell's
   * entries are read newest first and stop at `limit` matches, so a city box reads a few hundred
   * index entries where a walk down the timeline read thousands. One query per number of cells.
   */
  async #newestKeysInCells(box: LngLatBox, cells: readonly number[], limit: number): Promise<number[]> {
    const query = this.#cached(this.#cellQueries, cells.length, () => this.#reusable(5 + cells.length, this.#cellKeys));
    const rows = await query.execute(this.#db, ...boxValues(box), limit, ...cells);
    return rows.map((row) => Number(row.key));
  }

  /** The keys of the cells' newest, for any number of cells: one query per number. */
  readonly #cellKeys = (
    south: number,
    north: number,
    west: number,
    east: number,
    keyLimit: number,
    ...cellNumbers: number[]
  ) => {
    const perCell = cellNumbers.map(
      (cell) => sql`select * from (
        select timeline_key as key from sightings
        where ${this.#engine.cellOfSighting} = ${cell} and ${this.#engine.isPublic}
          and latitude between ${south} and ${north} and longitude between ${west} and ${east}
        order by timeline_key desc limit ${keyLimit}) as cell`,
    );
    return sql<KeyRow>`select key from (${sql.join(perCell, sql` union all `)}) as cells
      order by key desc limit ${keyLimit}`;
  };

  /** Walks the public timeline, newest first, through `window` sightings at most (null: all of it). */
  async #newestKeysInBox(box: LngLatBox, limit: number, window: number | null): Promise<number[]> {
    const walk = this.#cached(this.#walks, window, () => this.#reusable(5, this.#walkKeys(window)));
    const rows = await walk.execute(this.#db, ...boxValues(box), limit);
    return rows.map((row) => Number(row.key));
  }

  #walkKeys(window: number | null) {
    return (south: number, north: number, west: number, east: number, keyLimit: number) =>
      this.#walk([south, north, west, east], keyLimit, window);
  }

  /** The query of `key` built once and kept. */
  #cached<Key, Query>(queries: Map<Key, Query>, key: Key, build: () => Query): Query {
    let query = queries.get(key);
    if (!query) {
      query = build();
      queries.set(key, query);
    }
    return query;
  }

  /** A query answering the public sightings of the keys `keys` answers. */
  #rows<Values extends number[]>(
    arity: Values['length'],
    keys: (...values: Values) => RawBuilder<KeyRow>,
  ): ReusableQuery<HydratableRow, Values> {
    return new ReusableQuery(arity, (...values: Values) =>
      selectSightings(this.#db, this.#engine)
        .where(this.#engine.keyIsIn(keys(...values)))
        .where(this.#engine.isPublic),
    );
  }

  /**
   * The walk's length is written into the query, one query per length (there are three): with it as a
   * parameter, PostgreSQL's reused plan would guess a tenth of the table and it planned every walk anew.
   */
  #walk([south, north, west, east]: BoxValues, limit: number, walkLength: number | null): RawBuilder<KeyRow> {
    return sql<KeyRow>`
      select timeline_key as key from (
        select timeline_key, latitude, longitude from sightings where ${this.#engine.isPublic}
        order by timeline_key desc ${walkLength === null ? sql`` : sql`limit ${sql.lit(walkLength)}`}
      ) as newest
      where latitude between ${south} and ${north} and longitude between ${west} and ${east}
      order by timeline_key desc
      limit ${limit}`;
  }

  /**
   * The box's newest public keys, or null when it holds more than SPATIAL_INDEX_ROW_LIMIT (then a
   * timeline walk is cheaper). Counting first keeps thousands of keys out of JavaScript.
   */
  async #keysInSmallBox(box: LngLatBox, limit: number): Promise<number[] | null> {
    const { variant, values: engineValues } = this.#engine.sparseBoxReading(box);
    const values = [...boxValues(box), ...engineValues];
    const count = this.#sparseBoxQuery(
      this.#sparseBoxCounts,
      variant,
      values.length,
      (cap, inBox) =>
        sql<{ count: number }>`select count(*) as count from (select 1 from ${inBox} limit ${asInteger(cap)}) as hits`,
    );
    const [counted] = await count.execute(this.#db, SPATIAL_INDEX_ROW_LIMIT + 1, ...values);
    if (Number(counted!.count) > SPATIAL_INDEX_ROW_LIMIT) return null;
    const newest = this.#sparseBoxQuery(
      this.#sparseBoxKeys,
      variant,
      values.length,
      (keyLimit, inBox) => sql<KeyRow>`select key from ${inBox} order by key desc limit ${asInteger(keyLimit)}`,
    );
    const rows = await newest.execute(this.#db, limit, ...values);
    return rows.map((row) => Number(row.key));
  }

  /** A query about a sparse box, built once per variant of the engine's reading. */
  #sparseBoxQuery<Row>(
    built: Map<number, ReusableQuery<Row, number[]>>,
    variant: number,
    valueCount: number,
    build: (limit: number, inBox: RawBuilder<unknown>) => RawBuilder<Row>,
  ): ReusableQuery<Row, number[]> {
    let query = built.get(variant);
    if (!query) {
      query = this.#reusable(1 + valueCount, (limit, ...placeValues) =>
        build(limit, this.#engine.keysInSparseBox(variant, placeValues)),
      );
      built.set(variant, query);
    }
    return query;
  }

  #reusable<Row, Values extends number[]>(
    arity: Values['length'],
    build: (...values: Values) => RawBuilder<Row>,
  ): ReusableQuery<Row, Values> {
    return new ReusableQuery(arity, (...values: Values) => ({ compile: () => build(...values).compile(this.#db) }));
  }
}

/**
 * A limit as an integer: node:sqlite binds every number as a real, and a real limit on SQLite's
 * `union all` of many branches cost 4 ms where an integer cost 0.5 ms.
 */
function asInteger(value: number): RawBuilder<number> {
  return sql<number>`cast(${value} as integer)`;
}

function boxValues(box: LngLatBox): BoxValues {
  return [box.south, box.north, box.west, box.east];
}
