import { describe, expect, it } from 'vitest';
import { boxesForBounds } from '../map/map-boxes.ts';
import { cellColumn, cellRow, cellStride, clusterLevel, viewLevel } from './explore-grid.ts';
import type { ExploreView } from './explore-types.ts';
import { ViewCellSums } from './view-cell-sums.ts';
import { YearCellRuns } from './year-cell-runs.ts';

/** A repeatable stream of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Row {
  key: number;
  latitude: number;
  longitude: number;
  seq: number;
}

/** A year's rows in key order: crowded places, the antimeridian, cell edges and the poles among them. */
function yearOfRows(random: () => number, count: number): Row[] {
  const places = [
    [40.7, -74],
    [-17.7, 179.95],
    [-17.6, -179.98],
    [0, 0],
    [90, 180],
    [-90, -180],
    [45, 22.5],
  ];
  return Array.from({ length: count }, (_, index) => {
    const place = places[Math.floor(random() * places.length * 2)];
    const [latitude, longitude] = place ?? [random() * 180 - 90, random() * 360 - 180];
    // Several sightings share a minute's key now and then, as they do in an archive.
    return { key: Math.floor(random() * 5000) * 64, latitude: latitude!, longitude: longitude!, seq: index + 1 };
  }).sort((a, b) => a.key - b.key);
}

const asNumbers = (rows: Row[]) =>
  Float64Array.from(rows.flatMap((row) => [row.key, row.latitude, row.longitude, row.seq]));

const viewOf = (bounds: { swLng: number; swLat: number; neLng: number; neLat: number }): ExploreView => {
  const boxes = boxesForBounds(bounds);
  return { boxes, level: viewLevel(boxes) };
};

/** Whether a position is in view, as the kept counts place it: in a view's rectangle of cells at its own level. */
const inView = (view: ExploreView, row: Row) =>
  view.boxes.some((box) => {
    const [rowOf, columnOf] = [cellRow(row.latitude, view.level), cellColumn(row.longitude, view.level)];
    return (
      rowOf >= cellRow(box.south, view.level) &&
      rowOf <= cellRow(box.north, view.level) &&
      columnOf >= cellColumn(box.west, view.level) &&
      columnOf <= cellColumn(box.east, view.level)
    );
  });

const VIEWS = [
  viewOf({ swLng: -180, swLat: -90, neLng: 180, neLat: 90 }),
  viewOf({ swLng: -130, swLat: 20, neLng: -60, neLat: 55 }),
  viewOf({ swLng: -74.3, swLat: 40.5, neLng: -73.7, neLat: 40.9 }),
  viewOf({ swLng: 170, swLat: -30, neLng: -170, neLat: -10 }),
  viewOf({ swLng: 10, swLat: 30, neLng: 30, neLat: 50 }),
];

describe('a year of sightings by cell, with running sums', () => {
  const random = seededRandom(7);
  const rows = yearOfRows(random, 3000);
  const ranges = [
    [0, 5000 * 64],
    [0, 1],
    [64 * 100, 64 * 100 + 1],
    ...Array.from({ length: 30 }, () => {
      const [a, b] = [Math.floor(random() * 5100) * 64, Math.floor(random() * 5100) * 64];
      return [Math.min(a, b), Math.max(a, b) + (random() < 0.5 ? 0 : 1)];
    }),
  ] as Array<[number, number]>;

  it('sums and counts every view, level and range as the rows do', () => {
    for (const view of VIEWS) {
      for (const level of [view.level, clusterLevel(view.level, 18)]) {
        const runs = new YearCellRuns(asNumbers(rows), level);
        const stride = cellStride(level);
        for (const [fromKey, toKey] of ranges) {
          const sums = new ViewCellSums(view, level);
          runs.addWithin(sums, fromKey, toKey);
          const expected = new Map<number, { count: number; latitudeSum: number; longitudeSum: number; seq: number }>();
          for (const row of rows.filter((row) => row.key >= fromKey && row.key < toKey && inView(view, row))) {
            const cell = cellRow(row.latitude, level) * stride + cellColumn(row.longitude, level);
            const sum = expected.get(cell) ?? { count: 0, latitudeSum: 0, longitudeSum: 0, seq: 0 };
            sum.count += 1;
            sum.latitudeSum += row.latitude;
            sum.longitudeSum += row.longitude;
            sum.seq += row.seq;
            expected.set(cell, sum);
          }
          const got = sums.cellCounts().sort((a, b) => a.cell - b.cell);
          const label = JSON.stringify({ view, level, fromKey, toKey });
          expect(
            got.map(({ cell, count, seq }) => [cell, count, seq]),
            label,
          ).toEqual([...expected].sort(([a], [b]) => a - b).map(([cell, { count, seq }]) => [cell, count, seq]));
          got.forEach((cell) => {
            expect(cell.latitudeSum).toBeCloseTo(expected.get(cell.cell)!.latitudeSum, 6);
            expect(cell.longitudeSum).toBeCloseTo(expected.get(cell.cell)!.longitudeSum, 6);
          });
          const total = [...expected.values()].reduce((sum, cell) => sum + cell.count, 0);
          expect(runs.countWithin(new ViewCellSums(view, level), fromKey, toKey), label).toBe(total);
        }
      }
    }
  });

  it('holds nothing for a year without sightings', () => {
    const runs = new YearCellRuns(new Float64Array(0), 5);
    const sums = new ViewCellSums(VIEWS[0]!, 5);
    runs.addWithin(sums, 0, Number.MAX_SAFE_INTEGER);
    expect(sums.cellCounts()).toEqual([]);
  });
});
