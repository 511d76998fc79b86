import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../common/api/api-paths.ts';
import { skySchema } from '../../common/schemas/sky.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { SIGHTING_WITHOUT_COORDINATES } from './sky-service.ts';
import { venusEveningSighting } from './testing/sky-reports.ts';

// Reading a sighting is the sightings service's work, tested on both databases; here SQLite suffices.
describe('the sky at the time', () => {
  let test: TestApp;
  const venusEvening = venusEveningSighting();
  const noPlace = makeSighting({ id: 'noplace1', latitude: null, longitude: null });
  const pending = makeSighting({ id: 'pending1', approved: false, status: 'PENDING' });

  beforeAll(async () => {
    test = await buildTestApp('sqlite');
    await sightingStores(test.database.handle).bulk.insertMany([venusEvening, noPlace, pending]);
  });
  afterAll(() => test?.close());

  const get = (path: string) => test.app.inject({ method: 'GET', url: `${API_BASE}${path}` });

  it('answers the sky at any place and time, with candidates but none called likely', async () => {
    const response = await get(
      apiPaths.sky({ latitude: 59.91, longitude: 10.75, occurred: '2024-06-21T23:30:00+02:00' }),
    );
    expect(response.statusCode).toBe(200);
    const sky = skySchema.parse(response.json());
    expect(sky.sun.period).toBe('civil twilight');
    expect(sky.planets.map((planet) => planet.name)).toEqual(['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn']);
    expect(sky.candidates.every((candidate) => !candidate.likely)).toBe(true);
  });

  it.each([
    ['latitude=91&longitude=0&occurred=2024-06-21T21:30:00Z', 'querystring.latitude'],
    ['latitude=0&longitude=200&occurred=2024-06-21T21:30:00Z', 'querystring.longitude'],
    ['latitude=0&longitude=0&occurred=yesterday', 'querystring.occurred'],
    ['latitude=0&longitude=0&occurred=2024-06-21T21:30:00', 'querystring.occurred'],
    ['longitude=0&occurred=2024-06-21T21:30:00Z', 'querystring.latitude'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/sky?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(response.json().message).toContain(field);
  });

  it("answers a public sighting's sky, weighing the candidates against the report", async () => {
    const response = await get(apiPaths.sightingSky('venus001'));
    expect(response.statusCode).toBe(200);
    const sky = skySchema.parse(response.json());
    const venus = sky.candidates.find((candidate) => candidate.name === 'Venus')!;
    expect(venus.likely).toBe(true);
    expect(venus.reason).toMatch(/^Venus was very bright, low in the west-northwest, \d+° up; .*not a verdict\.$/);
  });

  it('answers 404 for an unknown or hidden sighting, and says why for one without coordinates', async () => {
    for (const id of ['nothere1', 'pending1']) {
      const response = await get(apiPaths.sightingSky(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/does not exist or is not approved/);
    }
    const response = await get(apiPaths.sightingSky('noplace1'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(SIGHTING_WITHOUT_COORDINATES);
  });

  it('answers staff the sky of a pending report too, for the moderation queue', async () => {
    const staff = await addStaff(test.database.handle, { role: 'moderator' });
    const token = await storeToken(test.database.handle, staff.seq);
    const response = await test.app.inject({
      method: 'GET',
      url: `${API_BASE}${apiPaths.sightingSky('pending1')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(skySchema.parse(response.json()).sun.period).toBeDefined();
  });

  it('documents both calls in the OpenAPI description', () => {
    const paths = Object.keys((test.app as unknown as { swagger(): { paths: object } }).swagger().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/sky', '/api/v1/sightings/sky/{id}']));
  });
});
