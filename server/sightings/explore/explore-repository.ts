import { sql, type Compilable, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { SERVING_TIME_LIMITS } from '../../db/connection.ts';
import type { ReadThreads } from '../../db/read-threads.ts';
import type { Database } from '../../db/schema.ts';
import { ThreadTimeoutError } from '../../threads/thread-pool.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { LngLatBox } from '../map/map-boxes.ts';
import { cellsInBox } from '../map/map-cells.ts';
import { SightingSql } from '../sighting-sql.ts';
import { TimelineMemo, type MemoVersion } from '../timeline/timeline-memo.ts';
import { cellColumn, cellRow, cellSize, SHAPE_YEAR_LEVELS, STORED_LEVELS } from './explore-grid.ts';
import { addedUpByCell, signed } from './cell-sums.ts';
import { KeptViewPieces } from './kept-view-pieces.ts';
import { RememberedYearRows } from './remembered-year-rows.ts';
import { splitAtYears, yearOfKey, type CountedEnd, type YearSplit } from './whole-years.ts';

/** What a view is narrowed to, as the rows hold it; a term is the search's matches, read when needed. */
export interface ExploreFilters {
  /** Timeline keys from (inclusive) and to (exclusive): the date range. */
  fromKey?: number;
  toKey?: number;
  /** The term, which names the matches in a remembered answer, and how to read their keys. */
  match?: {
    term: string;
    keys: () => Promise<readonly number[]>;
    /** The match as a condition on the rows, where the engine tests it better than the keys. */
    condition?: RawBuilder<boolean>;
  };
  hasMedia: boolean;
  shape?: string;
  country?: string;
}

/** A view's boxes (two across the antimeridian) and the level of the grid it is counted on. */
export interface ExploreView {
  boxes: readonly LngLatBox[];
  level: number;
}

/** The public sightings of one cell; `seq` is the sighting's when the cell holds one. */
export interface CellCount {
  cell: number;
  count: number;
  latitudeSum: number;
  longitudeSum: number;
  seq: number;
}

export interface PeriodCount {
  year: number;
  /** 1–12; absent for years. */
  month?: number;
  count: number;
}

export interface ExploreFacetRows {
  shapes: Array<{ value: string; count: number }>;
  countries: Array<{ value: string; count: number }>;
  hours: Array<{ value: number; count: number }>;
  months: Array<{ value: number; count: number }>;
}

/** A query of the sightings table that filters can narrow. */
type PublicSightingsQuery = SelectQueryBuilder<Database, 'sightings', object>;

/** A view touching at most this many cells of the map's grid names them, so the grid's index finds its rows. */
const HALF_DEGREE_CELLS_WORTH_NAMING = 64;

/**
 * How the kept counts by year answer filters that are only a shape and dates: years from the kept
 * counts, the days at the range's ends from the rows (whole-years.ts). Null for any other filter, or
 * when the range is short enough to count from the rows.
 */
function keptYearsOf(filters: ExploreFilters): YearSplit | null {
  if (filters.match !== undefined || filters.hasMedia || filters.country !== undefined) return null;
  return splitAtYears(filters);
}

/** The filters narrowed to the days of one end. */
const endOf = (filters: ExploreFilters, { fromKey, toKey }: CountedEnd): ExploreFilters => ({
  ...filters,
  fromKey,
  toKey,
});

export function isUnfiltered(filters: ExploreFilters): boolean {
  return (
    filters.fromKey === undefined &&
    filters.toKey === undefined &&
    filters.match === undefined &&
    !filters.hasMedia &&
    filters.shape === undefined &&
    filters.country === undefined
  );
}

/** Whether the filters are a date range, both ends given, and nothing else. */
function isDateRangeAlone(filters: ExploreFilters): boolean {
  const { fromKey, toKey, match, hasMedia, shape, country } = filters;
  return fromKey !== undefined && toKey !== undefined && !match && !hasMedia && !shape && !country;
}

/** A count from the rows that ran past the serving time limit, and was stopped. */
export class CountTookTooLongError extends Error {
  constructor() {
    super('Counting this view took too long.');
    this.name = 'CountTookTooLongError';
  }
}

/**
 * Counts from the rows of a view holding at most this many public sightings run on the serving thread:
 * some 10–20 ms of SQLite's time, less than starting a thread and handing the answer back.
 */
const MOST_ROWS_COUNTED_HERE = 10_000;

/** The memo's key of a sighting's id, by its seq. */
const SEQ_ID_KEY = 'id-of-seq:';

/** PostgreSQL's code for a statement cancelled by its time limit. */
const STATEMENT_TIMEOUT = '57014';

/**
 * The explorer's reads (decision 0024). A view with no filter is answered from the kept counts down to
 * STORED_LEVELS; a shape and dates from the kept counts by year (by shape down to SHAPE_YEAR_LEVELS)
 * and the rows at the range's ends; any other filter, or a finer grid, from the matching rows,
 * grouped the same way.
 */
export class ExploreRepository extends SightingSql {
  /** Answers counted from the rows, kept until the data changes (a view asked for again is free). */
  readonly #memo = new TimelineMemo(this.db);
  readonly #keptPieces = new KeptViewPieces(this.db, this.engine, this.#memo);
  readonly #yearRows = new RememberedYearRows(this.db, this.engine, this.#memo);
  readonly #readThreads: ReadThreads | undefined;
  readonly #mostRowsCountedHere: number;

  /**
   * `readThreads`: where long counts from the rows run, off the serving thread (SQLite); none on
   * PostgreSQL. `mostRowsCountedHere`: the most a view may hold for its counts to run here all the same.
   */
  constructor(
    db: Kysely<Database>,
    engine: SightingEngine,
    readThreads?: ReadThreads,
    mostRowsCountedHere = MOST_ROWS_COUNTED_HERE,
  ) {
    super(db, engine);
    this.#readThreads = readThreads;
    this.#mostRowsCountedHere = mostRowsCountedHere;
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
    readsEveryRow: boolean,
  ): Promise<Row[]> {
    try {
      const onThread =
        this.#readThreads !== undefined && readsEveryRow && (await this.heldIn(view)) > this.#mostRowsCountedHere;
      return onThread
        ? await this.#readThreads!.rows(query, SERVING_TIME_LIMITS.statementTimeoutMs)
        : await query.execute();
    } catch (error) {
      if (error instanceof ThreadTimeoutError || (error as { code?: unknown }).code === STATEMENT_TIMEOUT) {
        throw new CountTookTooLongError();
      }
      throw error;
    }
  }

  /**
   * How many public sightings the view holds, from the kept counts; remembered until the data changes,
   * as the refusal of a crowded view and the choice of where to count both ask it.
   */
  heldIn(view: ExploreView): Promise<number> {
    return this.#remembered('held', view, null, { hasMedia: false }, async () => {
      const cells = await this.cellCounts(view, view.level, { hasMedia: false });
      return cells.reduce((sum, cell) => sum + cell.count, 0);
    });
  }

  #remembered<Answer>(
    kind: string,
    view: ExploreView,
    detail: unknown,
    filters: ExploreFilters,
    count: (at: MemoVersion) => Promise<Answer>,
  ) {
    const query = JSON.stringify([kind, view, detail, { ...filters, match: filters.match?.term }]);
    return this.#memo.answer(query, count);
  }

  /**
   * The view's public sightings by cell of `level` (at least the view's), for clusters, those of one
   * sighting with its id; with no filter, from the kept counts.
   */
  async cellCounts(
    view: ExploreView,
    level: number,
    filters: ExploreFilters,
  ): Promise<Array<CellCount & { id?: string }>> {
    if (isUnfiltered(filters) && level <= STORED_LEVELS) return this.#keptPieces.cellCounts(view, level);
    return this.#remembered('cells', view, level, filters, async (at) =>
      this.#named(await this.#countedCells(view, level, filters, at), at),
    );
  }

  #countedCells(view: ExploreView, level: number, filters: ExploreFilters, at: MemoVersion): Promise<CellCount[]> {
    const years = filters.shape === undefined || level > SHAPE_YEAR_LEVELS ? null : keptYearsOf(filters);
    if (years !== null) return this.#cellsByShapeYears(view, level, filters, years, at);
    if (isDateRangeAlone(filters) && view.level <= SHAPE_YEAR_LEVELS) {
      // A dragged timeline's ranges in a crowded view: the years' rows are remembered, not read again.
      return this.#cellsBetween(view, level, filters, at);
    }
    return this.#countCells(view, level, filters);
  }

  /** A date range alone's clusters, from the years' remembered rows where it can be. */
  async #cellsBetween(
    view: ExploreView,
    level: number,
    filters: ExploreFilters,
    at: MemoVersion,
  ): Promise<Array<CellCount & { id?: string }>> {
    const range = { fromKey: filters.fromKey!, toKey: filters.toKey! };
    const counted = await this.#yearRows.cellCountsBetween(view, level, range, at);
    if (counted !== null) return counted;
    // A long range: the whole record's clusters less the years outside it, when those are few.
    const outside = await this.#yearRows.cellCountsOutside(view, level, range, at);
    if (outside === null) return this.#countCells(view, level, filters);
    const all = await this.#keptPieces.cellCounts(view, level, at);
    return addedUpByCell([all, outside.map((cell) => signed(cell, -1))]);
  }

  /**
   * The cells of one sighting named by its id, as the kept counts name theirs: ids are read once per
   * version, so a range moved by a day asks again only for the cells that are new to it.
   */
  async #named(
    cells: Array<CellCount & { id?: string }>,
    at: MemoVersion,
  ): Promise<Array<CellCount & { id?: string }>> {
    const unnamed = cells.filter((cell) => cell.count === 1 && cell.id === undefined);
    if (unnamed.length === 0) return cells;
    const keyOf = (seq: number) => `${SEQ_ID_KEY}${seq}`;
    const ids = await this.#memo.pieces(
      unnamed.map((cell) => keyOf(cell.seq)),
      async (missing) => {
        const seqs = missing.map((key) => Number(key.slice(SEQ_ID_KEY.length)));
        return new Map([...(await this.#idsBySeq(seqs))].map(([seq, id]) => [keyOf(seq), id]));
      },
      undefined,
      () => 1,
      at,
    );
    const idOf = new Map(unnamed.map((cell, index) => [cell, ids[index]]));
    return cells.map((cell) => {
      const id = idOf.get(cell);
      return id === undefined ? cell : { ...cell, id };
    });
  }

  /** A shape's clusters: years from the kept counts by shape, the range's ends from the year's rows. */
  async #cellsByShapeYears(
    view: ExploreView,
    level: number,
    filters: ExploreFilters,
    { years, ends }: YearSplit,
    at: MemoVersion,
  ): Promise<CellCount[]> {
    const [kept, ...counted] = await Promise.all([
      this.#keptPieces.shapeCellCounts(view, level, filters.shape!, years, at),
      ...ends.map(async (end) => {
        const cells =
          (await this.#yearRows.cellCountsWithin(view, level, filters.shape, end, at)) ??
          (await this.#countCells(view, level, endOf(filters, end)));
        return cells.map((cell) => signed(cell, end.sign));
      }),
    ]);
    return addedUpByCell([kept!, ...counted]);
  }

  async #countCells(view: ExploreView, level: number, filters: ExploreFilters): Promise<CellCount[]> {
    const cell = this.engine.explore.cellOf(level);
    const rows = this.#matching(view, filters, await matchKeysOf(filters))
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

  /** The ids of sightings by seq. */
  async #idsBySeq(seqs: readonly number[]): Promise<Map<number, string>> {
    const ids = new Map<number, string>();
    for (let start = 0; start < seqs.length; start += this.engine.valuesPerQuery) {
      const rows = await this.db
        .selectFrom('sightings')
        .select(['seq', 'id'])
        .where('seq', 'in', seqs.slice(start, start + this.engine.valuesPerQuery))
        .execute();
      for (const row of rows) ids.set(Number(row.seq), row.id);
    }
    return ids;
  }

  /** The view's public sightings by year, or by month, oldest first, leaving out periods with none. */
  async periodCounts(view: ExploreView, interval: 'year' | 'month', filters: ExploreFilters): Promise<PeriodCount[]> {
    if (interval === 'year' && isUnfiltered(filters) && view.level <= STORED_LEVELS) {
      return this.#keptPieces.yearCounts(view);
    }
    const keptLevels = filters.shape === undefined ? STORED_LEVELS : SHAPE_YEAR_LEVELS;
    const years = interval === 'year' && view.level <= keptLevels ? keptYearsOf(filters) : null;
    if (years !== null) {
      return this.#remembered('periods', view, interval, filters, (at) =>
        this.#yearsByKeptYears(view, filters, years, at),
      );
    }
    return this.#remembered('periods', view, interval, filters, () => this.#countPeriods(view, interval, filters));
  }

  /**
   * Years for a shape, dates or both: the whole years from the kept counts by year (by shape and year
   * for a shape), the range's ends from the rows.
   */
  async #yearsByKeptYears(view: ExploreView, filters: ExploreFilters, { years, ends }: YearSplit, at: MemoVersion) {
    const kept = await this.#keptPieces.yearCounts(view, filters.shape, years, at);
    const counted = await Promise.all(
      ends.map(async (end) => {
        const count = await this.#yearRows.countWithin(view, filters.shape, end, at);
        const periods =
          count === null
            ? await this.#countPeriods(view, 'year', endOf(filters, end))
            : [{ year: yearOfKey(end.fromKey), count }];
        return periods.map(({ year, count }) => ({ year, count: end.sign * count }));
      }),
    );
    const byYear = new Map<number, number>();
    for (const { year, count } of [...kept, ...counted.flat()])
      byYear.set(Number(year), (byYear.get(Number(year)) ?? 0) + Number(count));
    return [...byYear]
      .filter(([, count]) => count > 0)
      .map(([year, count]) => ({ year, count }))
      .sort((a, b) => a.year - b.year);
  }

  async #countPeriods(view: ExploreView, interval: 'year' | 'month', filters: ExploreFilters): Promise<PeriodCount[]> {
    const { yearOf, monthOf } = this.engine.explore;
    let query = this.#matching(view, filters, await matchKeysOf(filters)).select([
      yearOf.as('year'),
      sql<number>`count(*)`.as('count'),
    ]);
    if (interval === 'month') query = query.select(monthOf.as('month')).groupBy([yearOf, monthOf]);
    else query = query.groupBy(yearOf);
    const rows = await this.#counted(query, view, interval === 'month' || readsEveryRow(filters));
    return rows
      .map((row) => ({
        year: Number(row.year),
        ...('month' in row ? { month: Number(row.month) } : {}),
        count: Number(row.count),
      }))
      .sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0));
  }

  /** The view's shapes, countries, solar hours and months, each with its count; from the rows. */
  facets(view: ExploreView, filters: ExploreFilters): Promise<ExploreFacetRows> {
    return this.#remembered('facets', view, null, filters, () => this.#countFacets(view, filters));
  }

  async #countFacets(view: ExploreView, filters: ExploreFilters): Promise<ExploreFacetRows> {
    const { solarHourOf, monthOf } = this.engine.explore;
    // One pass over the rows, grouped by all four at once: each row is read from the table once
    // (four passes read a continent's half a million rows four times).
    const groups = await this.#counted(
      this.#matching(view, filters, await matchKeysOf(filters))
        .select([
          'sightings.shape as shape',
          'sightings.iso2_country_code as country',
          solarHourOf.as('hour'),
          monthOf.as('month'),
          sql<number>`count(*)`.as('count'),
        ])
        .groupBy([sql`sightings.shape`, sql`sightings.iso2_country_code`, solarHourOf, monthOf]),
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
  newestKeys(view: ExploreView, filters: ExploreFilters, limit: number): Promise<number[]> {
    return this.#remembered('newest', { boxes: view.boxes, level: 0 }, limit, filters, async () => {
      const inBoxes = view.boxes.map(
        (box) => sql<SqlBool>`(sightings.latitude between ${box.south} and ${box.north}
          and sightings.longitude between ${box.west} and ${box.east})`,
      );
      const rows = await this.#counted(
        this.#narrowed(
          this.db
            .selectFrom('sightings')
            .where(this.engine.isPublic)
            .where(sql<SqlBool>`(${sql.join(inBoxes, sql` or `)})`),
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
    });
  }

  /** Public sightings in the view's cells that match the filters. */
  #matching(view: ExploreView, filters: ExploreFilters, matchKeys: readonly number[] | undefined) {
    let query = this.db.selectFrom('sightings').where(this.engine.isPublic).where(this.#inView(view));
    const halfDegreeCells = view.boxes.map((box) =>
      cellsInBox(viewCellsBox(box, view.level), HALF_DEGREE_CELLS_WORTH_NAMING),
    );
    if (halfDegreeCells.every((cells) => cells !== null)) {
      // A small view: its few cells of the map's grid let its index find the rows.
      query = query.where(sql<SqlBool>`${this.engine.cellOfSighting} in (${sql.join(halfDegreeCells.flat())})`);
    } else if (readsEveryRow(filters) || (filters.fromKey === undefined && filters.toKey === undefined)) {
      // A date range with no other filter finds its rows by the timeline's index: offered the places
      // too, PostgreSQL read a continent's from its GiST index for every range (270 ms, against 1 ms).
      const places = this.engine.explore.placesIn(view.boxes.map((box) => viewCellsBox(box, view.level)));
      if (places !== null) query = query.where(places);
    }
    return this.#narrowed(query, filters, matchKeys);
  }

  /** The filters' conditions on a query of public sightings. */
  #narrowed(
    query: PublicSightingsQuery,
    filters: ExploreFilters,
    matchKeys: readonly number[] | undefined,
  ): PublicSightingsQuery {
    const { explore } = this.engine;
    if (filters.fromKey !== undefined) query = query.where('timeline_key', '>=', filters.fromKey);
    if (filters.toKey !== undefined) query = query.where('timeline_key', '<', filters.toKey);
    if (filters.match?.condition !== undefined) query = query.where(filters.match.condition);
    else if (matchKeys !== undefined) query = query.where(explore.keyIsOneOf(matchKeys));
    if (filters.hasMedia) query = query.where('media_count', '>', 0);
    if (filters.shape !== undefined) query = query.where('shape', '=', filters.shape);
    if (filters.country !== undefined) query = query.where('iso2_country_code', '=', filters.country);
    return query;
  }

  /** In one of the view's rectangles of cells, exactly as the kept counts place a sighting. */
  #inView(view: ExploreView): RawBuilder<SqlBool> {
    const { rowOf, columnOf } = this.engine.explore;
    const rectangles = view.boxes.map((box) => {
      const rows = [cellRow(box.south, view.level), cellRow(box.north, view.level)];
      const columns = [cellColumn(box.west, view.level), cellColumn(box.east, view.level)];
      return sql<SqlBool>`(${rowOf(view.level)} between ${rows[0]} and ${rows[1]}
        and ${columnOf(view.level)} between ${columns[0]} and ${columns[1]})`;
    });
    return sql<SqlBool>`(${sql.join(rectangles, sql` or `)})`;
  }
}

/** Whether a filter has no index to narrow the view's rows first (a term, a country, media). */
export function readsEveryRow(filters: ExploreFilters): boolean {
  return filters.match !== undefined || filters.country !== undefined || filters.hasMedia;
}

/** The keys a term matches, read only when its match is not a condition on the rows. */
const matchKeysOf = async (filters: ExploreFilters) =>
  filters.match?.condition === undefined ? await filters.match?.keys() : undefined;

/** The box covered by the cells of `level` that a box touches. */
function viewCellsBox(box: LngLatBox, level: number): LngLatBox {
  const size = cellSize(level);
  return {
    west: Math.max(-180, cellColumn(box.west, level) * size - 180),
    east: Math.min(180, (cellColumn(box.east, level) + 1) * size - 180),
    south: Math.max(-90, cellRow(box.south, level) * size - 90),
    north: Math.min(90, (cellRow(box.north, level) + 1) * size - 90),
  };
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
