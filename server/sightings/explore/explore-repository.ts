import type { Kysely } from 'kysely';
import type { ReadThreads } from '../../db/read-threads.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { CacheVersion, ExploreAnswers, VersionedCache } from '../timeline/versioned-cache.ts';
import { CountedRows } from './counted-rows.ts';
import { isFromKeptPieces, planOf, type ExploreStrategy } from './explore-plan.ts';
import type { ExploreFacetRows, ExploreFilters, ExploreView, NamedCellCount, PeriodCount } from './explore-types.ts';
import { KeptViewPieces } from './kept-view-pieces.ts';
import { KeptYearsAndEnds } from './kept-years-and-ends.ts';
import { RememberedYearRows } from './remembered-year-rows.ts';
import { SeqIds } from './seq-ids.ts';
import { wholeLessOutside } from './whole-less-outside.ts';

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
      heldIn: (view) => this.heldIn(view),
    });
    this.#keptYears = new KeptYearsAndEnds(this.#kept, this.#yearRows, this.#rows);
    this.#seqIds = new SeqIds(db, engine, cache);
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

  /**
   * The view's public sightings by cell of `level` (at least the view's), for clusters, those of one
   * sighting with its id.
   */
  async cellCounts(view: ExploreView, level: number, filters: ExploreFilters): Promise<NamedCellCount[]> {
    if (isFromKeptPieces('clusters', view, filters, level)) return this.#kept.cellCounts(view, level);
    // Planned only when not remembered: a remembered answer costs no more than its lookup.
    return this.#remembered('cells', view, level, filters, async (at) => {
      const cells = await this.#countedCells(planOf('clusters', view, filters, level), view, level, filters, at);
      return this.#seqIds.named(cells, at);
    });
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
        return this.#yearRows.cellCountsBetween(view, level, { fromKey: filters.fromKey!, toKey: filters.toKey! }, at);
      case 'whole-less-outside':
        return wholeLessOutside(this.#kept, this.#yearRows, this.#rows, { view, level, filters, at });
      default:
        return this.#rows.cellCounts(view, level, filters);
    }
  }

  /** The view's public sightings by year, or by month, oldest first, leaving out periods with none. */
  async periodCounts(view: ExploreView, interval: 'year' | 'month', filters: ExploreFilters): Promise<PeriodCount[]> {
    const answer = interval === 'year' ? 'years' : 'months';
    if (isFromKeptPieces(answer, view, filters)) return this.#kept.yearCounts(view);
    return this.#remembered('periods', view, interval, filters, (at) =>
      planOf(answer, view, filters) === 'kept-years-and-ends'
        ? this.#keptYears.yearCounts(view, filters, at)
        : this.#rows.periodCounts(view, interval, filters),
    );
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
  ): Promise<ExploreAnswers[Kind]> {
    const query = JSON.stringify([kind, view, detail, { ...filters, match: filters.match?.term }]);
    return this.#cache.answer(kind, query, count);
  }
}
