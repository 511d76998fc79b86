import { sql, type Compilable, type Kysely } from 'kysely';
import { SERVING_TIME_LIMITS } from '../../db/connection.ts';
import type { ReadThreads } from '../../db/read-threads.ts';
import type { Database } from '../../db/schema.ts';
import { ThreadTimeoutError } from '../../threads/thread-pool.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import { readsEveryRow } from './explore-plan.ts';
import type { CellCount, ExploreFacetRows, ExploreFilters, ExploreView, PeriodCount } from './explore-types.ts';
import { bandBoxes, inBoxesCondition, matchKeysOf, ViewRows } from './view-rows.ts';

/** A count from the rows that ran past the serving time limit, and was stopped. */
export class CountTookTooLongError extends Error {
  constructor() {
    super('Counting this view took too long.');
    this.name = 'CountTookTooLongError';
  }
}

/** PostgreSQL's code for a statement cancelled by its time limit. */
const STATEMENT_TIMEOUT = '57014';

/** Where counts from the rows run: read threads for the long ones (SQLite), and how to tell them. */
export interface RowCountPlaces {
  /** Where long counts run, off the serving thread; none on PostgreSQL. */
  readThreads: ReadThreads | undefined;
  /** The most public sightings a view may hold for a count that reads every row to run here all the same. */
  mostRowsCountedHere: number;
  /** How many public sightings a view holds (remembered by the explorer). */
  heldIn: (view: ExploreView) => Promise<number>;
}

/**
 * The explorer's `rows` strategy: the view's matching rows, grouped in the database. A count that
 * reads every row of a crowded view runs on a read thread where there is one; past the serving time
 * limit it is stopped (CountTookTooLongError).
 */
export class CountedRows extends SightingSql {
  readonly #rows: ViewRows;
  readonly #places: RowCountPlaces;

  constructor(db: Kysely<Database>, engine: SightingEngine, places: RowCountPlaces) {
    super(db, engine);
    this.#rows = new ViewRows(db, engine);
    this.#places = places;
  }

