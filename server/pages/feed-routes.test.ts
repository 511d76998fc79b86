import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';

const day = (index: number) => new Date(Date.UTC(2024, 0, 1 + index, 12)).toISOString();

describe.each(testDialects())('the feed of newest sightings on %s', (dialect) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp(dialect, { PUBLIC_URL: 'https://skywatch.example' });
    const publicOnes = Array.from({ length: 53 }, (_, index) =>
      makeSighting({ id: `pub${String(index).padStart(5, '0')}`, summary: `Public ${index}`, submitted: day(index) }),
    );
    await sightingStores(test.database.handle).bulk.insertMany([
      ...publicOnes,
      makeSighting({ id: 'pending1', summary: 'Waiting for review', submitted: day(100), approved: false }),
      makeSighting({ id: 'deleted1', summary: 'Taken down', submitted: day(101), deleted: true }),
      makeSighting({ id: 'hostile1', summary: '<b>bold</b> & "quoted"', submitted: day(60) }),
      makeSighting({
        id: 'late0001',
        summary: 'Approved a year late',
        occurred: day(-366),
        submitted: day(-365),
        approved: false,
      }),
    ]);
  });
  afterAll(() => test?.close());

  it('lists the newest 50 public sightings by when they were reported, as Atom', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/feed.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    // The document itself is checked by a strict XML parser in atom-feed.test.ts; here, what it lists.
    const entries = response.body.split('<entry>').slice(1);
    expect(entries).toHaveLength(50);
    const titles = entries.map((entry) => /<title>(.*)<\/title>/.exec(entry)![1]);
    expect(titles.slice(0, 3)).toEqual(['&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;', 'Public 52', 'Public 51']);
    expect(titles.at(-1)).toBe('Public 4');
    expect(titles).not.toContain('Waiting for review');
    expect(titles).not.toContain('Taken down');
    expect(response.body).toContain(
      '<link rel="alternate" type="text/html" href="https://skywatch.example/sighting/hostile1"/>',
    );
    expect(response.body).not.toContain('<b>');
  });

  it('lists a report staff approve now first, dated when it was published, however long ago it was sent', async () => {
    const { handle } = test.database;
    const token = await storeToken(handle, (await addStaff(handle)).seq);
    const current = (
      await test.app.inject({ url: `${API_BASE}/sightings/by-id/late0001`, headers: bearer(token) })
    ).json();
    const approvedFrom = Date.now();
    const approval = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}${apiPaths.staff.updateSighting}`,
      payload: { ...current, approved: true, point: null },
      headers: bearer(token),
    });
    expect(approval.statusCode, approval.body).toBe(200);

    const [first, second] = (await test.app.inject({ method: 'GET', url: '/feed.xml' })).body.split('<entry>').slice(1);
    expect(first).toContain('<title>Approved a year late</title>');
    const published = Date.parse(/<published>(.*)<\/published>/.exec(first!)![1]!);
    expect(published).toBeGreaterThanOrEqual(approvedFrom - 1000);
    expect(second).toContain('<published>2024-03-01T12:00:00.000Z</published>');
  });
});
