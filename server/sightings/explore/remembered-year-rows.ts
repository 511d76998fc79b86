import { sql, type Kysely } from 'kysely';
import { withArrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { MemoVersion, TimelineMemo } from '../timeline/timeline-memo.ts';
import { addedUpByCell } from './cell-sums.ts';
import { cellColumn, cellRow, cellSize, cellStride } from './explore-grid.ts';
import type { CellCount, ExploreView } from './explore-repository.ts';
import { splitAtYears, yearOfKey, yearStartKey, type CountedEnd } from './whole-years.ts';

/** A year's public sightings with a place, four numbers each: timeline key, latitude, longitude, seq. */
type YearRowsPiece = Float64Array;
const ROW_NUMBERS = 4;
/** A cell's sums as a year's clusters hold them: cell, count, latitude, longitude and seq sums. */
const CELL_NUMBERS = 5;
const NO_ROWS: YearRowsPiece = new Float64Array(0);

/** Keys from (inclusive) to (exclusive). */
type KeyRange = Pick<CountedEnd, 'fromKey' | 'toKey'>;

/**
 * A range of dates alone is counted from the remembered years when it spans at most this many (some
 * 15,000 rows a year in a million, 40 years some 20 MiB): longer ones are counted from the table.
 */
export const MOST_YEARS_FROM_REMEMBERED_ROWS = 40;

/**
 * The public sightings of a year (of one shape, or of all), remembered by each process until the data
 * changes (decision 0032), for date ranges: a range whose whole years come from the kept counts reads
 * the days at its ends here, a range of dates alone its whole years too (as each year's clusters), and
 * a range moved by a day (a timeline dragged, the next visitor's range) reads nothing new. A year of
 * one shape is some hundreds to thousands of rows; of all, some 15,000 in a million.
 */
export class RememberedYearRows extends SightingSql {
  readonly #memo: TimelineMemo;

  constructor(db: Kysely<Database>, engine: SightingEngine, memo: TimelineMemo) {
    super(db, engine);
    this.#memo = memo;
  }

  /**
   * The view's public sightings (of the shape, when given) with keys in `range`, by cell of `level`;
   * null when the range is not within one year.
   */
  async cellCountsWithin(
    view: ExploreView,
    level: number,
    shape: string | undefined,
    range: KeyRange,
    at?: MemoVersion,
  ): Promise<CellCount[] | null> {
    const byCell = new Map<number, CellCount>();
    const [size, stride] = [cellSize(level), cellStride(level)];
    const found = await this.#eachWithin(view, shape, range, at, (latitude, longitude, seq) => {
      const cell = Math.floor((latitude + 90) / size) * stride + Math.floor((longitude + 180) / size);
      let sum = byCell.get(cell);
      if (sum === undefined) byCell.set(cell, (sum = { cell, count: 0, latitudeSum: 0, longitudeSum: 0, seq: 0 }));
      sum.count += 1;
      sum.latitudeSum += latitude;
      sum.longitudeSum += longitude;
      sum.seq += seq;
    });
    return found ? [...byCell.values()] : null;
  }

  /**
   * The view's public sightings with keys in `range` (of any shape), by cell of `level`: its whole
   * years from each year's clusters, its ends from the years' rows; null when it spans more than
   * MOST_YEARS_FROM_REMEMBERED_ROWS years.
   */
  async cellCountsBetween(
    view: ExploreView,
    level: number,
    { fromKey, toKey }: KeyRange,
    at?: MemoVersion,
  ): Promise<CellCount[] | null> {
    const [first, last] = [yearOfKey(fromKey), yearOfKey(toKey - 1)];
    if (fromKey >= toKey || last - first + 1 > MOST_YEARS_FROM_REMEMBERED_ROWS) return null;
    const byCell = new Map<number, CellCount>();
    /** Adds (sign 1) or takes away (-1) a cell's count and sums, at `offset` in `numbers` after its number. */
    const add = (cell: number, sign: 1 | -1, numbers: ArrayLike<number>, offset: number) => {
      let sum = byCell.get(cell);
      if (sum === undefined) byCell.set(cell, (sum = { cell, count: 0, latitudeSum: 0, longitudeSum: 0, seq: 0 }));
      sum.count += sign * numbers[offset + 1]!;
      sum.latitudeSum += sign * numbers[offset + 2]!;
      sum.longitudeSum += sign * numbers[offset + 3]!;
      sum.seq += sign * numbers[offset + 4]!;
    };
    const inView = viewTest(view, level);
    // Whole years from their clusters, and at each end the days in the range, or the whole year less
    // the days outside it, whichever is fewer (a range within half a year: its days alone, year by year).
    const split = splitAtYears({ fromKey, toKey }) ?? { years: { first: 1, last: 0 }, ends: [] };
    const wholeYears = Array.from(
      { length: Math.max(0, split.years.last! - split.years.first! + 1) },
      (_, index) => split.years.first! + index,
    );
    const ends: CountedEnd[] =
      wholeYears.length > 0 || split.ends.length > 0
        ? split.ends
        : Array.from({ length: last - first + 1 }, (_, index) => ({
            fromKey: Math.max(fromKey, yearStartKey(first + index)),
            toKey: Math.min(toKey, yearStartKey(first + index + 1)),
            sign: 1 as const,
          }));
    await Promise.all([
      ...wholeYears.map(async (year) => {
        // Its clusters all over the world, summed once per version; then the view's.
        const sums = await this.#yearCells(year, level, at);
        for (let offset = 0; offset < sums.length; offset += CELL_NUMBERS) {
          const cell = sums[offset]!;
          if (inView(cell)) add(cell, 1, sums, offset);
        }
      }),
      ...ends.map(async (end) => {
        for (const { cell, count, latitudeSum, longitudeSum, seq } of (await this.cellCountsWithin(
          view,
          level,
          undefined,
          end,
          at,
        ))!)
          add(cell, end.sign, [cell, count, latitudeSum, longitudeSum, seq], 0);
      }),
    ]);
    return [...byCell.values()].filter((cell) => cell.count > 0);
  }

  /**
   * The view's public sightings with keys outside `range` (of any shape), by cell of `level`, counted
   * as cellCountsBetween counts; null when the years with sightings outside it are too many for that.
   * A long range is the whole record less this.
   */
  async cellCountsOutside(
    view: ExploreView,
    level: number,
    { fromKey, toKey }: KeyRange,
    at?: MemoVersion,
  ): Promise<CellCount[] | null> {
    const [firstYear, lastYear] = await this.#yearsWithSightings(at);
    const outside = [
      { fromKey: yearStartKey(firstYear), toKey: fromKey },
      { fromKey: toKey, toKey: yearStartKey(lastYear + 1) },
    ].filter((part) => part.fromKey < part.toKey);
    const years = outside.reduce((sum, part) => sum + yearOfKey(part.toKey - 1) - yearOfKey(part.fromKey) + 1, 0);
    if (years > MOST_YEARS_FROM_REMEMBERED_ROWS) return null;
    const counted = await Promise.all(outside.map((part) => this.cellCountsBetween(view, level, part, at)));
    return addedUpByCell(counted.map((cells) => cells!));
  }

  /** The first and last years with a public sighting, from the kept counts (read once per version). */
  async #yearsWithSightings(at: MemoVersion | undefined): Promise<[number, number]> {
    const key = 'years-with-sightings';
    const [span] = await this.#memo.pieces(
      [key],
      async () => {
        const { rows } = await sql<{ first: number | null; last: number | null }>`
          select min(year) as first, max(year) as last from explore_cell_years where level = 1`.execute(this.db);
        return new Map([[key, [Number(rows[0]?.first ?? 0), Number(rows[0]?.last ?? -1)]]]);
      },
      [0, -1],
      () => 2,
      at,
    );
    return span as [number, number];
  }

  /** A year's public sightings by cell of `level`, the world over: five numbers a cell (cell, count and the three sums). */
  async #yearCells(year: number, level: number, at: MemoVersion | undefined): Promise<Float64Array> {
    const key = `year-cells:${year}:${level}`;
    const [sums] = await this.#memo.pieces(
      [key],
      async () => {
        const rows = await this.#yearRows(year, undefined, at);
        const [size, stride] = [cellSize(level), cellStride(level)];
        const byCell = new Map<number, number>();
        const numbers: number[] = [];
        for (let index = 0; index < rows.length; index += ROW_NUMBERS) {
          const [latitude, longitude] = [rows[index + 1]!, rows[index + 2]!];
          const cell = Math.floor((latitude + 90) / size) * stride + Math.floor((longitude + 180) / size);
          let offset = byCell.get(cell);
          if (offset === undefined) {
            offset = numbers.length;
            byCell.set(cell, offset);
            numbers.push(cell, 0, 0, 0, 0);
          }
          numbers[offset + 1]! += 1;
          numbers[offset + 2]! += latitude;
          numbers[offset + 3]! += longitude;
          numbers[offset + 4]! += rows[index + 3]!;
        }
        return new Map([[key, Float64Array.from(numbers)]]);
      },
      NO_ROWS,
      (piece) => piece.length,
      at,
    );
    return sums!;
  }

  /** How many public sightings (of the shape, when given) the view holds with keys in `range`; null as above. */
  async countWithin(
    view: ExploreView,
    shape: string | undefined,
    range: KeyRange,
    at?: MemoVersion,
  ): Promise<number | null> {
    let count = 0;
    const found = await this.#eachWithin(view, shape, range, at, () => {
      count += 1;
    });
    return found ? count : null;
  }

  /** Calls `visit` for each of the year's rows in the view's cells and the range; false when the range spans years. */
  async #eachWithin(
    view: ExploreView,
    shape: string | undefined,
    { fromKey, toKey }: KeyRange,
    at: MemoVersion | undefined,
    visit: (latitude: number, longitude: number, seq: number) => void,
  ): Promise<boolean> {
    const year = yearOfKey(fromKey);
    if (fromKey >= toKey || yearOfKey(toKey - 1) !== year) return false;
    const rows = await this.#yearRows(year, shape, at);
    // In one of the view's rectangles of cells, exactly as the kept counts place a sighting.
    const size = cellSize(view.level);
    const rectangles = view.boxes.map((box) => ({
      south: cellRow(box.south, view.level),
      north: cellRow(box.north, view.level),
      west: cellColumn(box.west, view.level),
      east: cellColumn(box.east, view.level),
    }));
    // The rows are in key order: the range's are one run of them.
    for (let index = firstAtOrAfter(rows!, fromKey); index < rows!.length; index += ROW_NUMBERS) {
      if (rows![index]! >= toKey) break;
      const [latitude, longitude] = [rows![index + 1]!, rows![index + 2]!];
      const [row, column] = [Math.floor((latitude + 90) / size), Math.floor((longitude + 180) / size)];
      const inView = rectangles.some(
        ({ south, north, west, east }) => row >= south && row <= north && column >= west && column <= east,
      );
      if (inView) visit(latitude, longitude, rows![index + 3]!);
    }
    return true;
  }

  /** The year's rows (of the shape, when given), read once per version. */
  async #yearRows(year: number, shape: string | undefined, at: MemoVersion | undefined): Promise<YearRowsPiece> {
    const key = `year-rows:${year}:${shape ?? ''}`;
    const [rows] = await this.#memo.pieces(
      [key],
      async () => new Map([[key, await this.#readYear(year, shape)]]),
      NO_ROWS,
      (piece) => piece.length,
      at,
    );
    return rows!;
  }

  async #readYear(year: number, shape: string | undefined): Promise<YearRowsPiece> {
    const ofShape = shape === undefined ? sql`` : sql`and sightings.shape = ${shape}`;
    const { rows } = await withArrayRows<[number | string, number, number, number | string]>(sql`
      select sightings.timeline_key, sightings.latitude, sightings.longitude, sightings.seq
      from sightings
      where ${this.engine.isPublic} ${ofShape}
        and sightings.timeline_key >= ${yearStartKey(year)} and sightings.timeline_key < ${yearStartKey(year + 1)}
        and sightings.latitude is not null and sightings.longitude is not null
      order by sightings.timeline_key`).execute(this.db);
    const numbers = new Float64Array(rows.length * ROW_NUMBERS);
    rows.forEach((row, index) => {
      for (let column = 0; column < ROW_NUMBERS; column += 1)
        numbers[index * ROW_NUMBERS + column] = Number(row[column]);
    });
    return numbers;
  }
}

/** The index of the first row whose key is `key` or later, in rows ordered by key. */
function firstAtOrAfter(rows: YearRowsPiece, key: number): number {
  let [low, high] = [0, rows.length / ROW_NUMBERS];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle * ROW_NUMBERS]! < key) low = middle + 1;
    else high = middle;
  }
  return low * ROW_NUMBERS;
}

/** Whether a cell of `level` lies in one of the view's rectangles of cells (of its own, coarser level). */
function viewTest(view: ExploreView, level: number): (cell: number) => boolean {
  const [stride, scale] = [cellStride(level), 2 ** (level - view.level)];
  const rectangles = view.boxes.map((box) => ({
    south: cellRow(box.south, view.level),
    north: cellRow(box.north, view.level),
    west: cellColumn(box.west, view.level),
    east: cellColumn(box.east, view.level),
  }));
  return (cell) => {
    const [row, column] = [Math.floor(Math.floor(cell / stride) / scale), Math.floor((cell % stride) / scale)];
    return rectangles.some(
      ({ south, north, west, east }) => row >= south && row <= north && column >= west && column <= east,
    );
  };
}
