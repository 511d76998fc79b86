import { sql, type Kysely } from 'kysely';
import { withArrayRows } from '../../db/array-rows.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { CacheVersion, VersionedCache } from '../timeline/versioned-cache.ts';
import { addedUpByCell } from './cell-sums.ts';
import { MOST_YEARS_FROM_REMEMBERED_ROWS } from './explore-plan.ts';
import type { CellCount, ExploreView } from './explore-types.ts';
import { ViewCellSums } from './view-cell-sums.ts';
import { keysAround, yearOfDay, yearStartDay, type CountedEnd } from './whole-years.ts';
import { ROW_NUMBERS, YearCellRuns } from './year-cell-runs.ts';

/** Days from (inclusive) to (exclusive). */
type DayRange = Pick<CountedEnd, 'fromDay' | 'toDay'>;

const NO_RUNS = new YearCellRuns(new Float64Array(0), 1);

/**
 * The public sightings of a year on their own calendars (of one shape, or of all: those whose
 * `local_date` is in it, as the kept counts file them), by cell of a level, remembered by each
 * process until the data changes (decision 0032), for date ranges: the explorer's
 * `remembered-year-rows` strategy, and the ends of `kept-years-and-ends`. A range whose whole years
 * come from the kept counts reads the days at its ends here, a range of dates alone all its years, and
 * a range moved by a day (a timeline dragged, the next visitor's range) reads nothing new. A year of one
 * shape is some hundreds to thousands of rows; of all, some 15,000 in a million.
 */
export class RememberedYearRows extends SightingSql {
  readonly #cache: VersionedCache;

  constructor(db: Kysely<Database>, engine: SightingEngine, cache: VersionedCache) {
    super(db, engine);
    this.#cache = cache;
  }

  /**
   * The view's public sightings (of the shape, when given) on the days of `range`, by cell of `level`;
   * null when the range is not within one year.
   */
  async cellCountsWithin(
    view: ExploreView,
    level: number,
    shape: string | undefined,
    range: DayRange,
    at?: CacheVersion,
  ): Promise<CellCount[] | null> {
    const year = yearWithin(range);
    return year === null ? null : this.#summed(view, level, shape, year, year, range, at);
  }

  /**
   * The view's public sightings on the days of `range` (of any shape), by cell of `level`, year by year:
   * for ranges of at most MOST_YEARS_FROM_REMEMBERED_ROWS years (explore-plan.ts).
   */
  cellCountsBetween(view: ExploreView, level: number, range: DayRange, at?: CacheVersion): Promise<CellCount[]> {
    return this.#summed(view, level, undefined, yearOfDay(range.fromDay), yearOfDay(range.toDay - 1), range, at);
  }

