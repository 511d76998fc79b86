import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores, type SightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';

const url = (path: string) => `${API_BASE}/sightings${path}`;

/**
 * The answers every visitor asks for (the list's pages, a map view, a sighting, the newest one, the
 * explorer's clusters and years) are written once per version of the data and sent as written: the
 * same bytes Fastify writes, checked against their contracts, and never older than the last change
 * this process committed.
 */
describe.each(testDialects())('answers remembered until the data changes, on %s', (dialect) => {
  let test: TestApp;
  let stores: SightingStores;
  const older = makeSighting({
    id: 'older001',
    latitude: 38.9,
    longitude: -119.9,
    occurred: '2024-05-01T22:15:00.000Z',
    submitted: '2024-05-03T00:00:00.000Z',
  });

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    stores = sightingStores(test.database.handle);
    await stores.bulk.insertMany([older]);
  });
  afterAll(() => test?.close());

  const get = (path: string) => test.app.inject({ method: 'GET', url: url(path) });
  const ids = async (path: string) => (await get(path)).json().map((sighting: { id: string }) => sighting.id);
  const tahoeView = '/by-lat-lng-bounds?swLng=-121&swLat=38&neLng=-119&neLat=40';
  const worldClusters = '/clusters?swLng=-180&swLat=-85&neLng=180&neLat=85&zoom=2';
  const worldYears = '/histogram?swLng=-180&swLat=-85&neLng=180&neLat=85';

  it('sends the same JSON, with its type and tag, the first time and from memory', async () => {
    for (const path of [
      '/by-page?page=0&size=10',
      tahoeView,
      '/latest-sighting',
      '/by-id/older001',
      worldClusters,
      worldYears,
    ]) {
      const first = await get(path);
      const again = await get(path);
      expect(first.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(await ids('/by-page?page=0&size=10')).toEqual(['older001']);
    expect((await get('/latest-sighting')).json()).toMatchObject({ id: 'older001', latitude: 38.9 });
  });

  it('shows a sighting stored since, withdrawn since, at the next read', async () => {
    const paths = ['/by-page?page=0&size=10', tahoeView, '/latest-sighting', worldClusters, worldYears];
    expect((await get('/by-id/newer001')).statusCode).toBe(404);
    await Promise.all(paths.map((path) => get(path)));
    const newer = makeSighting({
      id: 'newer001',
      latitude: 39.1,
      longitude: -120.1,
      occurred: '2024-06-01T22:15:00.000Z',
      submitted: '2024-06-02T00:00:00.000Z',
    });
    await stores.bulk.insertMany([newer]);
    expect(await ids('/by-page?page=0&size=10')).toEqual(['newer001', 'older001']);
    expect(await ids(tahoeView)).toEqual(['newer001', 'older001']);
    expect((await get('/latest-sighting')).json().id).toBe('newer001');
    expect((await get('/by-id/newer001')).statusCode).toBe(200);
    expect((await get(worldClusters)).json().total).toBe(2);
    expect((await get(worldYears)).json().total).toBe(2);

    await stores.staff.softDelete('newer001');
    expect(await ids('/by-page?page=0&size=10')).toEqual(['older001']);
    expect(await ids(tahoeView)).toEqual(['older001']);
    expect((await get('/latest-sighting')).json().id).toBe('older001');
    expect((await get('/by-id/newer001')).statusCode).toBe(404);
    expect((await get(worldClusters)).json().total).toBe(1);
    expect((await get(worldYears)).json().total).toBe(1);
  });

  it('answers a view panned a world away as the same view', async () => {
    const panned = '/by-lat-lng-bounds?swLng=239&swLat=38&neLng=241&neLat=40';
    expect(await ids(panned)).toEqual(await ids(tahoeView));
  });

  it('still answers a filtered view from the rows, and refuses bad input as before', async () => {
    expect(await ids(`${tahoeView}&shape=Disc`)).toEqual([]);
    expect((await get('/by-page?page=-1')).statusCode).toBe(400);
    expect((await get('/by-lat-lng-bounds?swLng=0&swLat=10&neLng=1&neLat=5')).statusCode).toBe(400);
  });
});
