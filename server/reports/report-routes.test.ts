import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeReport } from '../test/report-factory.ts';
import { testDialects } from '../test/test-database.ts';

let nextAddress = 1;
/** Each test reports from its own address, so the report limit only bites where a test wants it to. */
const newAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

describe.each(testDialects())('reporting a sighting on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp(dialect, { SITE_NAME: 'Skywatch Test' });
  });
  afterAll(() => test?.close());

  const report = (body: unknown, remoteAddress = newAddress()) =>
    injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: body as object,
      remoteAddress,
    });
  const count = async () =>
    Number(
      (
        await test.database.handle.db
          .selectFrom('sightings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores the report pending review, with every field the server decides', async () => {
    const before = Date.now();
    const sent = makeReport({ occurred: '2024-05-01T22:15:00-07:00' });
    const response = await report(sent);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.id).toMatch(/^[0-9a-z]{8}$/);
    expect(Date.parse(body.submitted)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.submitted)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(body.created).toBe(body.submitted);
    expect(body.occurred).toBe('2024-05-02T05:15:00.000Z');
    expect(body.daysBetweenOccurrenceAndSubmission).toBe(
      Math.floor((Date.parse(body.submitted) - Date.parse('2024-05-02T05:15:00.000Z')) / 86_400_000),
    );
    // Every field sent but the time, which is stored in UTC, comes back as sent.
    const { occurred: _localTime, ...echoed } = sent;
    expect(body).toMatchObject({
      type: 'Sighting',
      source: 'Skywatch Test',
      approved: false,
      deleted: false,
      status: 'PENDING',
      rating: '0',
      ...echoed,
      point: { type: 'Point', coordinates: [-119.98, 38.94] },
      addressResolution: 'APPROXIMATE',
      media: [],
    });
    expect(body.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("reads the wizard's date and time on the clocks of the place, whatever the browser's zone", async () => {
    // Denver, 9:30 PM on 10 June 2025: mountain daylight time (UTC-6), 03:30 UTC on the 11th.
    const response = await report(
      makeReport({ occurred: undefined, occurredLocal: '2025-06-10T21:30', latitude: 39.7392, longitude: -104.9903 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ occurred: '2025-06-11T03:30:00.000Z', timeZone: 'America/Denver' });
    // The same clock time in Phoenix, which keeps standard time (UTC-7) all year.
    const phoenix = await report(
      makeReport({ occurred: undefined, occurredLocal: '2025-06-10T21:30', latitude: 33.4484, longitude: -112.074 }),
    );
    expect(phoenix.json()).toMatchObject({ occurred: '2025-06-11T04:30:00.000Z', timeZone: 'America/Phoenix' });
  });

  it('fills city, region, country and country code from the coordinates', async () => {
    const body = (await report(makeReport())).json();
    expect(body).toMatchObject({
      city: 'South Lake Tahoe',
      region: 'California',
      country: 'United States',
      iso2CountryCode: 'US',
      formattedAddress: 'South Lake Tahoe, California, United States',
    });
  });

  it('keeps the place parts the visitor gave and fills only the missing ones', async () => {
    const body = (
      await report(makeReport({ city: 'Stateline', address: 'Van Sickle Bi-State Park', iso2CountryCode: 'us' }))
    ).json();
    expect(body).toMatchObject({
      city: 'Stateline',
      region: 'California',
      country: 'United States',
      iso2CountryCode: 'US',
      address: 'Van Sickle Bi-State Park',
      locationName: 'Van Sickle Bi-State Park',
    });
  });

  it('ignores fields only the server may set', async () => {
    const response = await report(
      makeReport({
        id: 'mine0001',
        approved: true,
        status: 'APPROVED',
        rating: '4',
        source: 'Elsewhere',
        deleted: true,
        submitted: '2020-01-01T00:00:00Z',
      } as never),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      approved: false,
      status: 'PENDING',
      rating: '0',
      source: 'Skywatch Test',
      deleted: false,
    });
    expect(response.json().id).not.toBe('mine0001');
  });

  it('keeps a pending report from visitors while it exists for staff, its token stored only as a hash', async () => {
    const body = (await report(makeReport())).json();
    expect((await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/by-id/${body.id}` })).statusCode).toBe(
      404,
    );
    expect((await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/total-sightings` })).json()).toBe(0);
    const repository = sightingStores(test.database.handle);
    expect(await repository.staff.findLiveById(body.id)).toMatchObject({
      id: body.id,
      status: 'PENDING',
    });
    const tokens = await (test.database.handle.db as any)
      .selectFrom('upload_tokens')
      .selectAll()
      .where('sighting_id', '=', body.id)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0].token_hash).not.toContain(body.uploadToken);
    expect(tokens[0].token_hash).toBe(createHash('sha256').update(body.uploadToken).digest('base64url'));
    expect(Date.parse(tokens[0].expires) - Date.parse(tokens[0].created)).toBe(60 * 60_000);
  });

  it("stores multi-select values in the lists' own spelling, joined, without repeats", async () => {
    const body = (
      await report(
        makeReport({
          features: ['silent', 'Lights', 'lights'],
          flightPath: '',
          shape: null,
          altitude: 'treetop, under cloud cover',
          distance: 'close encounter',
          tags: ['UFO', 'ufo', '  ', ' orb  ', 'Orb'],
          duration: undefined,
        }),
      )
    ).json();
    expect(body).toMatchObject({
      features: 'Silent, Lights',
      flightPath: null,
      shape: null,
      altitude: 'Treetop, Under Cloud Cover',
      distance: 'Close Encounter',
      tags: ['UFO', 'orb'],
      duration: null,
    });
  });

  it.each([
    ['no summary', { summary: '   ' }, 'You must enter a summary to continue.'],
    ['no description', { detailedDescription: undefined }, 'You must enter a detailed description to continue.'],
    ['no occurrence date', { occurred: undefined }, 'You must enter the date of the sighting to continue.'],
    ['a future date', { occurred: new Date(Date.now() + 86_400_000).toISOString() }, 'cannot be in the future'],
    ['a date without a time zone', { occurred: '2024-05-01T22:15:00' }, 'occurred'],
    [
      'both the instant and the time at the place',
      { occurredLocal: '2024-05-01T22:15' },
      'Send occurred or occurredLocal, not both.',
    ],
    [
      'a time at the place with an offset',
      { occurred: undefined, occurredLocal: '2024-05-01T22:15:00Z' },
      'occurredLocal must be the date and time at the place',
    ],
    [
      'a time at the place on a day that does not exist',
      { occurred: undefined, occurredLocal: '2023-02-29T22:15' },
      'occurredLocal is not a date and time that exists on the calendar.',
    ],
    [
      'a time at the place in the future',
      { occurred: undefined, occurredLocal: `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 16)}` },
      'The date of the sighting cannot be in the future.',
    ],
    [
      'a time at the place before 1900',
      { occurred: undefined, occurredLocal: '1899-12-31T10:00' },
      'The date of the sighting must be in 1900 or later.',
    ],
    ['no location', { latitude: undefined }, 'You must enter an address or select a location on the map to continue.'],
    ['a latitude off the globe', { latitude: 91 }, 'latitude must be between -90 and 90.'],
    ['a longitude off the globe', { longitude: -180.5 }, 'longitude must be between -180 and 180.'],
    ['an unknown shape', { shape: 'Triangle, Hexagon' }, "shape: 'Hexagon' is not one of the listed values."],
    ['an unknown altitude', { altitude: 'Space' }, 'altitude must be one of the listed altitudes'],
    ['an unknown distance', { distance: '3 Miles' }, 'distance is not one of the listed distances.'],
    ['a bad duration', { duration: '24:00:00' }, 'Duration must be hh:mm:ss.'],
    ['a long label', { tags: ['x'.repeat(65)] }, 'at most 64 characters'],
    ['too many labels', { tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }, 'at most 20 labels'],
    ['a long summary', { summary: 'x'.repeat(257) }, 'summary must be at most 256 characters.'],
    ['a non-boolean landing', { landingOccurred: 'yes' }, 'landingOccurred'],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, message) => {
    const before = await count();
    const response = await report(makeReport(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses a report without the anti-forgery token', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('allows 10 reports per 10 minutes from one address, then answers 429 saying why', async () => {
    const address = newAddress();
    for (let index = 0; index < 10; index += 1) expect((await report(makeReport(), address)).statusCode).toBe(201);
    const refused = await report(makeReport(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many reports from your address\. Please try again in \d+ minutes\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await report(makeReport(), newAddress())).statusCode).toBe(201);
  });
});

describe('reporting while the geocoder fails', () => {
  let upstream: Server;
  let test: TestApp;
  beforeAll(async () => {
    upstream = createServer((_request, response) => response.writeHead(500).end('down'));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    test = await buildTestApp('sqlite', { GEOCODER: 'nominatim', GEOCODER_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await test?.close();
    upstream?.close();
  });

  it('still stores the report, without the place parts', async () => {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport({ locationName: 'Lake Tahoe' }),
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      city: null,
      region: null,
      country: null,
      iso2CountryCode: null,
      locationName: 'Lake Tahoe',
    });
  });
});
