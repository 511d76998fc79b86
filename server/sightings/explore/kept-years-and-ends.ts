import type { CacheVersion } from '../timeline/versioned-cache.ts';
import { addedUpByCell, signed } from './cell-sums.ts';
import type { CountedRows } from './counted-rows.ts';
import type { CellCount, ExploreFilters, ExploreView, PeriodCount } from './explore-types.ts';
import type { KeptViewPieces } from './kept-view-pieces.ts';
import type { RememberedYearRows } from './remembered-year-rows.ts';
import { splitAtYears, yearOfDay, type CountedEnd } from './whole-years.ts';

/** The filters narrowed to the days of one end. */
const endOf = (filters: ExploreFilters, { fromDay, toDay }: CountedEnd): ExploreFilters => ({
  ...filters,
  fromDay,
  toDay,
});

/**
 * The explorer's `kept-years-and-ends` strategy, for a shape, dates or both: the whole years from the
 * kept counts by year (by shape and year for a shape), the days at the range's ends from the years'
 * remembered rows (from the table for an end that is not within one year), added to them or taken out.
 */
export class KeptYearsAndEnds {
  readonly #kept: KeptViewPieces;
  readonly #yearRows: RememberedYearRows;
  readonly #rows: CountedRows;

  constructor(kept: KeptViewPieces, yearRows: RememberedYearRows, rows: CountedRows) {
    this.#kept = kept;
    this.#yearRows = yearRows;
    this.#rows = rows;
  }

  /** A shape's clusters: years from the kept counts by shape, the range's ends from the year's rows. */
  async cellCounts(view: ExploreView, level: number, filters: ExploreFilters, at: CacheVersion): Promise<CellCount[]> {
    const { years, ends } = splitAtYears(filters)!;
    const [kept, ...counted] = await Promise.all([
      this.#kept.shapeCellCounts(view, level, filters.shape!, years, at),
      ...ends.map(async (end) => {
        const cells =
          (await this.#yearRows.cellCountsWithin(view, level, filters.shape, end, at)) ??
          (await this.#rows.cellCounts(view, level, endOf(filters, end)));
        return cells.map((cell) => signed(cell, end.sign));
      }),
    ]);
    return addedUpByCell([kept!, ...counted]);
  }

  /** Years: the whole years from the kept counts, the range's ends from the year's rows. */
  async yearCounts(view: ExploreView, filters: ExploreFilters, at: CacheVersion): Promise<PeriodCount[]> {
    const { years, ends } = splitAtYears(filters)!;
    const kept = await this.#kept.yearCounts(view, filters.shape, years, at);
    const counted = await Promise.all(
      ends.map(async (end) => {
        const count = await this.#yearRows.countWithin(view, filters.shape, end, at);
        const periods =
          count === null
            ? await this.#rows.periodCounts(view, 'year', endOf(filters, end))
            : [{ year: yearOfDay(end.fromDay), count }];
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
}
