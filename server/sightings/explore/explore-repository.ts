import type { Kysely } from 'kysely';
import type { ReadThreads } from '../../db/read-threads.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { CacheVersion, ExploreAnswers, VersionedCache } from '../timeline/versioned-cache.ts';
import { CountedRows } from './counted-rows.ts';
import { isFromKeptPieces, isUnfiltered, planOf, type ExploreStrategy } from './explore-plan.ts';
import { STORED_LEVELS } from './explore-grid.ts';
import type { ExploreFacetRows, ExploreFilters, ExploreView, NamedCellCount, PeriodCount } from './explore-types.ts';
import { KeptViewPieces } from './kept-view-pieces.ts';
import { KeptYearsAndEnds } from './kept-years-and-ends.ts';
import { RememberedYearRows } from './remembered-year-rows.ts';
import { SeqIds } from './seq-ids.ts';
import { wholeLessOutside } from './whole-less-outside.ts';
import { yearOfDay, yearStartDay } from './whole-years.ts';

/**
 * Counts from the rows of a view holding at most this many public sightings run on the serving thread:
 * some 10–20 ms of SQLite's time, less than starting a thread and handing the answer back.
 */
const MOST_ROWS_COUNTED_HERE = 10_000;

/**
 * The explorer's reads (decision 0024): each answer is planned (explore-plan.ts) and counted by its
 * strategy's module. Answers not read from the kept pieces are remembered in the process's cache until
 * the data changes (a view asked for again is free).
 */
export class ExploreRepository {
  readonly #cache: VersionedCache;
  readonly #kept: KeptViewPieces;
  readonly #yearRows: RememberedYearRows;
  readonly #rows: CountedRows;
  readonly #keptYears: KeptYearsAndEnds;
  readonly #seqIds: SeqIds;

