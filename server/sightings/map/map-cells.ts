import { sql } from 'kysely';
import type { LngLatBox } from './map-boxes.ts';

/**
 * The map's grid (decision 0019): cells of half a degree, numbered row × 1000 + column, rows counted
 * from the south pole and columns from the antimeridian. A public sighting's cell is indexed with its
 * timeline key, so a small box's newest sightings are the newest of a few cells, and a sparse box's
 * sightings are a few runs of the index, one per row of cells.
 */
const CELLS_PER_DEGREE = 2;
/** Cells of one row are numbered in a run; the next row's start this much higher. */
export const CELL_ROW_STRIDE = 1000;

const rowOf = (latitude: number) => Math.floor((latitude + 90) * CELLS_PER_DEGREE);
const columnOf = (longitude: number) => Math.floor((longitude + 180) * CELLS_PER_DEGREE);

const perDegree = sql.lit(CELLS_PER_DEGREE);
const stride = sql.lit(CELL_ROW_STRIDE);

/**
 * A sighting's cell in SQL: the expression its index is built on, which a query must repeat exactly
 * for the index to serve it. Both sides of each sum are never negative, so SQLite's truncating cast
 * is a floor, as in rowOf and columnOf.
 */
export const SQLITE_CELL_OF_SIGHTING = sql<number>`(cast((latitude + 90) * ${perDegree} as integer) * ${stride} + cast((longitude + 180) * ${perDegree} as integer))`;
export const POSTGRES_CELL_OF_SIGHTING = sql<number>`(floor((latitude + 90) * ${perDegree})::integer * ${stride} + floor((longitude + 180) * ${perDegree})::integer)`;

/** Every cell a box touches, edges included; null when there are more than `limit`. */
export function cellsInBox(box: LngLatBox, limit: number): number[] | null {
  const { first, last, width } = cellRowsOfBox(box);
  if (((last - first) / CELL_ROW_STRIDE + 1) * (width + 1) > limit) return null;
  const cells: number[] = [];
  for (let start = first; start <= last; start += CELL_ROW_STRIDE)
    for (let cell = start; cell <= start + width; cell += 1) cells.push(cell);
  return cells;
}

/**
 * A box's cells as runs of numbers, one per row: the first row's run starts at `first`, each next
 * row's CELL_ROW_STRIDE higher up to `last`, and each run ends `width` after its start.
 */
export function cellRowsOfBox(box: LngLatBox): { first: number; last: number; width: number } {
  const firstColumn = columnOf(box.west);
  return {
    first: rowOf(box.south) * CELL_ROW_STRIDE + firstColumn,
    last: rowOf(box.north) * CELL_ROW_STRIDE + firstColumn,
    width: columnOf(box.east) - firstColumn,
  };
}
