import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clustersAnswerSchema, histogramAnswerSchema } from '../../../common/schemas/explore.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { testDialects } from '../../test/test-database.ts';

// A view round Denver: its whole cells reach a little past it on every side.
const BOX = { swLng: -105.3, swLat: 39.5, neLng: -104.7, neLat: 40.0 };

/**
 * Places on the lines where the strips round the box meet (a sighting level with the box's south edge
 * but west of it lies in the strip below the box and in the one beside it), a corner outside, and
 * the box's own edges and corners, which it holds.
 */
const PLACES = [
  [39.5, -105.31],
  [40.0, -104.69],
  [39.49, -105.3],
  [40.01, -104.7],
  [39.49, -105.31],
  [40.01, -104.69],
  [39.5, -105.0],
  [40.0, -104.7],
  [39.5, -105.3],
  [39.75, -105.0],
] as const;

const inBox = ([latitude, longitude]: readonly [number, number]) =>
  latitude >= BOX.swLat && latitude <= BOX.neLat && longitude >= BOX.swLng && longitude <= BOX.neLng;

const sightings = PLACES.flatMap(([latitude, longitude], index) =>
  // Two years, so the histogram has more than one bucket to get right.
  ['2011-06-01', '2016-06-01'].map((day) =>
    makeSighting({
      occurred: `${day}T0${index % 10}:00:00.000Z`,
      timeZone: 'America/Denver',
      latitude,
      longitude,
      shape: index % 2 === 0 ? 'Disk' : 'Light',
    }),
  ),
);

describe.each(testDialects())('a view whose strips of whole cells meet at its corners, on %s', (dialect) => {
  let test: TestApp;
  const get = async (path: string, query: Record<string, string | number>) => {
    const url = `/api/v1/sightings/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    await sightingStores(test.database.handle).bulk.insertMany(sightings);
  }, 60_000);
  afterAll(() => test.close());

  it.each([
    ['no filter', {}],
    ['a shape', { shape: 'Disk' }],
    ['a date range', { fromDate: '2010-01-01', toDate: '2012-12-31' }],
  ])('counts each sighting on those lines once, with %s', async (_, filters: Record<string, string>) => {
    const expected = sightings.filter(
      (sighting) =>
        inBox([sighting.latitude!, sighting.longitude!]) &&
        (filters.shape === undefined || sighting.shape === filters.shape) &&
        (filters.toDate === undefined || sighting.occurred < `${filters.toDate}T23:59`),
    ).length;
    const clusters = clustersAnswerSchema.parse(await get('clusters', { ...BOX, ...filters, zoom: 9 }));
    expect(clusters.total).toBe(expected);
    const { buckets } = histogramAnswerSchema.parse(await get('histogram', { ...BOX, ...filters }));
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(expected);
  });
});