  /**
   * A count from the rows. One that reads every row of a view holding more than
   * `mostRowsCountedHere` runs on a read thread where there is one; the rest on this connection,
   * where a short count costs less than the hop. Past the serving time limit (the thread stopped, or
   * PostgreSQL's statement cancelled): CountTookTooLongError.
   */
  async #counted<Row>(
    query: Compilable<Row> & { execute(): Promise<Row[]> },
    view: ExploreView,
    readsEvery: boolean,
  ): Promise<Row[]> {
    const { readThreads, mostRowsCountedHere, heldIn } = this.#places;
    try {
      const onThread = readThreads !== undefined && readsEvery && (await heldIn(view)) > mostRowsCountedHere;
      return onThread ? await readThreads!.rows(query, SERVING_TIME_LIMITS.statementTimeoutMs) : await query.execute();
    } catch (error) {
      if (error instanceof ThreadTimeoutError || (error as { code?: unknown }).code === STATEMENT_TIMEOUT) {
        throw new CountTookTooLongError();
      }
      throw error;
    }
  }

  /** The view's matching sightings by cell of `level`. */
  async cellCounts(view: ExploreView, level: number, filters: ExploreFilters): Promise<CellCount[]> {
    const cell = this.engine.explore.cellOf(level);
    const rows = this.#rows
      .matching(view, filters, await matchKeysOf(filters))
      .select([
        cell.as('cell'),
        sql<number>`count(*)`.as('count'),
        sql<number>`sum(sightings.latitude)`.as('latitude_sum'),
        sql<number>`sum(sightings.longitude)`.as('longitude_sum'),
        // A sum, as the kept counts have it, so counts from both add up; it names the one sighting of a cell.
        sql<number>`sum(sightings.seq)`.as('seq'),
      ])
      .groupBy(cell);
    return (await this.#counted(rows, view, readsEveryRow(filters))).map(toCellCount);
  }

  /**
   * The view's matching sightings by year, or by month, oldest first: in its whole cells, or with
   * `inBoxes` in its boxes themselves.
   */
  async periodCounts(
    view: ExploreView,
    interval: 'year' | 'month',
    filters: ExploreFilters,
    { inBoxes = false }: { inBoxes?: boolean } = {},
  ): Promise<PeriodCount[]> {
    const { yearOf, monthOf } = this.engine.explore;
    let query = this.#rows
      .matching(view, filters, await matchKeysOf(filters), { inBoxes })
      .select([yearOf.as('year'), sql<number>`count(*)`.as('count')]);
    if (interval === 'month') query = query.select(monthOf.as('month')).groupBy([yearOf, monthOf]);
    else query = query.groupBy(yearOf);
    const rows = await this.#counted(query, view, interval === 'month' || readsEveryRow(filters));
    return toPeriodCounts(rows);
  }

  /**
   * The days (day numbers on each sighting's calendar), in order, of the matching sightings that the
   * view's whole cells hold outside its boxes: what an answer counted in whole cells takes out to count
   * the boxes exactly. Nothing is read when the boxes' edges are the cells' own.
   */
  async outsideDays(view: ExploreView, filters: ExploreFilters): Promise<Float64Array> {
    if (bandBoxes(view).length === 0) return new Float64Array(0);
    // Not ordered in the statement: sorted here, as numbers.
    const [first, ...rest] = this.#rows
      .outside(view, filters, await matchKeysOf(filters))
      .map((part) => part.select(this.engine.explore.dayNumberOf.as('day')));
    const query = rest.reduce((all, part) => all.unionAll(part), first!);
    const rows = await this.#counted(query, view, readsEveryRow(filters));
    return Float64Array.from(rows, (row) => Number(row.day)).sort();
  }

  /** The view's shapes, countries, hours and months (on each place's calendar), each with its count. */
  async facets(view: ExploreView, filters: ExploreFilters): Promise<ExploreFacetRows> {
    const { localHourOf, monthOf } = this.engine.explore;
    // One pass over the rows, grouped by all four at once: each row is read from the table once
    // (four passes read a continent's half a million rows four times).
    const groups = await this.#counted(
      this.#rows
        .matching(view, filters, await matchKeysOf(filters), { inBoxes: true })
        .select([
          'sightings.shape as shape',
          'sightings.iso2_country_code as country',
          localHourOf.as('hour'),
          monthOf.as('month'),
          sql<number>`count(*)`.as('count'),
        ])
        .groupBy([sql`sightings.shape`, sql`sightings.iso2_country_code`, localHourOf, monthOf]),
      view,
      true,
    );
    const shapes = new Map<string, number>();
    const countries = new Map<string, number>();
    const hours = new Map<number, number>();
    const months = new Map<number, number>();
    const add = <Key>(counts: Map<Key, number>, key: Key | null, count: number) => {
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + count);
    };
    for (const group of groups) {
      const count = Number(group.count);
      add(shapes, group.shape, count);
      add(countries, group.country, count);
      add(hours, Number(group.hour), count);
      add(months, Number(group.month), count);
    }
    const listed = <Key>(counts: Map<Key, number>) => [...counts].map(([value, count]) => ({ value, count }));
    return { shapes: listed(shapes), countries: listed(countries), hours: listed(hours), months: listed(months) };
  }

  /**
   * The timeline keys of the newest public sightings inside the boxes themselves (not widened to
   * cells: these are the sightings on screen) that match the filters, newest first.
   */
  async newestKeys(view: ExploreView, filters: ExploreFilters, limit: number): Promise<number[]> {
    const rows = await this.#counted(
      this.#rows
        .narrowed(
          this.db
            .selectFrom('sightings')
            .where(this.engine.isPublic)
            .where(inBoxesCondition(view.boxes, this.engine.explore)),
          filters,
          await matchKeysOf(filters),
        )
        .select('sightings.timeline_key')
        .orderBy('sightings.timeline_key', 'desc')
        .limit(limit),
      view,
      readsEveryRow(filters),
    );
    return rows.map((row) => Number(row.timeline_key));
  }
}

interface PeriodCountRow {
  year: number | string;
  month?: number | string;
  count: number | string;
}

function toPeriodCounts(rows: readonly PeriodCountRow[]): PeriodCount[] {
  return rows
    .map((row) => ({
      year: Number(row.year),
      ...(row.month === undefined ? {} : { month: Number(row.month) }),
      count: Number(row.count),
    }))
    .sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0));
}

interface CellCountRow {
  cell: number | string;
  count: number | string;
  latitude_sum: number;
  longitude_sum: number;
  seq: number | string;
}

function toCellCount(row: CellCountRow): CellCount {
  return {
    cell: Number(row.cell),
    count: Number(row.count),
    latitudeSum: Number(row.latitude_sum),
    longitudeSum: Number(row.longitude_sum),
    seq: Number(row.seq),
  };
}
