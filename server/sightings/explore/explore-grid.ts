import type { LngLatBox } from '../map/map-boxes.ts';

/**
 * The explorer's grids (decision 0024): at level L a cell is 180 / 2^L degrees on each side, rows
 * counted from the south pole and columns from the antimeridian, so each cell of a level is four
 * cells of the next. The sizes are exact binary fractions, so (latitude + 90) / size gives the same
 * row in JavaScript, SQLite and PostgreSQL. Latitude 90 and longitude 180 fall one past the last row
 * and column; the stride leaves room for them, so every position has one cell at every level.
 */
export const FINEST_LEVEL = 18;
/** Levels whose counts are kept in `explore_cells`; finer ones are counted from the rows. */
export const STORED_LEVELS = 12;
/**
 * Levels whose counts by shape and year are kept in `explore_cell_shape_years`: views this coarse hold
 * too many sightings of a shape to count from the rows; finer ones are counted from them.
 */
export const SHAPE_YEAR_LEVELS = 8;
/** A view is counted on the finest grid on which it spans at most this many cells each way. */
export const VIEW_CELLS_ACROSS = 16;
/** Clusters are at most this many levels finer than the view's grid (4^2 cells each). */
const CLUSTER_LEVELS_BELOW_VIEW = 2;

export const cellSize = (level: number) => 180 / 2 ** level;
export const cellStride = (level: number) => 2 ** (level + 1) + 1;
export const cellRow = (latitude: number, level: number) => Math.floor((latitude + 90) / cellSize(level));
export const cellColumn = (longitude: number, level: number) => Math.floor((longitude + 180) / cellSize(level));

/** One row of a view's cells at one level: the cell numbers `first` to `last`. */
export interface CellRange {
  level: number;
  first: number;
  last: number;
}

/** A box's cells at a level, as a rectangle of rows and columns, edges included. */
interface CellRectangle {
  level: number;
  rows: [number, number];
  columns: [number, number];
}

function rectangleOf(box: LngLatBox, level: number): CellRectangle {
  return {
    level,
    rows: [cellRow(box.south, level), cellRow(box.north, level)],
    columns: [cellColumn(box.west, level), cellColumn(box.east, level)],
  };
}

/**
 * The level a view is counted at: the finest on which its boxes (two across the antimeridian) span at
 * most VIEW_CELLS_ACROSS cells in each direction. Every answer about the view counts the sightings in
 * the cells of this level that the view touches, so its clusters, histogram and facets agree.
 */
export function viewLevel(boxes: readonly LngLatBox[]): number {
  let level = 1;
  while (level < FINEST_LEVEL) {
    const finer = boxes.map((box) => rectangleOf(box, level + 1));
    const across = finer.reduce((sum, cells) => sum + cells.columns[1] - cells.columns[0] + 1, 0);
    const down = finer[0]!.rows[1] - finer[0]!.rows[0] + 1;
    if (across > VIEW_CELLS_ACROSS || down > VIEW_CELLS_ACROSS) break;
    level += 1;
  }
  return level;
}

/** Clusters at a map zoom: about four to a 256-pixel tile, never coarser than the view's grid. */
export function clusterLevel(view: number, zoom: number): number {
  return Math.min(Math.max(view, zoom + 1), view + CLUSTER_LEVELS_BELOW_VIEW, FINEST_LEVEL);
}

/** The view's cells at `level` (at least the view's level), one range per row of cells. */
export function cellRangesOf(boxes: readonly LngLatBox[], view: number, level: number): CellRange[] {
  const ranges: CellRange[] = [];
  for (const box of boxes) {
    const viewCells = rectangleOf(box, view);
    const scale = 2 ** (level - view);
    // The last row and column (latitude 90, longitude 180) have no finer cells beyond their first.
    rowRanges(ranges, {
      level,
      rows: [viewCells.rows[0] * scale, Math.min((viewCells.rows[1] + 1) * scale - 1, 2 ** level)],
      columns: [viewCells.columns[0] * scale, Math.min((viewCells.columns[1] + 1) * scale - 1, 2 ** (level + 1))],
    });
  }
  return ranges;
}

/** The cells of the view's grid (`view`) that its boxes touch, box by box, row by row. */
export function viewCellsOf(boxes: readonly LngLatBox[], view: number): number[] {
  const stride = cellStride(view);
  const cells: number[] = [];
  for (const box of boxes) {
    const { rows, columns } = rectangleOf(box, view);
    for (let row = rows[0]; row <= rows[1]; row += 1)
      for (let column = columns[0]; column <= columns[1]; column += 1) cells.push(row * stride + column);
  }
  return cells;
}

