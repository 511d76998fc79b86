import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../common/api/api-paths.ts';
import type { SearchPage } from '../../../common/schemas/search.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { injectAsBrowser } from '../../test/inject-with-xsrf.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { testDialects } from '../../test/test-database.ts';
import { onePerEvent } from './one-per-event.ts';

describe('one result per event', () => {
  it('keeps the first match of each event and reports alone, and counts the others', () => {
    const events = new Map([
      [90, 'A'],
      [80, 'B'],
      [70, 'A'],
      [50, 'A'],
      [40, 'B'],
    ]);
    const folded = onePerEvent([90, 80, 75, 70, 60, 50, 40], events);
    expect(folded.keys).toEqual([90, 80, 75, 60]);
    expect([...folded.others]).toEqual([
      ['A', 2],
      ['B', 1],
    ]);
    expect(onePerEvent([5, 4], new Map([[5, 'C']]))).toEqual({ keys: [5, 4], others: new Map() });
  });
});

const at = (day: number, minutes: number) => new Date(Date.UTC(2008, 0, day, 18, 0) + minutes * 60_000).toISOString();

/** Reports of "glowing orbs": an event of four near Stephenville on 8 January, one of two on the 10th, three alone. */
function orbs(id: string, day: number, minutes: number, latitude: number) {
  return makeSighting({
    id,
    summary: `Glowing orbs in a row (${id})`,
    occurred: at(day, minutes),
    submitted: '2008-01-20T00:00:00.000Z',
    latitude,
    longitude: -98.2,
  });
}

describe.each(testDialects())('searching with one result per event on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect);
    await sightingStores(test.database.handle).bulk.insertMany([
      orbs('steph001', 8, 0, 32.2),
      orbs('steph002', 8, 10, 32.21),
      orbs('steph003', 8, 20, 32.22),
      orbs('steph004', 8, 30, 32.23),
      orbs('later001', 10, 0, 32.2),
      orbs('later002', 10, 5, 32.2),
      orbs('alone001', 12, 0, 32.2),
      orbs('alone002', 14, 0, 32.2),
      orbs('alone003', 16, 0, 32.2),
    ]);
  });
  afterAll(() => test?.close());

  const search = async (body: Record<string, unknown>) => {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/search`,
      payload: { term: 'glowing orbs', fromDate: '2008-01-01', toDate: '2008-01-31', size: 3, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SearchPage;
  };

  it('lists each event once, its newest matching report, saying how many others it stands for', async () => {
    const all = await search({ size: 10 });
    expect(all.totalElements).toBe(9);
    expect(all).not.toHaveProperty('othersInEvent');

    const first = await search({ oneResultPerEvent: true });
    expect(first).toMatchObject({ totalElements: 5, totalPages: 2, number: 0, size: 3 });
    expect(first.content.map((sighting) => sighting.id)).toEqual(['alone003', 'alone002', 'alone001']);
    expect(first.othersInEvent).toEqual({});
    const second = await search({ oneResultPerEvent: true, page: 1 });
    expect(second.content.map((sighting) => sighting.id)).toEqual(['later002', 'steph004']);
    expect(second.content.map((sighting) => sighting.eventSize)).toEqual([2, 4]);
    expect(second.othersInEvent).toEqual({ later002: 1, steph004: 3 });
  });

  it('counts only the matching reports of an event', async () => {
    const narrowed = await search({ term: 'glowing orbs steph003', oneResultPerEvent: true });
    expect(narrowed.totalElements).toBe(1);
    expect(narrowed.content[0]).toMatchObject({ id: 'steph003', eventSize: 4 });
    expect(narrowed.othersInEvent).toEqual({});
    const beforeTheTenth = await search({ toDate: '2008-01-09', oneResultPerEvent: true });
    expect(beforeTheTenth.content.map((sighting) => sighting.id)).toEqual(['steph004']);
    expect(beforeTheTenth.othersInEvent).toEqual({ steph004: 3 });
  });

  it('refuses a value that is not a boolean', async () => {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/search`,
      payload: { term: 'glowing orbs', oneResultPerEvent: 'yes' },
    });
    expect(response.statusCode).toBe(400);
  });
});