  /**
   * `readThreads`: where long counts from the rows run, off the serving thread (SQLite); none on
   * PostgreSQL. `mostRowsCountedHere`: the most a view may hold for its counts to run here all the same.
   */
  constructor(
    db: Kysely<Database>,
    engine: SightingEngine,
    cache: VersionedCache,
    readThreads?: ReadThreads,
    mostRowsCountedHere = MOST_ROWS_COUNTED_HERE,
  ) {
    this.#cache = cache;
    this.#kept = new KeptViewPieces(db, engine, cache);
    this.#yearRows = new RememberedYearRows(db, engine, cache);
    this.#rows = new CountedRows(db, engine, {
      readThreads,
      mostRowsCountedHere,
      heldIn: (view) => this.#heldInCells(view),
    });
    this.#keptYears = new KeptYearsAndEnds(this.#kept, this.#yearRows, this.#rows);
    this.#seqIds = new SeqIds(db, engine, cache);
  }

  /** A whole answer as it is sent, made by `make` once per version of the data (`query` names it whole). */
  rememberedAnswer(query: string, make: () => Promise<Buffer>): Promise<Buffer> {
    return this.#cache.body(query, make);
  }

  /** How many public sightings the view's boxes hold; remembered until the data changes. */
  async heldIn(view: ExploreView): Promise<number> {
    return sumOf(await this.periodCounts(view, 'year', UNFILTERED));
  }

  /** How many public sightings the view's whole cells hold, from the kept counts: where a count from the rows runs. */
  #heldInCells(view: ExploreView, at?: CacheVersion): Promise<number> {
    return this.#remembered(
      'held',
      view,
      null,
      UNFILTERED,
      async (version) => sumOf(await this.cellCounts(view, view.level, UNFILTERED, version)),
      at,
    );
  }

  /**
   * The view's clusters, cells of `level` (at least the view's) whole, those of one sighting with its
   * id; and `total`, the matching sightings inside the view's boxes exactly: the cells' counts less what
   * they hold outside the boxes.
   */
  async clusters(
    view: ExploreView,
    level: number,
    filters: ExploreFilters,
  ): Promise<{ cells: NamedCellCount[]; total: number }> {
    const at = await this.#cache.current();
    if (isUnfiltered(filters) && view.level <= STORED_LEVELS) {
      // The years inside the boxes, remembered: the clusters' cells may be finer than the view's.
      const [cells, years] = await Promise.all([this.cellCounts(view, level, filters, at), this.#yearsIn(view, at)]);
      return { cells, total: sumOf(years) };
    }
    const [cells, outside] = await Promise.all([
      this.cellCounts(view, level, filters, at),
      this.#outsideYears(view, filters, at),
    ]);
    return { cells, total: sumOf(cells) - sumOf(outside) };
  }

  /**
   * The view's public sightings by cell of `level` (at least the view's), whole cells, those of one
   * sighting with its id.
   */
  async cellCounts(
    view: ExploreView,
    level: number,
    filters: ExploreFilters,
    at?: CacheVersion,
  ): Promise<NamedCellCount[]> {
    if (isFromKeptPieces('clusters', view, filters, level)) return this.#kept.cellCounts(view, level, at);
    // Planned only when not remembered: a remembered answer costs no more than its lookup.
    return this.#remembered(
      'cells',
      view,
      level,
      filters,
      async (version) => {
        const strategy = planOf('clusters', view, filters, level);
        const cells = await this.#countedCells(strategy, view, level, filters, version);
        return this.#seqIds.named(cells, version);
      },
      at,
    );
  }

  #countedCells(
    strategy: ExploreStrategy,
    view: ExploreView,
    level: number,
    filters: ExploreFilters,
    at: CacheVersion,
  ) {
    switch (strategy) {
      case 'kept-years-and-ends':
        return this.#keptYears.cellCounts(view, level, filters, at);
      case 'remembered-year-rows':
        return this.#yearRows.cellCountsBetween(view, level, { fromDay: filters.fromDay!, toDay: filters.toDay! }, at);
      case 'whole-less-outside':
        return wholeLessOutside(this.#kept, this.#yearRows, this.#rows, { view, level, filters, at });
      default:
        return this.#rows.cellCounts(view, level, filters);
    }
  }

  /**
   * The public sightings inside the view's boxes by year, or by month, oldest first, leaving out periods
   * with none. Counted from the rows, in the boxes; from the kept counts, in whole cells less what the
   * cells hold outside the boxes.
   */
  async periodCounts(view: ExploreView, interval: 'year' | 'month', filters: ExploreFilters): Promise<PeriodCount[]> {
    const answer = interval === 'year' ? 'years' : 'months';
    if (isFromKeptPieces(answer, view, filters)) return this.#yearsIn(view);
    return this.#remembered('periods', view, interval, filters, async (at) => {
      if (planOf(answer, view, filters) !== 'kept-years-and-ends') {
        return this.#rows.periodCounts(view, interval, filters, { inBoxes: true });
      }
      const [inCells, outside] = await Promise.all([
        this.#keptYears.yearCounts(view, filters, at),
        this.#outsideYears(view, filters, at),
      ]);
      return lessOutside(inCells, outside);
    });
  }

  /**
   * The public sightings inside the view's boxes by year, for a view at a kept level (at most
   * STORED_LEVELS): the kept counts
   * of its cells less what those hold outside the boxes. Remembered until the data changes.
   */
  #yearsIn(view: ExploreView, at?: CacheVersion): Promise<PeriodCount[]> {
    return this.#remembered(
      'periods',
      view,
      'in boxes',
      UNFILTERED,
      async (version) => {
        const [inCells, outside] = await Promise.all([
          this.#kept.yearCounts(view, undefined, {}, version),
          this.#outsideYears(view, UNFILTERED, version),
        ]);
        return lessOutside(inCells, outside);
      },
      at,
    );
  }

  /**
   * The matching sightings by year that the view's cells hold outside its boxes. Their days are
   * remembered for all dates (but a term's, whose matches are read for the dates asked): a range
   * moved by a day, as a dragged timeline moves it, reads nothing new.
   */
  async #outsideYears(view: ExploreView, filters: ExploreFilters, at: CacheVersion): Promise<PeriodCount[]> {
    const { fromDay, toDay, ...undated } = filters;
    const read = filters.match === undefined ? undated : filters;
    const query = JSON.stringify([view, { ...read, match: read.match?.term }]);
    const [days] = await this.#cache.pieces(
      'outsideDays',
      [query],
      async () => new Map([[query, await this.#rows.outsideDays(view, read)]]),
      NO_DAYS,
      (piece) => piece.length,
      at,
    );
    return yearsOfDays(days!, fromDay, toDay);
  }

  /** The view's shapes, countries, solar hours and months, each with its count; from the rows. */
  facets(view: ExploreView, filters: ExploreFilters): Promise<ExploreFacetRows> {
    return this.#remembered('facets', view, null, filters, () => this.#rows.facets(view, filters));
  }

  /**
   * The timeline keys of the newest public sightings inside the boxes themselves (not widened to
   * cells: these are the sightings on screen) that match the filters, newest first.
   */
  newestKeys(view: ExploreView, filters: ExploreFilters, limit: number): Promise<number[]> {
    return this.#remembered('newest', { boxes: view.boxes, level: 0 }, limit, filters, () =>
      this.#rows.newestKeys(view, filters, limit),
    );
  }

  #remembered<Kind extends keyof ExploreAnswers>(
    kind: Kind,
    view: ExploreView,
    detail: unknown,
    filters: ExploreFilters,
    count: (at: CacheVersion) => Promise<ExploreAnswers[Kind]>,
    at?: CacheVersion,
  ): Promise<ExploreAnswers[Kind]> {
    const query = JSON.stringify([kind, view, detail, { ...filters, match: filters.match?.term }]);
    return this.#cache.answer(kind, query, count, at);
  }
}

const UNFILTERED: ExploreFilters = { hasMedia: false };
const NO_DAYS = new Float64Array(0);

/** The first position in sorted numbers at or past `key`. */
function firstAtOrPast(keys: Float64Array, key: number): number {
  let [low, high] = [0, keys.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sorted day numbers from `fromDay` (inclusive) to `toDay` (exclusive), counted by year. */
function yearsOfDays(days: Float64Array, fromDay?: number, toDay?: number): PeriodCount[] {
  const end = toDay === undefined ? days.length : firstAtOrPast(days, toDay);
  const years: PeriodCount[] = [];
  for (let start = fromDay === undefined ? 0 : firstAtOrPast(days, fromDay); start < end;) {
    const year = yearOfDay(days[start]!);
    const next = Math.min(end, firstAtOrPast(days, yearStartDay(year + 1)));
    years.push({ year, count: next - start });
    start = next;
  }
  return years;
}

const sumOf = (counts: ReadonlyArray<{ count: number }>) => counts.reduce((sum, { count }) => sum + count, 0);

/** Counts by year less the counts outside the boxes, leaving out years with none left. */
function lessOutside(inCells: readonly PeriodCount[], outside: readonly PeriodCount[]): PeriodCount[] {
  if (outside.length === 0) return [...inCells];
  const taken = new Map(outside.map(({ year, count }) => [year, count]));
  return inCells
    .map(({ year, count }) => ({ year, count: count - (taken.get(year) ?? 0) }))
    .filter(({ count }) => count > 0);
}
