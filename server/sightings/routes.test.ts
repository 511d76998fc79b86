import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSighting, PENDING_REVIEW } from '../test/sighting-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { sightingStores } from '../test/sighting-stores.ts';

const url = (path: string) => `${API_BASE}/sightings${path}`;

describe.each(testDialects())('public sighting reads on %s', (dialect) => {
  let test: TestApp;
  const tahoe = makeSighting({
    id: 'tahoe001',
    occurred: '2024-05-01T22:15:00.000Z',
    submitted: '2024-05-03T00:00:00.000Z',
  });
  const phoenix = makeSighting({
    id: 'phoenix1',
    summary: 'A huge V of lights crossed Phoenix',
    detailedDescription: 'Thousands saw a boomerang of lights glide over the valley.',
    locationName: 'Phoenix, Arizona, United States',
    city: 'Phoenix',
    region: 'Arizona',
    latitude: 33.45,
    longitude: -112.07,
    shape: 'Boomerang',
    tags: ['triangle'],
    occurred: '2024-03-13T03:30:00.000Z',
    submitted: '2024-06-01T00:00:00.000Z',
  });
  const fiji = makeSighting({
    id: 'fiji0001',
    summary: 'A glowing disc over the dateline',
    detailedDescription: 'Fishermen saw a glowing disc over the sea, spinning slowly.',
    locationName: 'Taveuni, Fiji',
    city: 'Taveuni',
    region: null,
    country: 'Fiji',
    iso2CountryCode: 'FJ',
    latitude: -16.85,
    longitude: 179.95,
    shape: 'Disc',
    tags: ['disc'],
    occurred: '2023-12-24T10:00:00.000Z',
    submitted: '2023-12-25T00:00:00.000Z',
  });
  const samoa = makeSighting({
    id: 'samoa001',
    summary: 'Crépuscule fireball east of the dateline',
    detailedDescription: 'A green fireball fell slowly towards the reef at dusk.',
    latitude: -14.0,
    longitude: -171.75,
    country: 'Samoa',
    iso2CountryCode: 'WS',
    tags: [],
    occurred: '2023-11-01T10:00:00.000Z',
    submitted: '2023-11-02T00:00:00.000Z',
  });
  // Public, but without a place.
  const noPlace = makeSighting({
    id: 'noplace1',
    summary: 'A hum at night',
    detailedDescription: 'Only a low hum was heard.',
    latitude: null,
    longitude: null,
    occurred: '2022-01-01T00:00:00.000Z',
  });
  // Hidden from the public.
  const pending = makeSighting({
    id: 'pending1',
    ...PENDING_REVIEW,
    occurred: '2024-05-02T00:00:00.000Z',
    submitted: '2024-07-01T00:00:00.000Z',
  });
  const deleted = makeSighting({ id: 'deleted1', deleted: true, occurred: '2024-04-02T00:00:00.000Z' });

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const repository = sightingStores(test.database.handle);
    await repository.bulk.insertMany([tahoe, phoenix, fiji, samoa, pending, deleted, noPlace]);
  });
  afterAll(() => test?.close());

  const get = (path: string) => test.app.inject({ method: 'GET', url: url(path) });
  /** The ids of the sightings a listing answers, in its order. */
  const idsAt = async (path: string): Promise<string[]> =>
    (await get(path)).json().map((sighting: { id: string }) => sighting.id);
  const search = (body: object) => injectAsBrowser(test.app, { method: 'POST', url: url('/search'), payload: body });
  /** A search whose body is sent as written, under this content type. */
  const searchWithBody = (payload: string, contentType: string) =>
    injectAsBrowser(test.app, {
      method: 'POST',
      url: url('/search'),
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers a public sighting by id with every field of a sighting', async () => {
    const response = await get('/by-id/tahoe001');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: 'tahoe001',
      summary: tahoe.summary,
      detailedDescription: tahoe.detailedDescription,
      occurred: '2024-05-01T22:15:00.000Z',
      daysBetweenOccurrenceAndSubmission: 1,
      iso2CountryCode: 'US',
      point: { type: 'Point', coordinates: [-119.98, 38.94] },
      tags: ['lights', 'orb'],
      media: [],
      approved: true,
      deleted: false,
      entityEncountered: false,
    });
  });

  it('hides pending and deleted sightings and answers 404 for unknown ids', async () => {
    for (const id of ['pending1', 'deleted1', 'nothere1']) {
      const response = await get(`/by-id/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('refuses malformed ids with 400', async () => {
    for (const id of ['waytoolongid', 'a%20b', '%27%3B--']) {
      expect((await get(`/by-id/${id}`)).statusCode).toBe(400);
    }
  });

  it('pages the public timeline newest first as a plain array', async () => {
    expect(await idsAt('/by-page?page=0&size=2')).toEqual(['tahoe001', 'phoenix1']);
    expect(await idsAt('/by-page?page=1&size=2')).toEqual(['fiji0001', 'samoa001']);
    expect(await idsAt('/by-page')).toHaveLength(5);
  });

  it('refuses bad paging with a message', async () => {
    for (const query of ['page=-1', 'size=10000', 'size=0', 'page=abc', 'size=2.5', 'page=1e400']) {
      const response = await get(`/by-page?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/page|size/);
    }
  });

  it('counts public sightings only', async () => {
    const response = await get('/total-sightings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(5);
  });

  it('finds sightings in bounds, public ones with coordinates only', async () => {
    const response = await get('/by-lat-lng-bounds?swLng=-125&swLat=30&neLng=-110&neLat=42&size=10');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((s: { id: string }) => s.id)).toEqual(['tahoe001', 'phoenix1']);
    expect(await idsAt('/by-lat-lng-bounds?swLng=-113&swLat=33&neLng=-112&neLat=34&size=10')).toEqual(['phoenix1']);
    expect(await idsAt('/by-lat-lng-bounds?swLng=-180&swLat=-90&neLng=180&neLat=90&size=1')).toEqual(['tahoe001']);
  });

  it('wraps longitudes and crosses the antimeridian', async () => {
    const pacific = ['fiji0001', 'samoa001'];
    expect(await idsAt('/by-lat-lng-bounds?swLng=170&swLat=-20&neLng=190&neLat=-10&size=10')).toEqual(pacific);
    expect(await idsAt('/by-lat-lng-bounds?swLng=-190&swLat=-20&neLng=-170&neLat=-10&size=10')).toEqual(pacific);
    expect(await idsAt('/by-lat-lng-bounds?swLng=-720&swLat=-90&neLng=720&neLat=90&size=10')).toHaveLength(4);
  });

  it('refuses bad bounds with 400', async () => {
    for (const query of [
      'swLng=0&swLat=0&neLng=1',
      'swLng=a&swLat=0&neLng=1&neLat=1',
      'swLng=0&swLat=95&neLng=1&neLat=96',
      'swLng=0&swLat=10&neLng=1&neLat=5',
      'swLng=0&swLat=0&neLng=1&neLat=1&size=1000',
      'swLng=Infinity&swLat=0&neLng=1&neLat=1',
      'swLng=&swLat=0&neLng=1&neLat=1',
    ]) {
      expect((await get(`/by-lat-lng-bounds?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers the latest public report by submitted', async () => {
    const response = await get('/latest-sighting');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'phoenix1', submitted: '2024-06-01T00:00:00.000Z' });
  });

  it('walks the timeline with previous and next, 204 at the ends', async () => {
    expect((await get('/previous-sighting/tahoe001')).json().id).toBe('phoenix1');
    expect((await get('/next-sighting/phoenix1')).json().id).toBe('tahoe001');
    const last = await get('/next-sighting/tahoe001');
    expect(last.statusCode).toBe(204);
    expect(last.body).toBe('');
    expect((await get('/previous-sighting/noplace1')).statusCode).toBe(204);
    expect((await get('/next-sighting/nothere1')).statusCode).toBe(404);
  });

  it('searches words and prefixes in text, places, shapes and tags', async () => {
    const range = { fromDate: '2020-01-01', toDate: '2025-12-31' };
    const ids = async (term: string, extra: object = {}) =>
      (await search({ term, ...range, ...extra })).json().content.map((s: { id: string }) => s.id);
    expect(await ids('phoenix')).toEqual(['phoenix1']);
    expect(await ids('PHOEN')).toEqual(['phoenix1']);
    expect(await ids('boomerang')).toEqual(['phoenix1']);
    expect(await ids('triangle')).toEqual(['phoenix1']);
    expect(await ids('orange lights')).toEqual(['tahoe001']);
    expect(await ids('crepuscule')).toEqual(['samoa001']);
    expect(await ids('Fiji disc')).toEqual(['fiji0001']);
    expect(await ids('nothing matches this')).toEqual([]);
  });

  it('answers a Spring page with totals and honours dates and hasMedia', async () => {
    const all = (await search({ term: 'lights', fromDate: '2020-01-01', toDate: '2025-12-31' })).json();
    expect(all.content.map((s: { id: string }) => s.id)).toEqual(['tahoe001', 'phoenix1', 'noplace1']);
    const body = (await search({ term: 'lights', fromDate: '2020-01-01', toDate: '2025-12-31', size: 1 })).json();
    expect(body).toMatchObject({ totalElements: 3, totalPages: 3, number: 0, size: 1 });
    expect(body.content).toHaveLength(1);
    const inclusive = (await search({ term: 'lights', fromDate: '2024-05-01', toDate: '2024-05-01' })).json();
    expect(inclusive.content.map((s: { id: string }) => s.id)).toEqual(['tahoe001']);
    const withMedia = (
      await search({ term: 'lights', fromDate: '2020-01-01', toDate: '2025-12-31', hasMedia: true })
    ).json();
    expect(withMedia.totalElements).toBe(0);
    // "Search all dates" names the first day a date can have, and finds every date up to the last.
    const allDates = (await search({ term: 'lights', fromDate: '0001-01-01', toDate: '2025-12-31' })).json();
    expect(allDates.totalElements).toBe(3);
  });

  it('lists every public sighting between the dates when no keyword is given, with the same filters', async () => {
    const range = { fromDate: '2020-01-01', toDate: '2025-12-31' };
    const ids = async (body: object) => {
      const response = await search({ ...range, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().content.map((s: { id: string }) => s.id);
    };
    const everyone = ['tahoe001', 'phoenix1', 'fiji0001', 'samoa001', 'noplace1'];
    expect(await ids({})).toEqual(everyone);
    expect(await ids({ term: '' })).toEqual(everyone);
    expect(await ids({ term: '   ' })).toEqual(everyone);
    expect(await ids({ country: 'FJ' })).toEqual(['fiji0001']);
    expect(await ids({ shape: 'Boomerang' })).toEqual(['phoenix1']);
    expect(await ids({ fromDate: '2023-01-01', toDate: '2023-12-31' })).toEqual(['fiji0001', 'samoa001']);
    expect(await ids({ hasMedia: true })).toEqual([]);
    const page = (await search({ ...range, size: 2, page: 1 })).json();
    expect(page).toMatchObject({ totalElements: 5, totalPages: 3, number: 1, size: 2 });
    expect(page.content.map((s: { id: string }) => s.id)).toEqual(['fiji0001', 'samoa001']);
    const grouped = (await search({ ...range, oneResultPerEvent: true })).json();
    expect(grouped.totalElements).toBe(5);
  });

  it('never lets search text become query syntax', async () => {
    // 'Ͱᦰaa': a word SQLite's Unicode 6.1 tokenizer splits in two, which FTS5 once refused as a phrase.
    for (const term of [
      'AND (',
      '"""',
      '***',
      'NEAR(a b)',
      "'; drop table sightings; --",
      'a:* & | !',
      '^^^',
      'Ͱᦰaa<',
    ]) {
      const response = await search({ term, fromDate: '2020-01-01', toDate: '2025-12-31' });
      expect(response.statusCode, term).toBe(200);
    }
    expect((await get('/total-sightings')).json()).toBe(5);
  });

  it('refuses bad search requests with 400', async () => {
    for (const body of [
      { term: '"' },
      { term: '*' },
      { term: 'ab' },
      { term: 'lights', fromDate: '2020-13-45' },
      { term: 'lights', toDate: 'yesterday' },
      { term: 'lights', fromDate: '2024-02-02', toDate: '2024-02-01' },
      { term: 'lights', page: -1 },
      { term: 'lights', size: 10000 },
      { term: 'x'.repeat(500) },
      { term: 'lights', hasMedia: 'yes' },
      { term: 42 },
    ]) {
      const response = await search(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await searchWithBody('{oops', 'application/json')).statusCode).toBe(400);
    expect((await searchWithBody('<term>abc</term>', 'application/xml')).statusCode).toBe(415);
  });

  it('answers the country code map', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE}/geodata/country/codes` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ US: expect.stringMatching(/United States/), FR: 'France', FJ: 'Fiji' });
  });

  it('answers unknown API addresses with a JSON 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE}/nope` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
