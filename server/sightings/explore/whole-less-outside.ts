import type { CacheVersion } from '../timeline/versioned-cache.ts';
import { addedUpByCell, signed } from './cell-sums.ts';
import type { CountedRows } from './counted-rows.ts';
import type { CellCount, ExploreFilters, ExploreView } from './explore-types.ts';
import type { KeptViewPieces } from './kept-view-pieces.ts';
import type { RememberedYearRows } from './remembered-year-rows.ts';

/**
 * The explorer's `whole-less-outside` strategy, for a date range alone too long for its years' rows:
 * the whole record's clusters (kept) less the years outside the range (remembered rows), when those
 * are few; from the table when they are many too.
 */
export async function wholeLessOutside(
  kept: KeptViewPieces,
  yearRows: RememberedYearRows,
  rows: CountedRows,
  { view, level, filters, at }: { view: ExploreView; level: number; filters: ExploreFilters; at: CacheVersion },
): Promise<CellCount[]> {
  const range = { fromDay: filters.fromDay!, toDay: filters.toDay! };
  const outside = await yearRows.cellCountsOutside(view, level, range, at);
  if (outside === null) return rows.cellCounts(view, level, filters);
  const all = await kept.cellCounts(view, level, at);
  return addedUpByCell([all, outside.map((cell) => signed(cell, -1))]);
}
