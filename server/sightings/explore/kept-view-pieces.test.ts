import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-database.ts';
import { boxesForBounds } from '../map/map-boxes.ts';
import { dayNumber } from './whole-years.ts';
import { cellColumn, cellRow, clusterLevel, viewLevel } from './explore-grid.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';
import { ExploreRepository } from './explore-repository.ts';
import type { ExploreView } from './explore-types.ts';

const sightings = Array.from({ length: 240 }, (_, index) =>
  makeSighting({
    occurred: new Date(Date.UTC(1950 + ((index * 7) % 70), index % 12, 1 + (index % 27))).toISOString(),
    latitude: 25 + ((index * 37) % 230) / 10,
    longitude: -125 + ((index * 53) % 580) / 10,
    shape: ['Sphere', 'Triangle', 'Disk'][index % 3]!,
  }),
);

/** A walk across the United States at two zooms, each view overlapping the last. */
const PANNED = [
  ...Array.from({ length: 6 }, (_, step) => ({ swLng: -128 + step * 4, swLat: 22, neLng: -95 + step * 4, neLat: 45 })),
  ...Array.from({ length: 6 }, (_, step) => ({
    swLng: -110 + step * 1.5,
    swLat: 30,
    neLng: -100 + step * 1.5,
    neLat: 38,
  })),
  { swLng: -540, swLat: -85, neLng: 540, neLat: 85 },
];

function viewOf(bounds: (typeof PANNED)[number]): ExploreView {
  const boxes = boxesForBounds(bounds);
  return { boxes, level: viewLevel(boxes) };
}

/**
 * The stored sightings in the cells of the view's grid that its boxes touch (clusters), or in its boxes
 * themselves (`inBoxes`, every count), counted one by one.
 */
function countedByHand(view: ExploreView, from = '0000', to = '9999', shape?: string, inBoxes = false): number {
  return sightings.filter((sighting) => {
    if (sighting.occurred < from || sighting.occurred.slice(0, 10) > to) return false;
    if (shape !== undefined && sighting.shape !== shape) return false;
    if (inBoxes) {
      return view.boxes.some(
        (box) =>
          sighting.latitude! >= box.south &&
          sighting.latitude! <= box.north &&
          sighting.longitude! >= box.west &&
          sighting.longitude! <= box.east,
      );
    }
    const row = cellRow(sighting.latitude!, view.level);
    const column = cellColumn(sighting.longitude!, view.level);
    return view.boxes.some(
      (box) =>
        row >= cellRow(box.south, view.level) &&
        row <= cellRow(box.north, view.level) &&
        column >= cellColumn(box.west, view.level) &&
        column <= cellColumn(box.east, view.level),
    );
  }).length;
}

const keyOf = dayNumber;
const byCell = (cells: Array<{ cell: number }>) => [...cells].sort((a, b) => a.cell - b.cell);

