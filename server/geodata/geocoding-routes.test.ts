import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';
import {
  closedServerUrl,
  pathAndQuery,
  startFakeNominatim,
  UPSTREAM_PARIS_ADDRESS,
  UPSTREAM_PHOENIX,
  type FakeNominatim,
} from './fake-nominatim.ts';

const geocodeUrl = (query: string) => `${API_BASE}/geodata/geocode?${query}`;
const reverseUrl = (query: string) => `${API_BASE}/geodata/reverse?${query}`;
const DAY = 'public, max-age=86400';

describe("geocoding routes, offline (the tests' default)", () => {
  const test = useTestApp('sqlite');

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('geocodes an address from the gazetteer, cached for a day', async () => {
    const response = await get(geocodeUrl('q=Phoenix,%20Arizona'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(DAY);
    expect(response.headers['x-geocoder']).toBe('offline');
    const places = response.json();
    expect(places).toHaveLength(1);
    expect(Number(places[0].lat)).toBeCloseTo(33.45, 1);
    expect(places[0].address).toMatchObject({ city: 'Phoenix', state: 'Arizona', country_code: 'us' });
  });

  it('answers the time zone at a point, the legal one at a border, and refuses a point off the globe', async () => {
    const at = (query: string) => get(`${API_BASE}/geodata/time-zone?${query}`);
    const denver = await at('lat=39.7392&lon=-104.9903');
    expect(denver.statusCode).toBe(200);
    expect(denver.headers['cache-control']).toBe(DAY);
    expect(denver.json()).toEqual({ timeZone: 'America/Denver' });
    // Beaver Dam, Arizona: Phoenix's clocks, though the coarse border map put it in Los Angeles's zone.
    expect((await at('lat=36.89942&lon=-113.93274')).json()).toEqual({ timeZone: 'America/Phoenix' });
    expect((await at('lat=91&lon=0')).statusCode).toBe(400);
  });

  it('answers up to limit places, and an empty list when nothing matches', async () => {
    expect((await get(geocodeUrl('q=Paris&limit=3'))).json()).toHaveLength(3);
    expect((await get(geocodeUrl('q=Narnia'))).json()).toEqual([]);
  });

  it("reverse-geocodes a pin in Paris, and answers Nominatim's error mid-Pacific", async () => {
    const paris = await get(reverseUrl('lat=48.8566&lon=2.3522'));
    expect(paris.statusCode).toBe(200);
    expect(paris.headers['cache-control']).toBe(DAY);
    expect(paris.json()).toMatchObject({ address: { city: 'Paris', country: 'France', country_code: 'fr' } });
    const pacific = await get(reverseUrl('lat=0&lon=-140'));
    expect(pacific.statusCode).toBe(200);
    expect(pacific.json()).toEqual({ error: 'Unable to geocode' });
  });

  it.each([
    ['no q', geocodeUrl(''), 'q is required.'],
    ['a blank q', geocodeUrl('q=%20%20'), 'q is required.'],
    ['a q over 200 characters', geocodeUrl(`q=${'a'.repeat(201)}`), 'q must be at most 200 characters.'],
    ['two q', geocodeUrl('q=a&q=b'), 'q'],
    ['limit 0', geocodeUrl('q=Paris&limit=0'), 'limit must be at least 1.'],
    ['limit 11', geocodeUrl('q=Paris&limit=11'), 'limit must be at most 10.'],
    ['limit 1.5', geocodeUrl('q=Paris&limit=1.5'), 'limit must be a whole number.'],
    ['limit abc', geocodeUrl('q=Paris&limit=abc'), 'limit must be a whole number.'],
    ['no lat', reverseUrl('lon=2'), 'lat must be a number.'],
    ['lat 91', reverseUrl('lat=91&lon=2'), 'lat must be between -90 and 90.'],
    ['lon -181', reverseUrl('lat=1&lon=-181'), 'lon must be between -180 and 180.'],
    ['lon abc', reverseUrl('lat=1&lon=abc'), 'lon must be a number.'],
    ['lat Infinity', reverseUrl('lat=Infinity&lon=2'), 'lat must be a number.'],
  ])('refuses %s with 400', async (_name, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('accepts a q of exactly 200 characters after trimming', async () => {
    const response = await get(geocodeUrl(`q=%20${'a'.repeat(200)}%20`));
    expect(response.statusCode).toBe(200);
  });
});

describe('geocoding routes against an upstream', () => {
  let upstream: FakeNominatim;
  let test: TestApp | undefined;
  beforeAll(async () => {
    upstream = await startFakeNominatim();
  });
  afterEach(async () => {
    await test?.close();
    test = undefined;
    upstream.behaviour = 'answer';
    upstream.requests.length = 0;
  });
  afterAll(() => upstream.close());

  const appWith = async (geocoder: string, url = upstream.url) =>
    (test = await buildTestApp('sqlite', { GEOCODER: geocoder, GEOCODER_URL: url, SITE_NAME: 'Test Watch' }));
  const get = (url: string) => test!.app.inject({ method: 'GET', url });

  it('auto: asks the upstream as Nominatim expects, caches, and keeps to one request a second', async () => {
    await appWith('auto');
    const first = await get(geocodeUrl('q=Phoenix,%20Arizona&limit=2'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-geocoder']).toBe('upstream');
    expect(first.headers['cache-control']).toBe(DAY);
    expect(first.json()).toEqual([UPSTREAM_PHOENIX]);
    expect(upstream.requests[0]?.userAgent).toBe('Test Watch (self-hosted)');

    const again = await get(geocodeUrl('q=Phoenix,%20Arizona&limit=2'));
    expect(again.json()).toEqual([UPSTREAM_PHOENIX]);
    expect(upstream.requests).toHaveLength(1);

    const pin = await get(reverseUrl('lat=48.85826&lon=2.2945'));
    expect(pin.json()).toEqual(UPSTREAM_PARIS_ADDRESS);
    expect(upstream.requests.map(pathAndQuery)).toEqual([
      ['/search', { format: 'json', q: 'Phoenix, Arizona', addressdetails: '1', limit: '2' }],
      ['/reverse', { format: 'json', lat: '48.85826', lon: '2.2945', zoom: '18', addressdetails: '1' }],
    ]);
    const [search, reverse] = upstream.requests;
    expect(reverse!.at - search!.at).toBeGreaterThanOrEqual(1000);
  });

  it('auto: falls back to the gazetteer when the upstream answers 500, briefly cached', async () => {
    await appWith('auto');
    upstream.behaviour = 'fail';
    const response = await get(geocodeUrl('q=Paris'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-geocoder']).toBe('offline');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()[0].address.country_code).toBe('fr');
    expect(upstream.requests).toHaveLength(1);
  });

  it('auto: falls back to the gazetteer when the upstream is closed', async () => {
    await appWith('auto', await closedServerUrl());
    const response = await get(reverseUrl('lat=48.8566&lon=2.3522'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-geocoder']).toBe('offline');
    expect(response.json()).toMatchObject({ address: { city: 'Paris', country_code: 'fr' } });
  });

  it('auto: passes the upstream\'s "nothing here" on rather than second-guessing it', async () => {
    await appWith('auto');
    upstream.behaviour = 'nothing-here';
    const response = await get(reverseUrl('lat=0&lon=-140'));
    expect(response.json()).toEqual({ error: 'Unable to geocode' });
    expect(response.headers['x-geocoder']).toBe('upstream');
  });

  it('nominatim: answers 503 with a clear message when the upstream fails, uncached', async () => {
    await appWith('nominatim');
    upstream.behaviour = 'fail';
    const response = await get(geocodeUrl('q=Paris'));
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The geocoding service is unavailable: the geocoder answered 500. Please try again shortly.',
    });
  });

  it('nominatim: answers 503 when the upstream is unreachable', async () => {
    await appWith('nominatim', await closedServerUrl());
    const response = await get(reverseUrl('lat=48.8566&lon=2.3522'));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/^The geocoding service is unavailable: the geocoder could not be reached/);
  });
});
