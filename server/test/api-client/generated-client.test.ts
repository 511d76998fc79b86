import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SightingEvent } from '../../../common/schemas/event.ts';
import type { ClustersAnswer } from '../../../common/schemas/explore.ts';
import type { SearchPage } from '../../../common/schemas/search.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import type { Sky } from '../../../common/schemas/sky.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { freePort } from '../free-port.ts';
import { makeSighting } from '../sighting-factory.ts';
import { sightingStores } from '../sighting-stores.ts';
import { GENERATED_TYPES_FILE, generatedTypes } from './generate-types.ts';
import type { paths } from './openapi-types.ts';

type Answer<Path extends keyof paths, Method extends 'get' | 'post'> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/**
 * The generated types and the project's own zod types agree, both ways: what the server's schemas
 * promise is what a generated client expects, and the reverse. `tsc` fails here when they drift.
 */
export const agreement = {
  search: [
    (page: SearchPage): Answer<'/api/v1/sightings/search', 'post'> => page,
    (page: Answer<'/api/v1/sightings/search', 'post'>): SearchPage => page,
  ],
  searchByLink: [(page: SearchPage): Answer<'/api/v1/sightings/search', 'get'> => page],
  byId: [
    (sighting: Sighting): Answer<'/api/v1/sightings/by-id/{id}', 'get'> => sighting,
    (sighting: Answer<'/api/v1/sightings/by-id/{id}', 'get'>): Sighting => sighting,
  ],
  clusters: [
    (answer: ClustersAnswer): Answer<'/api/v1/sightings/clusters', 'get'> => answer,
    (answer: Answer<'/api/v1/sightings/clusters', 'get'>): ClustersAnswer => answer,
  ],
  // One way only: the document says an event holds at least one report, which the generated type
  // writes as a non-empty tuple and the zod type as a plain array.
  event: [(event: Answer<'/api/v1/events/{id}', 'get'>): SightingEvent => event],
  sky: [(sky: Sky): Answer<'/api/v1/sky', 'get'> => sky, (sky: Answer<'/api/v1/sky', 'get'>): Sky => sky],
};

describe('a client generated from the served OpenAPI document', () => {
  let test: TestApp;
  let client: ReturnType<typeof createClient<paths>>;
  beforeAll(async () => {
    test = await buildTestApp('sqlite');
    const place = { latitude: 47.6, longitude: -122.33, locationName: 'Seattle, Washington, United States' };
    await sightingStores(test.database.handle).bulk.insertMany([
      makeSighting({
        id: 'seattle1',
        summary: 'Silent lights over the Sound',
        occurred: '2024-04-02T05:00:00.000Z',
        ...place,
      }),
      makeSighting({
        id: 'seattle2',
        summary: 'Lights hovering over the Sound',
        occurred: '2024-04-02T05:10:00.000Z',
        ...place,
      }),
    ]);
    const port = await freePort();
    await test.app.listen({ port, host: '127.0.0.1' });
    client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(() => test?.close());

  it('is generated from the document the server serves now', async () => {
    expect(await generatedTypes()).toBe(readFileSync(GENERATED_TYPES_FILE, 'utf8'));
  }, 60_000);

  it('searches, with no cookie and no token', async () => {
    const { data, response } = await client.POST('/api/v1/sightings/search', {
      body: { term: 'lights', fromDate: '2024-01-01', toDate: '2024-12-31' },
    });
    expect(response.status).toBe(200);
    expect(data?.totalElements).toBe(2);
    const linked = await client.GET('/api/v1/sightings/search', {
      params: { query: { term: 'lights', fromDate: '2024-01-01', toDate: '2024-12-31' } },
    });
    expect(linked.data).toEqual(data);
  });

  it('reads a sighting by its id, and names the error of one that does not exist', async () => {
    const found = await client.GET('/api/v1/sightings/by-id/{id}', { params: { path: { id: 'seattle1' } } });
    expect(found.data?.summary).toBe('Silent lights over the Sound');
    const missing = await client.GET('/api/v1/sightings/by-id/{id}', { params: { path: { id: 'nothere1' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.message).toBeTruthy();
  });

  it('reads the clusters of a view', async () => {
    const { data } = await client.GET('/api/v1/sightings/clusters', {
      params: { query: { swLat: 40, swLng: -130, neLat: 55, neLng: -110, zoom: 4 } },
    });
    expect(data?.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(2);
  });

  it('reads the event two close reports make', async () => {
    const { data } = await client.GET('/api/v1/events/{id}', { params: { path: { id: 'seattle2' } } });
    expect(data?.sightings.map((sighting) => sighting.id).sort()).toEqual(['seattle1', 'seattle2']);
  });

  it('reads the sky at a place and time', async () => {
    const { data } = await client.GET('/api/v1/sky', {
      params: { query: { latitude: 47.6, longitude: -122.33, occurred: '2024-04-02T05:00:00Z' } },
    });
    expect(data?.planets.length).toBeGreaterThan(0);
  });
});
