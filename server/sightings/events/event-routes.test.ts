import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { API_BASE } from '../../../common/api/api-paths.ts';
import { sightingEventSchema } from '../../../common/schemas/event.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { testDialects } from '../../test/test-database.ts';
import { EVENT_NOT_FOUND, mostReportedShape } from './event-service.ts';

const at = (minutes: number) => new Date(Date.UTC(1997, 2, 14, 3, 0) + minutes * 60_000).toISOString();

function report(id: string, minutes: number, overrides: Parameters<typeof makeSighting>[0] = {}) {
  return makeSighting({
    id,
    occurred: at(minutes),
    submitted: '1997-03-20T00:00:00.000Z',
    latitude: 33.45 + minutes / 1000,
    longitude: -112.07,
    ...overrides,
  });
}

describe.each(testDialects())('GET /api/v1/events/{id} on %s', (dialect) => {
  let test: TestApp;
  const get = (id: string) => test.app.inject({ method: 'GET', url: `${API_BASE}/events/${id}` });

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const { bulk } = sightingStores(test.database.handle);
    // Stored out of time order, in two writes: the event is named by its earliest report all the same.
    await bulk.insertMany([
      report('third001', 40, { shape: 'Triangle' }),
      report('second01', 20, { shape: 'Light' }),
      report('pending1', 25, { approved: false, status: 'PENDING', shape: 'Light' }),
    ]);
    await bulk.insertMany([report('first001', 0, { shape: 'Triangle' }), report('alone001', 3000, { shape: null })]);
  });
  afterAll(() => test.close());

  it('answers the event of any member, its public reports in time order, first, last and shape', async () => {
    for (const id of ['first001', 'second01', 'third001']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(200);
      const body = response.json();
      // Sent as the service wrote it, past the response check: the contract is checked here instead.
      expect(z.strictObject(sightingEventSchema.shape).parse(body)).toEqual(body);
      expect(body).toMatchObject({ id: 'first001', first: at(0), last: at(40), shape: 'Triangle' });
      expect(body.sightings.map((sighting: { id: string }) => sighting.id)).toEqual([
        'first001',
        'second01',
        'third001',
      ]);
      expect(body.sightings[1]).toMatchObject({ id: 'second01', eventId: 'first001', eventSize: 3, shape: 'Light' });
    }
  });

  it('carries the event in every sighting the API answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/by-id/third001` });
    expect(response.json()).toMatchObject({ eventId: 'first001', eventSize: 3 });
    const alone = await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/by-id/alone001` });
    expect(alone.json()).toMatchObject({ eventId: 'alone001', eventSize: 1 });
  });

  it('answers a sighting alone as an event of one', async () => {
    const body = (await get('alone001')).json();
    expect(body).toMatchObject({ id: 'alone001', first: at(3000), last: at(3000), shape: null });
    expect(body.sightings).toHaveLength(1);
  });

  it('answers 404 with a clear message for an unknown or a pending id', async () => {
    for (const id of ['nothere1', 'pending1']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: EVENT_NOT_FOUND });
    }
  });

  it('answers the event as it is now after a change, though it remembers events between changes', async () => {
    const { bulk, staff } = sightingStores(test.database.handle);
    await bulk.insertMany([report('later001', 2000), report('later002', 2010)]);
    expect((await get('later002')).json().sightings).toHaveLength(2);
    await staff.softDelete('later001');
    const body = (await get('later002')).json();
    expect(body).toMatchObject({ id: 'later002', first: at(2010), last: at(2010) });
    expect(body.sightings).toHaveLength(1);
    expect((await get('later001')).statusCode).toBe(404);
  });

  it('refuses malformed ids with 400', async () => {
    for (const id of ['waytoolongid', 'a%20b', '%27%3B--']) {
      const response = await get(id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message).toMatch(/Sighting ID/);
    }
  });
});

describe('the most reported shape', () => {
  const withShape = (shape: string | null) => ({ shape }) as never;
  it('is the shape named most often, the first named on a tie, null when none is named', () => {
    expect(mostReportedShape(['Light', 'Disc', 'Disc', null].map(withShape))).toBe('Disc');
    expect(mostReportedShape(['Light', 'Disc', 'Disc', 'Light'].map(withShape))).toBe('Light');
    expect(mostReportedShape([null, null].map(withShape))).toBeNull();
  });
});
