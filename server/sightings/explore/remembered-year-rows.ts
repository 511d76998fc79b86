import { sql, type Kysely } from 'kysely';
import { withArrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { MemoVersion, TimelineMemo } from '../timeline/timeline-memo.ts';
import { cellColumn, cellRow, cellSize, cellStride } from './explore-grid.ts';
import type { CellCount, ExploreView } from './explore-repository.ts';
import { yearOfKey, yearStartKey, type CountedEnd } from './whole-years.ts';

/** A year's public sightings with a place, four numbers each: timeline key, latitude, longitude, seq. */
type YearRowsPiece = Float64Array;
const ROW_NUMBERS = 4;
const NO_ROWS: YearRowsPiece = new Float64Array(0);

/** Keys from (inclusive) to (exclusive), within one year. */
type KeyRange = Pick<CountedEnd, 'fromKey' | 'toKey'>;

/**
 * The public sightings of a year (of one shape, or of all), remembered by each process until the data
 * changes (decision 0032), for the days at a date range's ends: a range whose whole years come from
 * the kept counts reads its ends here, and a range moved by a day (a timeline dragged, the next
 * visitor's range) reads nothing new. A year of one shape is some hundreds to thousands of rows.
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
    const key = `year-rows:${year}:${shape ?? ''}`;
    const [rows] = await this.#memo.pieces(
      [key],
      async () => new Map([[key, await this.#readYear(year, shape)]]),
      NO_ROWS,
      (piece) => piece.length,
      at,
    );
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
