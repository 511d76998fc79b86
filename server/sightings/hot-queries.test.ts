import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_PAGE_SIZE, DEFAULT_SIGHTING_PAGE_SIZE } from '../../common/schemas/common-fields.ts';
import type { Services } from '../services.ts';
import { testServices } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';

/**
 * The statements the busiest reads send, committed as text: the speed of the map, the list, search and
 * the sighting page rests on each engine's plan for exactly these statements, so a change to one must be
 * seen and measured, never slip in unnoticed. After a deliberate change, update the files with
 * `npx vitest run server/sightings/hot-queries.test.ts -u` and run the bench.
 */

type Read = (services: Services) => Promise<unknown>;

const SYDNEY = { latitude: -33.87, longitude: 151.21 };
const PHOENIX = { latitude: 33.45, longitude: -112.07 };

function storedSightings() {
  return Array.from({ length: 300 }, (_, index) => {
    const place = index % 30 === 1 ? PHOENIX : index % 100 === 2 ? SYDNEY : {};
    return makeSighting({
      occurred: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
      ...place,
    });
  });
}

// Each read runs on services of its own, as the first read of a fresh process: nothing remembered.
const HOT_READS: ReadonlyArray<[string, Read]> = [
  ['sighting page (public sighting by id)', (services) => services.sightings.findPublic(firstId)],
  ['list, first page', (services) => services.sightings.page({ page: 0, size: DEFAULT_SIGHTING_PAGE_SIZE })],
  ['list, deep page', (services) => services.sightings.page({ page: 900, size: DEFAULT_SIGHTING_PAGE_SIZE })],
  ['total of public sightings', (services) => services.sightings.total()],
  ['map, a city', (services) => findInView(services, { swLng: -120.1, swLat: 38.8, neLng: -119.8, neLat: 39.1 })],
  ['map, the world', (services) => findInView(services, { swLng: -180, swLat: -85, neLng: 180, neLat: 85 })],
  ['map, a sparse region', (services) => findInView(services, { swLng: -118, swLat: 28, neLng: -105, neLat: 38 })],
  [
    'map, a nearly empty region',
    (services) => findInView(services, { swLng: 140, swLat: -45, neLng: 160, neLat: -25 }),
  ],
  ['search', (services) => search(services, 'orange lig', false)],
  ['search, with media', (services) => search(services, 'lake', true)],
  [
    'search, of a shape in a country',
    (services) => search(services, 'lake', false, { shape: 'Sphere', country: 'US' }),
  ],
  // The explorer, one read for each way of counting an answer (explore-plan.ts).
  ['explorer, clusters of the world (kept pieces)', (services) => services.explore.clusters({ ...WORLD, zoom: 2 })],
  [
    'explorer, clusters of a shape over years (kept years and ends)',
    (services) => services.explore.clusters({ ...WORLD, ...YEARS_AND_A_HALF, shape: 'Sphere', zoom: 2 }),
  ],
  [
    'explorer, clusters of a few days (remembered year rows)',
    (services) => services.explore.clusters({ ...WORLD, fromDate: '2020-01-03', toDate: '2020-01-08', zoom: 2 }),
  ],
  [
    'explorer, clusters of a century (the whole less the years outside)',
    (services) => services.explore.clusters({ ...WORLD, fromDate: '1900-01-01', toDate: '2020-01-08', zoom: 2 }),
  ],
  [
    'explorer, clusters of a country (rows)',
    (services) => services.explore.clusters({ ...WORLD, country: 'US', zoom: 2 }),
  ],
  [
    'explorer, clusters of a city with a term (rows)',
    (services) => services.explore.clusters({ ...A_CITY, term: 'lights', zoom: 12 }),
  ],
  ['explorer, years (kept pieces)', (services) => services.explore.histogram({ ...WORLD, interval: 'year' })],
  [
    'explorer, years of a range (kept years and ends)',
    (services) => services.explore.histogram({ ...WORLD, ...YEARS_AND_A_HALF, interval: 'year' }),
  ],
  ['explorer, months (rows)', (services) => services.explore.histogram({ ...WORLD, interval: 'month' })],
  ['explorer, facets (rows)', (services) => services.explore.facets(WORLD)],
  ['explorer, newest in view', (services) => services.explore.newestInView({ ...WORLD, size: DEFAULT_MAP_PAGE_SIZE })],
];

/** The explorer's views: the world and a city, with no filter. */
const WORLD = { swLng: -180, swLat: -85, neLng: 180, neLat: 85, hasMedia: false };
const A_CITY = { swLng: -112.2, swLat: 33.3, neLng: -111.9, neLat: 33.6, hasMedia: false };
/** Whole years and the half of one before them: the years from the kept counts, the half from the rows. */
const YEARS_AND_A_HALF = { fromDate: '2019-06-01', toDate: '2020-12-31' };

let firstId = '';

function findInView(services: Services, view: { swLng: number; swLat: number; neLng: number; neLat: number }) {
  return services.sightings.inBounds({ ...view, size: DEFAULT_MAP_PAGE_SIZE });
}

function search(services: Services, term: string, hasMedia: boolean, narrowing = {}) {
  return services.sightings.search({
    ...narrowing,
    term,
    fromDate: '1900-01-01',
    toDate: '2099-12-31',
    hasMedia,
    excludeExplained: false,
    oneResultPerEvent: false,
    page: 0,
    size: DEFAULT_SIGHTING_PAGE_SIZE,
  });
}

describe.each(testDialects())('the statements of the hot reads on %s', (dialect) => {
  let database: TestDatabase;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect, (statement) => heard.push(statement));
    const sightings = storedSightings();
    firstId = sightings[0]!.id;
    await testServices(database).bulkSightings.insertMany(sightings);
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('are the committed ones', async () => {
    const sections: string[] = [];
    for (const [name, read] of HOT_READS) {
      const services = testServices(database);
      heard.length = 0;
      await read(services);
      // Whitespace aside, in a stable order: reads that run side by side finish in any order.
      const statements = [...new Set(heard.map((statement) => statement.replace(/\s+/g, ' ').trim()))].sort();
      sections.push(`-- ${name}\n${statements.map((statement) => `${statement};`).join('\n')}\n`);
    }
    await expect(sections.join('\n')).toMatchFileSnapshot(`./hot-queries.${dialect}.sql`);
  });
});
