import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';

/** Phoenix's clocks: Mountain Standard Time all year, UTC−7. */
const mst = (day: string, clock: string) => new Date(Date.parse(`${day}T${clock}:00.000-07:00`)).toISOString();

const inPhoenix = (id: string, occurred: string, change: Parameters<typeof makeSighting>[0] = {}) =>
  makeSighting({
    id,
    summary: `Lights over Phoenix (${id})`,
    detailedDescription: 'A vast V of lights drifted south over the valley without a sound.',
    locationName: 'Phoenix, Arizona, United States',
    city: 'Phoenix',
    region: 'Arizona',
    latitude: 33.45,
    longitude: -112.07,
    timeZone: 'America/Phoenix',
    shape: 'Chevron',
    tags: [],
    occurred,
    submitted: '1997-03-20T00:00:00.000Z',
    ...change,
  });

/** The evening of 13 March 1997: one report before 17:00 MST, seven after (14 March in UTC). */
const evening = [
  inPhoenix('evening0', mst('1997-03-13', '16:40')),
  ...['19:15', '19:30', '19:55', '20:10', '20:30', '22:00', '22:30'].map((clock, index) =>
    inPhoenix(`evening${index + 1}`, mst('1997-03-13', clock)),
  ),
];
/** 23:00 MST on the 12th: the 13th in UTC, the 12th on the witness's calendar. */
const nightBefore = inPhoenix('before01', mst('1997-03-12', '23:00'));
/** 01:00 MST on the 14th. */
const nightAfter = inPhoenix('after001', mst('1997-03-14', '01:00'));
/** No zone known: its day is its UTC day, the 14th, as before zones were stored. */
const noZone = inPhoenix('nozone01', '1997-03-14T02:00:00.000Z', { timeZone: null });

/** The ids of sightings newest first, as the search lists them. */
const newestFirst = (sightings: ReadonlyArray<{ id: string; occurred: string }>) =>
  [...sightings].sort((a, b) => b.occurred.localeCompare(a.occurred)).map((sighting) => sighting.id);
const eveningIds = newestFirst(evening);

describe.each(testDialects())('dates on the calendar of each sighting’s place, on %s', (dialect) => {
  let test: TestApp;
  let addressCount = 0;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    await sightingStores(test.database.handle).bulk.insertMany([...evening, nightBefore, nightAfter, noZone]);
  });
  afterAll(() => test?.close());

  const search = (body: object) =>
    injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/sightings/search`, payload: body });
  const exportAs = (body: object) =>
    injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/export`,
      payload: body,
      remoteAddress: `10.0.1.${++addressCount}`,
    });
  const day = (date: string) => ({ fromDate: date, toDate: date });

  /** Every id the search lists, `size` a page, and the total it gives. */
  async function searchedIds(body: object, size = 100): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    for (let page = 0; ; page += 1) {
      const answer = (await search({ ...body, page, size })).json();
      ids.push(...answer.content.map((sighting: { id: string }) => sighting.id));
      if (page + 1 >= answer.totalPages) return { ids, total: answer.totalElements };
    }
  }

  it('finds the eight reports of the evening of 13 March 1997 in Phoenix, seven of them the 14th in UTC', async () => {
    expect(await searchedIds({ term: 'phoenix', ...day('1997-03-13') })).toEqual({ ids: eveningIds, total: 8 });
    // Without a word: every sighting of the day, read by SQL rather than from a remembered match.
    expect(await searchedIds(day('1997-03-13'))).toEqual({ ids: eveningIds, total: 8 });
    // Pages of three skip the sightings outside the day, whichever end of the range they are at.
    expect(await searchedIds({ term: 'phoenix', ...day('1997-03-13') }, 3)).toEqual({ ids: eveningIds, total: 8 });
    expect(await searchedIds({ term: 'phoenix', fromDate: '1997-03-13', toDate: '1997-03-14' }, 3)).toEqual({
      ids: newestFirst([...evening, nightAfter, noZone]),
      total: 10,
    });
  });

  it('puts the night before and after on their own days, and a sighting without a zone on its UTC day', async () => {
    expect(await searchedIds({ term: 'phoenix', ...day('1997-03-12') })).toEqual({ ids: ['before01'], total: 1 });
    expect(await searchedIds({ term: 'phoenix', ...day('1997-03-14') })).toEqual({
      ids: ['after001', 'nozone01'],
      total: 2,
    });
    const { content } = (await search({ term: 'phoenix', ...day('1997-03-14') })).json();
    // The API's mark of a date read on the UTC calendar: no zone.
    expect(content.map((sighting: { timeZone: string | null }) => sighting.timeZone)).toEqual([
      'America/Phoenix',
      null,
    ]);
  });

  it('shows one result per event among the evening’s reports only', async () => {
    const answer = (await search({ term: 'phoenix', ...day('1997-03-13'), oneResultPerEvent: true })).json();
    const others = Object.values<number>(answer.othersInEvent ?? {});
    const listed = answer.content.length + others.reduce((sum, count) => sum + count, 0);
    expect(listed).toBe(8);
  });

  it('counts the hours and months of the explorer’s facets on the clocks and calendar of each place', async () => {
    const query = 'swLng=-113&swLat=33&neLng=-111&neLat=34';
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/facets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const { hours, months, total } = response.json();
    const expected = Array.from({ length: 24 }, () => 0);
    // The evening (16:40, then 19:15 to 22:30 MST), the night before (23:00) and after (01:00), and the
    // sighting without a zone at 02:00 UTC: mean solar time 112.07° west, 18:32.
    for (const hour of [16, 19, 19, 19, 20, 20, 22, 22, 23, 1, 18]) expected[hour]! += 1;
    expect(total).toBe(11);
    expect(hours).toEqual(expected);
    expect(months[2]).toBe(11);
  });

  it('exports the sightings of the days on their places’ calendars', async () => {
    const response = await exportAs({ term: 'phoenix', ...day('1997-03-13'), format: 'json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().sightings.map((sighting: { id: string }) => sighting.id)).toEqual(eveningIds);
    const dayAfter = await exportAs({ ...day('1997-03-14'), format: 'json' });
    expect(dayAfter.json().sightings.map((sighting: { id: string }) => sighting.id)).toEqual(['after001', 'nozone01']);
  });
});
