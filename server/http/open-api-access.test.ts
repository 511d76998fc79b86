import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';

const url = (path: string) => `${API_BASE}${path}`;
const criteria = { term: 'lights', fromDate: '2020-01-01', toDate: '2025-12-31', hasMedia: false, page: 0, size: 2 };
const asQuery = (values: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString();

describe.each(testDialects())('the open API on %s', (dialect) => {
  let test: TestApp;
  const statements: string[] = [];
  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, { listener: (statement) => statements.push(statement) });
    await sightingStores(test.database.handle).bulk.insertMany(
      ['lights01', 'lights02', 'lights03'].map((id, index) =>
        makeSighting({
          id,
          summary: `Three white lights over the bay, night ${index + 1}`,
          occurred: `2024-0${index + 1}-10T22:00:00.000Z`,
          submitted: `2024-0${index + 1}-11T00:00:00.000Z`,
          shape: index === 0 ? 'Sphere' : 'Disk',
          iso2CountryCode: index === 1 ? 'CA' : 'US',
          source: index === 2 ? 'NUFORC' : 'MUFON case export',
        }),
      ),
    );
  });
  afterAll(() => test?.close());

  /** The export of the request, posted and as a link: the same file; the link's answer. */
  async function sameFileLinkedAsPosted(request: Record<string, unknown>) {
    const posted = await test.app.inject({ method: 'POST', url: url('/sightings/export'), payload: request });
    const linked = await test.app.inject({ method: 'GET', url: url(`/sightings/export?${asQuery(request)}`) });
    expect(posted.statusCode).toBe(200);
    expect(linked.body).toBe(posted.body);
    return linked;
  }

  it('answers the GET form of the search exactly as the POST, without cookie or token', async () => {
    const posted = await test.app.inject({ method: 'POST', url: url('/sightings/search'), payload: criteria });
    const linked = await test.app.inject({ method: 'GET', url: url(`/sightings/search?${asQuery(criteria)}`) });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().totalElements).toBe(3);
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toBe(posted.body);
    const nextPage = { ...criteria, page: 1 };
    const postedNext = await test.app.inject({ method: 'POST', url: url('/sightings/search'), payload: nextPage });
    const linkedNext = await test.app.inject({ method: 'GET', url: url(`/sightings/search?${asQuery(nextPage)}`) });
    expect(linkedNext.body).toBe(postedNext.body);
  });

  it('refuses a bad GET search as the POST refuses it, with a 400 naming the field', async () => {
    const linked = await test.app.inject({ method: 'GET', url: url('/sightings/search?term=ab&hasMedia=yes') });
    expect(linked.statusCode).toBe(400);
    expect(linked.body).toMatch(/term|hasMedia/);
  });

  it('narrows the search and the export to a shape and a country, the GET form as the POST', async () => {
    const narrowed = { ...criteria, shape: 'Disk', country: 'us' };
    const posted = await test.app.inject({ method: 'POST', url: url('/sightings/search'), payload: narrowed });
    const linked = await test.app.inject({ method: 'GET', url: url(`/sightings/search?${asQuery(narrowed)}`) });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().content.map((sighting: { id: string }) => sighting.id)).toEqual(['lights03']);
    expect(posted.json().totalElements).toBe(1);
    expect(linked.body).toBe(posted.body);
    const ofShape = { ...criteria, shape: 'Disk', size: 10 };
    const shaped = await test.app.inject({ method: 'GET', url: url(`/sightings/search?${asQuery(ofShape)}`) });
    expect(shaped.json().content.map((sighting: { id: string }) => sighting.id)).toEqual(['lights03', 'lights02']);
    const exported = await sameFileLinkedAsPosted({ ...narrowed, format: 'json' });
    expect(exported.headers['x-total-count']).toBe('1');
  });

  it('narrows the search and the export to a source, the GET form as the POST', async () => {
    const ofSource = { ...criteria, source: 'MUFON case export', size: 10 };
    const posted = await test.app.inject({ method: 'POST', url: url('/sightings/search'), payload: ofSource });
    const linked = await test.app.inject({ method: 'GET', url: url(`/sightings/search?${asQuery(ofSource)}`) });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().content.map((sighting: { id: string }) => sighting.id)).toEqual(['lights02', 'lights01']);
    expect(linked.body).toBe(posted.body);
    const exported = await sameFileLinkedAsPosted({ ...ofSource, country: 'US', format: 'csv' });
    expect(exported.headers['x-total-count']).toBe('1');
  });

  it('lists the shape, country and source of the search and the export in the OpenAPI document', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/sightings/search', '/api/v1/sightings/export']) {
      const linked = document.paths[path].get.parameters as Array<{ name: string; in: string; required?: boolean }>;
      const posted = document.paths[path].post.requestBody.content['application/json'].schema;
      for (const name of ['shape', 'country', 'source']) {
        expect(
          linked.find((parameter) => parameter.name === name),
          `${path} ${name}`,
        ).toMatchObject({
          in: 'query',
          required: false,
        });
        expect(posted.properties[name], `${path} ${name}`).toMatchObject({ type: 'string' });
        expect(posted.required ?? [], `${path} ${name}`).not.toContain(name);
      }
    }
  });

  it('refuses a bad shape, country or source with a 400 saying what is wrong, in the GET form as in the POST', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ shape: ' ' }, 'shape must not be empty.'],
      [{ shape: 'x'.repeat(61) }, 'shape must be at most 60 characters.'],
      [{ country: 'USA' }, 'country must be a two-letter ISO 3166 code, e.g. US.'],
      [{ country: 'U1' }, 'country must be a two-letter ISO 3166 code, e.g. US.'],
      [{ source: '  ' }, 'source must not be empty.'],
      [{ source: 'x'.repeat(101) }, 'source must be at most 100 characters.'],
    ];
    for (const [values, message] of refusals) {
      const request = { ...criteria, ...values };
      const posted = await test.app.inject({ method: 'POST', url: url('/sightings/search'), payload: request });
      const linked = await test.app.inject({ method: 'GET', url: url(`/sightings/search?${asQuery(request)}`) });
      for (const answer of [posted, linked]) {
        expect(answer.statusCode, message).toBe(400);
        expect(answer.json().message, message).toContain(message);
      }
    }
    const badExport = asQuery({ ...criteria, country: 'USA', format: 'csv' });
    const refused = await test.app.inject({ method: 'GET', url: url(`/sightings/export?${badExport}`) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('country must be a two-letter ISO 3166 code, e.g. US.');
  });

  it('answers the GET form of the export with the same file as the POST', async () => {
    const request = { ...criteria, format: 'geojson' };
    const posted = await test.app.inject({ method: 'POST', url: url('/sightings/export'), payload: request });
    const linked = await test.app.inject({ method: 'GET', url: url(`/sightings/export?${asQuery(request)}`) });
    expect(posted.statusCode).toBe(200);
    expect(linked.statusCode).toBe(200);
    expect(linked.headers['content-type']).toBe(posted.headers['content-type']);
    expect(linked.body).toBe(posted.body);
    expect(JSON.parse(linked.body).features).toHaveLength(3);
  });

  it('lets any site read the public calls, never with credentials, and answers their preflights', async () => {
    const origin = { origin: 'https://notebook.example' };
    const read = await test.app.inject({ method: 'GET', url: url('/sightings/total-sightings'), headers: origin });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['access-control-expose-headers']).toMatch(/ETag/);
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: url('/sightings/search'),
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Content-Type/i);
  });

  it('gives staff calls, witness calls and changing calls no CORS header', async () => {
    const origin = { origin: 'https://notebook.example' };
    const calls = [
      { method: 'GET' as const, url: url('/administration/sightings/pending') },
      { method: 'GET' as const, url: url('/reports/follow/sometoken') },
      { method: 'POST' as const, url: url('/token/generate') },
      { method: 'POST' as const, url: url('/feedback') },
    ];
    for (const call of calls) {
      const answer = await test.app.inject({
        ...call,
        headers: origin,
        payload: call.method === 'POST' ? {} : undefined,
      });
      expect(answer.headers['access-control-allow-origin'], `${call.method} ${call.url}`).toBeUndefined();
      const preflight = await test.app.inject({
        method: 'OPTIONS',
        url: call.url,
        headers: { ...origin, 'access-control-request-method': call.method },
      });
      expect(preflight.headers['access-control-allow-origin'], `preflight ${call.url}`).toBeUndefined();
    }
  });

  it('answers a repeated read with If-None-Match by 304, without touching the database', async () => {
    const first = await test.app.inject({ method: 'GET', url: url('/sightings/by-id/lights01') });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+, stale-while-revalidate=\d+/);
    statements.length = 0;
    const again = await test.app.inject({
      method: 'GET',
      url: url('/sightings/by-id/lights01'),
      headers: { 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(statements).toEqual([]);
  });

  it('gives a new ETag once the public data changes, so the old one no longer answers 304', async () => {
    const before = await test.app.inject({ method: 'GET', url: url('/sightings/total-sightings') });
    const staff = await addStaff(test.database.handle);
    const token = await storeToken(test.database.handle, staff.seq);
    const deleted = await injectAsBrowser(test.app, {
      method: 'POST',
      url: url('/administration/delete/sighting/lights01'),
      headers: bearer(token),
      payload: {},
    });
    expect(deleted.statusCode).toBe(200);
    const after = await test.app.inject({
      method: 'GET',
      url: url('/sightings/total-sightings'),
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toBe(before.json() - 1);
  });

  it('never caches what a signed-in staff member reads', async () => {
    const staff = await addStaff(test.database.handle);
    const token = await storeToken(test.database.handle, staff.seq);
    const read = await test.app.inject({
      method: 'GET',
      url: url('/sightings/by-id/lights01'),
      headers: bearer(token),
    });
    expect(read.headers.etag).toBeUndefined();
  });

  it('tells a client of a limited call where it stands, and when to come back once refused', async () => {
    const exportCall = (n: number) =>
      test.app.inject({
        method: n % 2 === 0 ? 'GET' : 'POST',
        url: url(`/sightings/export${n % 2 === 0 ? `?${asQuery({ term: 'lights', format: 'csv' })}` : ''}`),
        payload: n % 2 === 0 ? undefined : { term: 'lights', format: 'csv' },
        remoteAddress: '203.0.113.9',
      });
    const answers = [];
    // Earlier tests exported from another address; this one starts afresh, GET and POST counting together.
    for (let n = 0; n < 11; n += 1) answers.push(await exportCall(n));
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe('10');
    expect(answers[0]!.headers['x-ratelimit-remaining']).toBe('9');
    expect(answers[9]!.statusCode).toBe(200);
    expect(answers[10]!.statusCode).toBe(429);
    expect(Number(answers[10]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
