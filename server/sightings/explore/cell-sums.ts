import type { CellCount } from './explore-types.ts';

/** A cell's counts and sums, to be added (sign 1) or taken away (sign -1). */
export const signed = (cell: CellCount, sign: 1 | -1): CellCount => ({
  cell: cell.cell,
  count: sign * cell.count,
  latitudeSum: sign * cell.latitudeSum,
  longitudeSum: sign * cell.longitudeSum,
  seq: sign * cell.seq,
});

/** Counts of the same cells from several sources (kept years, rows at a range's ends), added up. */
export function addedUpByCell(sources: readonly CellCount[][]): CellCount[] {
  const byCell = new Map<number, CellCount>();
  for (const counts of sources) {
    for (const count of counts) {
      const sum = byCell.get(count.cell);
      if (sum === undefined) byCell.set(count.cell, { ...count });
      else {
        sum.count += count.count;
        sum.latitudeSum += count.latitudeSum;
        sum.longitudeSum += count.longitudeSum;
        sum.seq += count.seq;
      }
    }
  }
  return [...byCell.values()].filter((cell) => cell.count > 0);
}