/** The cells of `level` inside one cell of the view's grid, one range per row: that cell's part of cellRangesOf. */
export function cellRangesInCell(view: number, cell: number, level: number): CellRange[] {
  const stride = cellStride(view);
  const [row, column] = [Math.floor(cell / stride), cell % stride];
  const scale = 2 ** (level - view);
  const ranges: CellRange[] = [];
  rowRanges(ranges, {
    level,
    rows: [row * scale, Math.min((row + 1) * scale - 1, 2 ** level)],
    columns: [column * scale, Math.min((column + 1) * scale - 1, 2 ** (level + 1))],
  });
  return ranges;
}

/** The cell of the coarser grid `view` that a cell of `level` lies in. */
export function enclosingCell(cell: number, level: number, view: number): number {
  const stride = cellStride(level);
  const scale = 2 ** (level - view);
  return Math.floor(Math.floor(cell / stride) / scale) * cellStride(view) + Math.floor((cell % stride) / scale);
}

/** Ranges in order of level and first cell, each run of adjacent ones made one (one seek each). */
export function mergedRanges(ranges: readonly CellRange[]): CellRange[] {
  const sorted = [...ranges].sort((a, b) => a.level - b.level || a.first - b.first);
  const merged: CellRange[] = [];
  for (const range of sorted) {
    const previous = merged.at(-1);
    if (previous?.level === range.level && previous.last + 1 >= range.first)
      previous.last = Math.max(previous.last, range.last);
    else merged.push({ ...range });
  }
  return merged;
}

function rowRanges(ranges: CellRange[], { level, rows, columns }: CellRectangle): void {
  if (columns[0] > columns[1]) return;
  const stride = cellStride(level);
  for (let row = rows[0]; row <= rows[1]; row += 1) {
    const first = row * stride + columns[0];
    const last = row * stride + columns[1];
    // Rows that span the world run on into each other: one range reads them with one seek.
    const previous = ranges.at(-1);
    if (previous?.level === level && previous.last + 1 === first) previous.last = last;
    else ranges.push({ level, first, last });
  }
}

/**
 * The view's cells covered with as few stored cells as may be: each whole cell of a coarser level
 * inside it stands for its four (sixteen, …) finer ones. For totals by year, which need no cell of a
 * particular size, this reads a few dozen cells where the view's grid has hundreds.
 */
export function coveringRanges(boxes: readonly LngLatBox[], view: number): CellRange[] {
  const ranges: CellRange[] = [];
  for (const box of boxes) {
    const cells = rectangleOf(box, view);
    cover(ranges, cells);
  }
  return ranges;
}

function cover(ranges: CellRange[], { level, rows, columns }: CellRectangle): void {
  if (rows[0] > rows[1] || columns[0] > columns[1]) return;
  // The coarser level's cells lying wholly inside: rows and columns starting even, ending odd.
  const inner = {
    rows: [Math.ceil(rows[0] / 2) * 2, Math.floor((rows[1] + 1) / 2) * 2 - 1] as [number, number],
    columns: [Math.ceil(columns[0] / 2) * 2, Math.floor((columns[1] + 1) / 2) * 2 - 1] as [number, number],
  };
  if (level === 1 || inner.rows[0] > inner.rows[1] || inner.columns[0] > inner.columns[1]) {
    rowRanges(ranges, { level, rows, columns });
    return;
  }
  cover(ranges, {
    level: level - 1,
    rows: [inner.rows[0] / 2, (inner.rows[1] - 1) / 2],
    columns: [inner.columns[0] / 2, (inner.columns[1] - 1) / 2],
  });
  // What is left around the inner block, at this level: the rows below and above it whole, and the
  // columns either side of it in its rows.
  rowRanges(ranges, { level, rows: [rows[0], inner.rows[0] - 1], columns });
  rowRanges(ranges, { level, rows: [inner.rows[1] + 1, rows[1]], columns });
  rowRanges(ranges, { level, rows: inner.rows, columns: [columns[0], inner.columns[0] - 1] });
  rowRanges(ranges, { level, rows: inner.rows, columns: [inner.columns[1] + 1, columns[1]] });
}
