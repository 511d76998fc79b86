import { sql, type Kysely } from 'kysely';
import { withArrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { CacheVersion, VersionedCache } from '../timeline/versioned-cache.ts';
import {
  cellRangesInCell,
  coveringRanges,
  enclosingCell,
  mergedRanges,
  viewCellsOf,
  type CellRange,
} from './explore-grid.ts';
import type { CellCount, ExploreView, NamedCellCount, PeriodCount } from './explore-types.ts';

/** A cell's clusters, with the id of each that is one sighting. */
type ClusterPiece = readonly NamedCellCount[];
/** A cell's public sightings by year, as pairs: year, count, year, count, … */
type YearsPiece = readonly number[];
/** A cell's clusters of one shape by year, six numbers each: cell, year, count, latitude, longitude and seq sums. */
type ShapeClustersPiece = Float64Array;
const SHAPE_CLUSTER_NUMBERS = 6;

const NO_CLUSTERS: ClusterPiece = [];
const NO_YEARS: YearsPiece = [];
const NO_SHAPE_CLUSTERS: ShapeClustersPiece = new Float64Array(0);
/** A cluster as a piece holds it, in numbers: cell, count, three sums, and its id's place. */
const CLUSTER_NUMBERS = 6;

/** Years from `first` to `last`, either open. */
export interface YearSpan {
  first?: number;
  last?: number;
}

/**
 * The explorer's `kept-pieces` strategy, and the whole years of `kept-years-and-ends`: views answered
 * from the kept counts (no filter, or a shape and whole years) in pieces that each server process
 * remembers until the data changes (decision 0032): a cell of the view's grid holds its clusters (of
 * one shape: by year), a cell of the view's covering its years. A view asked again, by anyone, costs
 * the read of the data's version; a view panned reads only the cells it had not seen.
 */
export class KeptViewPieces extends SightingSql {
  readonly #cache: VersionedCache;

  constructor(db: Kysely<Database>, engine: SightingEngine, cache: VersionedCache) {
    super(db, engine);
    this.#cache = cache;
  }

  /** The view's public sightings by cell of `level` (the view's or finer, kept), the ones of a single sighting named. */
  async cellCounts(view: ExploreView, level: number, at?: CacheVersion): Promise<NamedCellCount[]> {
    const cells = viewCellsOf(view.boxes, view.level);
    const keyOf = (cell: number) => `clusters:${view.level}:${level}:${cell}`;
    const keys = cells.map(keyOf);
    const pieces = await this.#cache.pieces(
      'clusters',
      keys,
      async (missing) => {
        const wanted = new Set(missing);
        const cellsMissing = cells.filter((_, index) => wanted.has(keys[index]!));
        const byCell = await this.#readClusters(view.level, level, cellsMissing);
        return new Map([...byCell].map(([cell, piece]) => [keyOf(cell), piece]));
      },
      NO_CLUSTERS,
      (piece) => piece.length * CLUSTER_NUMBERS,
      at,
    );
    return pieces.flat();
  }

  /**
   * The view's public sightings of a shape in the whole years of `years`, by cell of `level` (kept by
   * shape and year down to SHAPE_YEAR_LEVELS); cells with none left out.
   */
  async shapeCellCounts(
    view: ExploreView,
    level: number,
    shape: string,
    years: YearSpan,
    at?: CacheVersion,
  ): Promise<CellCount[]> {
    const cells = viewCellsOf(view.boxes, view.level);
    const keyOf = (cell: number) => `shape-clusters:${shape}:${view.level}:${level}:${cell}`;
    const cellOfKey = new Map(cells.map((cell) => [keyOf(cell), cell]));
    const pieces = await this.#cache.pieces(
      'shapeClusters',
      cells.map(keyOf),
      async (missing) => {
        const cellsMissing = missing.map((key) => cellOfKey.get(key)!);
        const byCell = await this.#readShapeClusters(view.level, level, shape, cellsMissing);
        return new Map([...byCell].map(([cell, piece]) => [keyOf(cell), piece]));
      },
      NO_SHAPE_CLUSTERS,
      (piece) => piece.length,
      at,
    );
    const [first, last] = [years.first ?? -Infinity, years.last ?? Infinity];
    const byCell = new Map<number, CellCount>();
    for (const piece of pieces) {
      for (let index = 0; index < piece.length; index += SHAPE_CLUSTER_NUMBERS) {
        const year = piece[index + 1]!;
        if (year < first || year > last) continue;
        const cell = piece[index]!;
        let sum = byCell.get(cell);
        if (sum === undefined) byCell.set(cell, (sum = { cell, count: 0, latitudeSum: 0, longitudeSum: 0, seq: 0 }));
        sum.count += piece[index + 2]!;
        sum.latitudeSum += piece[index + 3]!;
        sum.longitudeSum += piece[index + 4]!;
        sum.seq += piece[index + 5]!;
      }
    }
    return [...byCell.values()].filter((cell) => cell.count > 0);
  }

  /**
   * The view's public sightings (of a shape, when given) by year, in the whole years of `years`,
   * oldest first, leaving out years with none.
   */
  async yearCounts(view: ExploreView, shape?: string, years: YearSpan = {}, at?: CacheVersion): Promise<PeriodCount[]> {
    const cells = cellsOf(coveringRanges(view.boxes, view.level));
    const keyOf = ({ level, cell }: LevelCell) => `years:${shape ?? ''}:${level}:${cell}`;
    const pieces = await this.#cache.pieces(
      'years',
      cells.map(keyOf),
      (missing) => this.#readYears(missing, shape),
      NO_YEARS,
      (piece) => piece.length,
      at,
    );
    let [first, last] = [Infinity, -Infinity];
    for (const piece of pieces)
      for (let index = 0; index < piece.length; index += 2) {
        first = Math.min(first, piece[index]!);
        last = Math.max(last, piece[index]!);
      }
    first = Math.max(first, years.first ?? -Infinity);
    last = Math.min(last, years.last ?? Infinity);
    if (first > last) return [];
    const counts = new Float64Array(last - first + 1);
    for (const piece of pieces)
      for (let index = 0; index < piece.length; index += 2) {
        const year = piece[index]!;
        if (year >= first && year <= last) counts[year - first]! += piece[index + 1]!;
      }
    const counted: PeriodCount[] = [];
    counts.forEach((count, offset) => {
      if (count > 0) counted.push({ year: first + offset, count });
    });
    return counted;
  }

  /** The clusters of cells of the view's grid, by cell; a cell with none is left out. */
  async #readClusters(view: number, level: number, cells: readonly number[]): Promise<Map<number, ClusterPiece>> {
    const ranges = mergedRanges(cells.flatMap((cell) => cellRangesInCell(view, cell, level)));
    // As arrays: a world view's few hundred rows cost the app more to read as objects than to ask for.
    // A cell of one sighting names it by its seq: its id comes in the same read.
    const { rows } = await withArrayRows<CellCountArray>(sql`
      select kept.cell, kept.sighting_count, kept.latitude_sum, kept.longitude_sum, kept.seq_sum, single.id
      from ${this.engine.explore.keptInRanges('explore_cells', ranges, sql``)}
        left join sightings single on kept.sighting_count = 1 and single.seq = kept.seq_sum
      where kept.sighting_count > 0`).execute(this.db);
    const byCell = new Map<number, NamedCellCount[]>();
    for (const [cellNumber, count, latitudeSum, longitudeSum, seq, id] of rows) {
      const counted = {
        cell: Number(cellNumber),
        count: Number(count),
        latitudeSum: Number(latitudeSum),
        longitudeSum: Number(longitudeSum),
        seq: Number(seq),
        ...(id === null ? {} : { id }),
      };
      const cell = enclosingCell(counted.cell, level, view);
      let piece = byCell.get(cell);
      if (piece === undefined) byCell.set(cell, (piece = []));
      piece.push(counted);
    }
    return byCell;
  }

  /** A shape's clusters by year in cells of the view's grid, by cell; a cell with none is left out. */
  async #readShapeClusters(
    view: number,
    level: number,
    shape: string,
    cells: readonly number[],
  ): Promise<Map<number, ShapeClustersPiece>> {
    const ranges = mergedRanges(cells.flatMap((cell) => cellRangesInCell(view, cell, level)));
    const { rows } = await withArrayRows<ShapeYearArray>(sql`
      select kept.cell, kept.year, kept.sighting_count, kept.latitude_sum, kept.longitude_sum, kept.seq_sum
      from ${this.engine.explore.keptInRanges('explore_cell_shape_years', ranges, sql`and kept.shape = ${shape}`)}
      where kept.sighting_count <> 0`).execute(this.db);
    const byCell = new Map<number, number[]>();
    for (const row of rows) {
      const cell = enclosingCell(Number(row[0]), level, view);
      let numbers = byCell.get(cell);
      if (numbers === undefined) byCell.set(cell, (numbers = []));
      for (const value of row) numbers.push(Number(value));
    }
    return new Map([...byCell].map(([cell, numbers]) => [cell, Float64Array.from(numbers)]));
  }

  /** The years of cells (of a shape, when given), by key (`years:shape:level:cell`); a cell with none is left out. */
  async #readYears(keys: readonly string[], shape: string | undefined): Promise<Map<string, YearsPiece>> {
    const ranges = mergedRanges(
      keys.map((key) => {
        const [level, cell] = key.split(':').slice(-2).map(Number);
        return { level: level!, first: cell!, last: cell! };
      }),
    );
    const [table, condition] =
      shape === undefined
        ? ['explore_cell_years', sql``]
        : ['explore_cell_shape_years', sql`and kept.shape = ${shape}`];
    const { rows } = await withArrayRows<YearCountArray>(sql`
      select kept.level, kept.cell, kept.year, kept.sighting_count
      from ${this.engine.explore.keptInRanges(table, ranges, condition)}
      where kept.sighting_count <> 0`).execute(this.db);
    const byKey = new Map<string, number[]>();
    for (const [level, cell, year, count] of rows) {
      const key = `years:${shape ?? ''}:${level}:${cell}`;
      let piece = byKey.get(key);
      if (piece === undefined) byKey.set(key, (piece = []));
      piece.push(Number(year), Number(count));
    }
    return byKey;
  }
}

interface LevelCell {
  level: number;
  cell: number;
}

/** Every cell of the ranges, one by one. */
function cellsOf(ranges: readonly CellRange[]): LevelCell[] {
  const cells: LevelCell[] = [];
  for (const { level, first, last } of ranges)
    for (let cell = first; cell <= last; cell += 1) cells.push({ level, cell });
  return cells;
}

/** A kept cell's row as an array: cell, count, latitude, longitude and seq sums, and its one sighting's id. */
type CellCountArray = [number | string, number | string, number, number, number | string, string | null];
/** A kept cell's shape and year as an array: cell, year, count, latitude, longitude and seq sums. */
type ShapeYearArray = [number | string, number, number | string, number, number, number | string];
/** A kept cell's year as an array: level, cell, year, count. */
type YearCountArray = [number, number | string, number, number | string];
