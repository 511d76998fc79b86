import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFilePath } from '../../db/connection.ts';
import { ReadThreads } from '../../db/read-threads.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { dayNumber } from './whole-years.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';
import { ExploreRepository } from './explore-repository.ts';
import type { ExploreFilters, ExploreView } from './explore-types.ts';

const SHAPES = ['Disk', 'Light', 'Triangle'];
const COUNTRIES = ['US', 'GB', 'AU'];
const sightings = Array.from({ length: 60 }, (_, index) =>
  makeSighting({
    occurred: new Date(Date.UTC(1990 + (index % 30), index % 12, 1 + (index % 28), index % 24)).toISOString(),
    latitude: -40 + index * 1.3,
    longitude: -120 + index * 4.1,
    shape: SHAPES[index % 3]!,
    iso2CountryCode: COUNTRIES[index % 3]!,
    summary: index % 2 === 0 ? 'Bright lights' : 'A dark shape',
  }),
);

const world: ExploreView = { boxes: [{ west: -180, south: -90, east: 180, north: 90 }], level: 2 };
const FILTER_SETS: Array<[string, ExploreFilters]> = [
  ['a country', { hasMedia: false, country: 'US' }],
  ['media', { hasMedia: true }],
  ['a country and a date range', { hasMedia: false, country: 'GB', fromDay: dayNumber('2000-01-01') }],
  ['nothing', { hasMedia: false }],
];

describe('explorer counts on SQLite read threads', () => {
  let database: TestDatabase;
  let threads: ReadThreads;
  let here: ExploreRepository;
  let onThreads: ExploreRepository;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const stores = sightingStores(database.handle);
    await stores.bulk.insertMany(sightings);
    threads = new ReadThreads(sqliteFilePath(database.dataDir), 1);
    here = new ExploreRepository(database.handle.db, stores.engine, new VersionedCache(database.handle.db));
    // Every view counted on a thread, however few it holds.
    onThreads = new ExploreRepository(
      database.handle.db,
      stores.engine,
      new VersionedCache(database.handle.db),
      threads,
      0,
    );
  });
  afterAll(async () => {
    await threads.close();
    await database.destroy();
  });

  it.each(FILTER_SETS)('answers as the serving thread does, filtered by %s', async (_name, filters) => {
    expect(await onThreads.cellCounts(world, 3, filters)).toEqual(await here.cellCounts(world, 3, filters));
    expect(await onThreads.periodCounts(world, 'month', filters)).toEqual(
      await here.periodCounts(world, 'month', filters),
    );
    expect(await onThreads.facets(world, filters)).toEqual(await here.facets(world, filters));
    expect(await onThreads.newestKeys(world, filters, 10)).toEqual(await here.newestKeys(world, filters, 10));
  });

  it("answers a term's matches as the serving thread does", async () => {
    const keys = (
      await database.handle.db
        .selectFrom('sightings')
        .select('timeline_key')
        .where('summary', 'like', '%lights%')
        .execute()
    ).map((row) => Number(row.timeline_key));
    const filters: ExploreFilters = { hasMedia: false, match: { term: 'lights', keys: async () => keys } };
    expect(await onThreads.cellCounts(world, 3, filters)).toEqual(await here.cellCounts(world, 3, filters));
    expect((await onThreads.facets(world, filters)).shapes.length).toBeGreaterThan(0);
    expect(await onThreads.facets(world, filters)).toEqual(await here.facets(world, filters));
  });
});