describe.each(testDialects())('views panned over the kept counts on %s', (dialect) => {
  let database: TestDatabase;
  let stores: ReturnType<typeof sightingStores>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    stores = sightingStores(database.handle);
    await stores.bulk.insertMany(sightings);
  });
  afterAll(() => database.destroy());

  it('answers each view from remembered pieces as a fresh read does, and as a count by hand', async () => {
    const panning = new ExploreRepository(database.handle.db, stores.engine, new VersionedCache(database.handle.db));
    for (const bounds of PANNED) {
      const view = viewOf(bounds);
      for (const level of [view.level, clusterLevel(view.level, 20)]) {
        // Sixty-six years: the whole record less the few years outside them.
        const long = { hasMedia: false, fromDay: keyOf('1952-02-03'), toDay: keyOf('2018-11-13') };
        const longCells = await panning.cellCounts(view, clusterLevel(view.level, 20), long);
        expect(longCells.reduce((sum, cell) => sum + cell.count, 0)).toBe(
          countedByHand(view, '1952-02-03', '2018-11-12'),
        );
        expect(longCells.every((cell) => cell.count > 0)).toBe(true);
        const fresh = new ExploreRepository(database.handle.db, stores.engine, new VersionedCache(database.handle.db));
        const remembered = await panning.cellCounts(view, level, { hasMedia: false });
        expect(byCell(remembered), JSON.stringify(bounds)).toEqual(
          byCell(await fresh.cellCounts(view, level, { hasMedia: false })),
        );
        expect(remembered.reduce((sum, cell) => sum + cell.count, 0)).toBe(countedByHand(view));
        for (const single of remembered.filter((cell) => cell.count === 1))
          expect(sightings.some((sighting) => sighting.id === single.id)).toBe(true);
      }
      const years = await panning.periodCounts(view, 'year', { hasMedia: false });
      expect(years.reduce((sum, year) => sum + year.count, 0)).toBe(
        countedByHand(view, '0000', '9999', undefined, true),
      );
      const sixties = years.filter((year) => year.year >= 1960 && year.year <= 1969);
      expect(sixties.reduce((sum, year) => sum + year.count, 0)).toBe(
        countedByHand(view, '1960', '1969-12-31', undefined, true),
      );

      // A shape over a range of dates: the whole years from remembered pieces, the days at its ends from the rows.
      const triangles = {
        hasMedia: false,
        shape: 'Triangle',
        fromDay: keyOf('1961-03-04'),
        toDay: keyOf('1990-10-03'),
      };
      const shaped = await panning.cellCounts(view, clusterLevel(view.level, 20), triangles);
      expect(shaped.reduce((sum, cell) => sum + cell.count, 0)).toBe(
        countedByHand(view, '1961-03-04', '1990-10-02', 'Triangle'),
      );
      const { shape: _, ...datesOnly } = triangles;
      // A decade's dates alone: counted from each year's remembered rows.
      const decade = { hasMedia: false, fromDay: keyOf('1975-05-06'), toDay: keyOf('1984-02-04') };
      const dated = await panning.cellCounts(view, clusterLevel(view.level, 20), decade);
      expect(dated.reduce((sum, cell) => sum + cell.count, 0)).toBe(countedByHand(view, '1975-05-06', '1984-02-03'));
      const fresh = new ExploreRepository(database.handle.db, stores.engine, new VersionedCache(database.handle.db));
      expect(byCell(dated)).toEqual(byCell(await fresh.cellCounts(view, clusterLevel(view.level, 20), decade)));
      const datedYears = await panning.periodCounts(view, 'year', datesOnly);
      expect(datedYears.reduce((sum, year) => sum + year.count, 0)).toBe(
        countedByHand(view, '1961-03-04', '1990-10-02', undefined, true),
      );
      const shapedYears = await panning.periodCounts(view, 'year', triangles);
      expect(shapedYears.reduce((sum, year) => sum + year.count, 0)).toBe(
        countedByHand(view, '1961-03-04', '1990-10-02', 'Triangle', true),
      );
    }
  });

  it('sees a change at once, in pieces already remembered', async () => {
    const repository = new ExploreRepository(database.handle.db, stores.engine, new VersionedCache(database.handle.db));
    const view = viewOf(PANNED[0]!);
    const total = async () =>
      (await repository.cellCounts(view, view.level, { hasMedia: false })).reduce((sum, cell) => sum + cell.count, 0);
    const before = await total();
    await repository.periodCounts(view, 'year', { hasMedia: false });
    const added = makeSighting({ latitude: 33.5, longitude: -112.1, occurred: '2001-06-01T03:00:00.000Z' });
    await stores.bulk.insertMany([added]);
    expect(await total()).toBe(before + 1);
    const fresh = new ExploreRepository(database.handle.db, stores.engine, new VersionedCache(database.handle.db));
    expect(await repository.periodCounts(view, 'year', { hasMedia: false })).toEqual(
      await fresh.periodCounts(view, 'year', { hasMedia: false }),
    );
  });
});
