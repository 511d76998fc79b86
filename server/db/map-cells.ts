import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { LngLatBox } from './spatial.ts';

/**
 * The map's grid (decision 0019): cells of half a degree, numbered row × 1000 + column, rows counted
 * from the south pole and columns from the antimeridian. A public sighting's cell is indexed with its
 * timeline key, so a small box's newest sightings are the newest of a few cells.
 */
const CELLS_PER_DEGREE = 2;
const ROW_STRIDE = 1000;

/**
 * A sighting's cell in SQL: the expression its index is built on, which a query must repeat exactly
 * for the index to serve it. Both sides of each sum are never negative, so SQLite's truncating cast
 * is a floor, as in cellsInBox.
 */
export function cellOfSighting(dialect: DialectName): RawBuilder<number> {
  const perDegree = sql.lit(CELLS_PER_DEGREE);
  const stride = sql.lit(ROW_STRIDE);
  return dialect === 'postgres'
    ? sql<number>`(floor((latitude + 90) * ${perDegree})::integer * ${stride} + floor((longitude + 180) * ${perDegree})::integer)`
    : sql<number>`(cast((latitude + 90) * ${perDegree} as integer) * ${stride} + cast((longitude + 180) * ${perDegree} as integer))`;
}

/** Every cell a box touches, edges included; null when there are more than `limit`. */
export function cellsInBox(box: LngLatBox, limit: number): number[] | null {
  const row = (latitude: number) => Math.floor((latitude + 90) * CELLS_PER_DEGREE);
  const column = (longitude: number) => Math.floor((longitude + 180) * CELLS_PER_DEGREE);
  const [firstRow, lastRow] = [row(box.south), row(box.north)];
  const [firstColumn, lastColumn] = [column(box.west), column(box.east)];
  if ((lastRow - firstRow + 1) * (lastColumn - firstColumn + 1) > limit) return null;
  const cells: number[] = [];
  for (let r = firstRow; r <= lastRow; r += 1)
    for (let c = firstColumn; c <= lastColumn; c += 1) cells.push(r * ROW_STRIDE + c);
  return cells;
}