  /** The sightings of the years from `first` to `last` on the days of `range`, summed by cell of `level`. */
  async #summed(
    view: ExploreView,
    level: number,
    shape: string | undefined,
    first: number,
    last: number,
    { fromDay, toDay }: DayRange,
    at: CacheVersion | undefined,
  ): Promise<CellCount[]> {
    const sums = new ViewCellSums(view, level);
    const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
    await Promise.all(
      years.map(async (year) => {
        const runs = await this.#yearRuns(year, level, shape, at);
        runs.addWithin(sums, Math.max(fromDay, yearStartDay(year)), Math.min(toDay, yearStartDay(year + 1)));
      }),
    );
    return sums.cellCounts();
  }

  /**
   * The view's public sightings on days outside `range` (of any shape), by cell of `level`, counted
   * as cellCountsBetween counts; null when the years with sightings outside it are too many for that.
   * A long range is the whole record less this.
   */
  async cellCountsOutside(
    view: ExploreView,
    level: number,
    { fromDay, toDay }: DayRange,
    at?: CacheVersion,
  ): Promise<CellCount[] | null> {
    const [firstYear, lastYear] = await this.#yearsWithSightings(at);
    const outside = [
      { fromDay: yearStartDay(firstYear), toDay: fromDay },
      { fromDay: toDay, toDay: yearStartDay(lastYear + 1) },
    ].filter((part) => part.fromDay < part.toDay);
    const years = outside.reduce((sum, part) => sum + yearOfDay(part.toDay - 1) - yearOfDay(part.fromDay) + 1, 0);
    if (years > MOST_YEARS_FROM_REMEMBERED_ROWS) return null;
    const counted = await Promise.all(outside.map((part) => this.cellCountsBetween(view, level, part, at)));
    return addedUpByCell(counted);
  }

  /** The first and last years with a public sighting, from the kept counts (read once per version). */
  async #yearsWithSightings(at: CacheVersion | undefined): Promise<readonly [number, number]> {
    const key = 'years-with-sightings';
    const [span] = await this.#cache.pieces(
      'yearsWithSightings',
      [key],
      async () => {
        const { rows } = await sql<{ first: number | null; last: number | null }>`
          select min(year) as first, max(year) as last from explore_cell_years where level = 1`.execute(this.db);
        return new Map([[key, [Number(rows[0]?.first ?? 0), Number(rows[0]?.last ?? -1)] as const]]);
      },
      [0, -1],
      () => 2,
      at,
    );
    return span!;
  }

  /** How many public sightings (of the shape, when given) the view holds on the days of `range`; null as above. */
  async countWithin(
    view: ExploreView,
    shape: string | undefined,
    range: DayRange,
    at?: CacheVersion,
  ): Promise<number | null> {
    const year = yearWithin(range);
    if (year === null) return null;
    const runs = await this.#yearRuns(year, view.level, shape, at);
    return runs.countWithin(new ViewCellSums(view, view.level), range.fromDay, range.toDay);
  }

  /** The year's rows (of the shape, when given) by cell of `level`, read once per version. */
  async #yearRuns(
    year: number,
    level: number,
    shape: string | undefined,
    at: CacheVersion | undefined,
  ): Promise<YearCellRuns> {
    const key = `year-runs:${year}:${level}:${shape ?? ''}`;
    const [runs] = await this.#cache.pieces(
      'yearRuns',
      [key],
      async () => new Map([[key, new YearCellRuns(await this.#readYear(year, shape), level)]]),
      NO_RUNS,
      (piece) => piece.numbers,
      at,
    );
    return runs!;
  }

  /**
   * The sightings whose own day is in the year, in day order: their keys a day wider than the year
   * find them by the timeline's index (decision 0047), and each row's `local_date` decides.
   */
  async #readYear(year: number, shape: string | undefined): Promise<Float64Array> {
    const { explore } = this.engine;
    const ofShape = shape === undefined ? sql`` : sql`and sightings.shape = ${shape}`;
    const { fromKey, toKey } = keysAround({ fromDay: yearStartDay(year), toDay: yearStartDay(year + 1) });
    const { rows } = await withArrayRows<[number | string, number, number, number | string]>(sql`
      select ${explore.dayNumberOf} as day, sightings.latitude, sightings.longitude, sightings.seq
      from sightings
      where ${this.engine.isPublic} ${ofShape}
        and sightings.timeline_key >= ${fromKey} and sightings.timeline_key < ${toKey}
        and ${explore.yearOf} = ${year}
        and sightings.latitude is not null and sightings.longitude is not null`).execute(this.db);
    const numbers = new Float64Array(rows.length * ROW_NUMBERS);
    rows.forEach((row, index) => {
      for (let column = 0; column < ROW_NUMBERS; column += 1)
        numbers[index * ROW_NUMBERS + column] = Number(row[column]);
    });
    return inDayOrder(numbers);
  }
}

/** Rows of ROW_NUMBERS numbers sorted by their first, the day (a stable sort: ties keep their order). */
function inDayOrder(numbers: Float64Array): Float64Array {
  const count = numbers.length / ROW_NUMBERS;
  const order = Array.from({ length: count }, (_, index) => index).sort(
    (a, b) => numbers[a * ROW_NUMBERS]! - numbers[b * ROW_NUMBERS]!,
  );
  const sorted = new Float64Array(numbers.length);
  order.forEach((row, index) =>
    sorted.set(numbers.subarray(row * ROW_NUMBERS, (row + 1) * ROW_NUMBERS), index * ROW_NUMBERS),
  );
  return sorted;
}

/** The year of a range within one year; null when it spans years (or is empty). */
function yearWithin({ fromDay, toDay }: DayRange): number | null {
  const year = yearOfDay(fromDay);
  return fromDay < toDay && yearOfDay(toDay - 1) === year ? year : null;
}
