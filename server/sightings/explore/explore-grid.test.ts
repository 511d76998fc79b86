import { describe, expect, it } from 'vitest';
import { boxesForBounds } from '../map/map-boxes.ts';
import {
  cellRangesInCell,
  cellRangesOf,
  cellStride,
  clusterLevel,
  coveringRanges,
  enclosingCell,
  mergedRanges,
  viewCellsOf,
  viewLevel,
  type CellRange,
} from './explore-grid.ts';

/** Every cell of the ranges, written as the cells of `level` they hold. */
function cellsAt(ranges: readonly CellRange[], level: number): Set<string> {
  const cells = new Set<string>();
  for (const range of ranges) {
    const stride = cellStride(range.level);
    const scale = 2 ** (level - range.level);
    for (let cell = range.first; cell <= range.last; cell += 1) {
      const [row, column] = [Math.floor(cell / stride), cell % stride];
      for (let finerRow = row * scale; finerRow < (row + 1) * scale && finerRow <= 2 ** level; finerRow += 1)
        for (let finer = column * scale; finer < (column + 1) * scale && finer <= 2 ** (level + 1); finer += 1)
          cells.add(`${finerRow}:${finer}`);
    }
  }
  return cells;
}

const cellCount = (ranges: readonly CellRange[]) =>
  ranges.reduce((sum, range) => sum + range.last - range.first + 1, 0);

const VIEWS = [
  { swLng: -180, swLat: -90, neLng: 180, neLat: 90 },
  { swLng: -130, swLat: 20, neLng: -60, neLat: 55 },
  { swLng: -74.3, swLat: 40.5, neLng: -73.7, neLat: 40.9 },
  { swLng: 170, swLat: -30, neLng: -170, neLat: -10 },
  { swLng: 3.3, swLat: -0.1, neLng: 3.31, neLat: 0.1 },
];

describe("the explorer's grid", () => {
  it('counts a view on a grid it spans at most 16 cells of, each way', () => {
    expect(viewLevel(boxesForBounds(VIEWS[0]!))).toBe(2);
    expect(viewLevel(boxesForBounds({ swLng: -0.35, swLat: 51.35, neLng: 0.15, neLat: 51.65 }))).toBe(12);
    for (const view of VIEWS) {
      const boxes = boxesForBounds(view);
      const level = viewLevel(boxes);
      const rows = cellRangesOf(boxes, level, level);
      expect(rows.length).toBeLessThanOrEqual(16 * boxes.length);
      expect(cellCount(rows)).toBeLessThanOrEqual(16 * 16);
    }
  });

  it('covers exactly the view’s cells with coarser ones where it can', () => {
    for (const view of VIEWS) {
      const boxes = boxesForBounds(view);
      const level = viewLevel(boxes);
      const covering = coveringRanges(boxes, level);
      const cells = cellRangesOf(boxes, level, level);
      expect(cellsAt(covering, level), JSON.stringify(view)).toEqual(cellsAt(cells, level));
      expect(cellCount(covering)).toBeLessThanOrEqual(cellCount(cells));
    }
  });

  it('splits clusters finer as the map zooms in, at most two levels below the view', () => {
    expect(clusterLevel(5, 2)).toBe(5);
    expect(clusterLevel(5, 5)).toBe(6);
    expect(clusterLevel(5, 15)).toBe(7);
    for (const view of VIEWS) {
      const boxes = boxesForBounds(view);
      const level = viewLevel(boxes);
      expect(cellsAt(cellRangesOf(boxes, level, level + 2), level + 2)).toEqual(
        cellsAt(cellRangesOf(boxes, level, level), level + 2),
      );
    }
  });

  it('holds a view’s finer cells in the cells of its grid, each in the one that encloses it', () => {
    for (const view of VIEWS) {
      const boxes = boxesForBounds(view);
      const level = viewLevel(boxes);
      for (const finer of [level, level + 1, level + 2]) {
        const byViewCell = viewCellsOf(boxes, level).map((cell) => ({
          cell,
          ranges: cellRangesInCell(level, cell, finer),
        }));
        const pieces = byViewCell.flatMap(({ ranges }) => ranges);
        expect(cellsAt(mergedRanges(pieces), finer), JSON.stringify(view)).toEqual(
          cellsAt(cellRangesOf(boxes, level, finer), finer),
        );
        for (const { cell, ranges } of byViewCell)
          for (const range of ranges)
            for (let inner = range.first; inner <= range.last; inner += 1)
              expect(enclosingCell(inner, finer, level)).toBe(cell);
      }
    }
  });

  it('merges adjacent and overlapping runs of cells, level by level', () => {
    expect(
      mergedRanges([
        { level: 3, first: 10, last: 12 },
        { level: 2, first: 13, last: 14 },
        { level: 3, first: 13, last: 15 },
        { level: 3, first: 1, last: 4 },
        { level: 3, first: 3, last: 5 },
      ]),
    ).toEqual([
      { level: 2, first: 13, last: 14 },
      { level: 3, first: 1, last: 5 },
      { level: 3, first: 10, last: 15 },
    ]);
  });
});
