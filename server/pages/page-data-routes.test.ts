import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { PAGE_DATA_ELEMENT_ID } from './page-data.ts';

const TEMPLATE = '<!doctype html><html><head><title>Skywatch</title></head><body><div id="root"></div></body></html>';

// The shape of Vite's build manifest: the shell (index.html) and two screens sharing a chunk with it.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_schemas-2.js'], css: ['assets/index-3.css'] },
  '_schemas-2.js': { file: 'assets/schemas-2.js' },
  '_pages-4.js': { file: 'assets/pages-4.js', imports: ['_schemas-2.js'] },
  'features/list/sighting-list-page.tsx': {
    file: 'assets/sighting-list-page-5.js',
    imports: ['_schemas-2.js', '_pages-4.js'],
    css: ['assets/sighting-list-page-6.css'],
  },
  'app/sighting-screen.tsx': { file: 'assets/sighting-screen-7.js', imports: ['_pages-4.js'] },
  'app/event-screen.tsx': { file: 'assets/event-screen-9.js', imports: ['_pages-4.js'] },
  'features/map/home-map-page.tsx': { file: 'assets/home-map-page-8.js', imports: ['_pages-4.js'] },
};

const SCRIPT_SUMMARY = `Lights</script><script>alert("x")</script><!-- $' $&`;

describe('pages carry their first data and preload their screen', () => {
  let test: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'skywatch-web-'));

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    test = await buildTestApp('sqlite', {}, { webRoot });
    await sightingStores(test.database.handle).bulk.insertMany([
      ...Array.from({ length: 30 }, (_, index) =>
        makeSighting({ submitted: `2024-05-${String(index + 1).padStart(2, '0')}T08:00:00.000Z` }),
      ),
      makeSighting({ id: 'script01', summary: SCRIPT_SUMMARY, submitted: '2024-06-01T08:00:00.000Z' }),
      makeSighting({ id: 'hidden01', approved: false }),
    ]);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
  const api = async (apiPath: string) => (await get(`/api/v1${apiPath}`)).json<unknown>();

  /** The answers in a page, as the web app's JSON.parse reads them. */
  function pageData(body: string): Record<string, unknown> | null {
    const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(body);
    return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
  }

  it('serves the list page with the answers the list would ask for, as the API gives them', async () => {
    const first = pageData((await get('/ufo-sighting-list', { cookie: 'last-sighting-id=script01' })).body);
    expect(Object.keys(first!).sort()).toEqual([
      '/sightings/by-id/script01',
      '/sightings/by-page?page=0&size=10',
      '/sightings/total-sightings',
    ]);
    expect(first!['/sightings/by-page?page=0&size=10']).toEqual(await api('/sightings/by-page?page=0&size=10'));
    expect(first!['/sightings/total-sightings']).toBe(31);

    const saved = encodeURIComponent(JSON.stringify({ page: 1, size: 25 }));
    const second = pageData((await get('/ufo-sighting-list', { cookie: `saved-list-state=${saved}` })).body);
    expect(second!['/sightings/by-page?page=1&size=25']).toEqual(await api('/sightings/by-page?page=1&size=25'));
  });

  it('serves the home map with the latest sightings, unless a saved view asks by its bounds', async () => {
    const fresh = pageData((await get('/')).body);
    expect(fresh!['/sightings/by-page?page=0&size=25']).toEqual(await api('/sightings/by-page?page=0&size=25'));
    const saved = pageData(
      (await get('/', { cookie: 'saved-map-state=true; lat=40; lng=-100; zoom=5; last-sighting-id=script01' })).body,
    );
    expect(Object.keys(saved!).sort()).toEqual(['/sightings/by-id/script01', '/sightings/total-sightings']);
  });

  it('serves a first-time visitor the latest sighting the new-sighting notice announces', async () => {
    for (const url of ['/privacy-policy', '/search', '/']) {
      expect(pageData((await get(url)).body)!['/sightings/latest-sighting']).toEqual(
        await api('/sightings/latest-sighting'),
      );
    }
  });

  it("answers a known visitor's check of the sighting it was last shown, unless that one is gone", async () => {
    const known = pageData((await get('/search', { cookie: 'last-sighting-id=script01' })).body);
    expect(known).toEqual({ '/sightings/by-id/script01': await api('/sightings/by-id/script01') });
    // Hidden or unknown: left to the app, whose call fails and falls back to the latest sighting.
    expect(pageData((await get('/search', { cookie: 'last-sighting-id=hidden01' })).body)).toBeNull();
    expect(pageData((await get('/search', { cookie: 'last-sighting-id=nosuch01' })).body)).toBeNull();
  });

  it('serves a sighting page with the sighting, its user text kept inside the data block', async () => {
    const response = await get('/sighting/script01');
    const answers = pageData(response.body)!;
    expect(answers['/sightings/by-id/script01']).toEqual(await api('/sightings/by-id/script01'));
    // Previous and Next, as the API gives them: a sighting, or null where it answers 204.
    for (const direction of ['previous', 'next']) {
      const apiPath = `/sightings/${direction}-sighting/script01`;
      const answer = await get(`/api/v1${apiPath}`);
      expect(answers[apiPath]).toEqual(answer.statusCode === 204 ? null : answer.json());
    }
    expect(answers['/sightings/previous-sighting/script01']).not.toBeNull();
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<!--');
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(response.body).toContain(`content="Lights&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)`);
    expect(response.body.endsWith('</body></html>')).toBe(true);
  });

  it('serves an event page with the sighting and its event', async () => {
    const answers = pageData((await get('/event/script01')).body)!;
    expect(answers['/sightings/by-id/script01']).toEqual(await api('/sightings/by-id/script01'));
    expect(answers['/events/script01']).toEqual(await api('/events/script01'));
    // The sighting page itself shows the event's size only, which comes with the sighting.
    expect(pageData((await get('/sighting/script01')).body)!['/events/script01']).toBeUndefined();
  });

  it('serves no data with a not-found page', async () => {
    expect(pageData((await get('/sighting/hidden01')).body)).toBeNull();
    expect(pageData((await get('/no/such/page')).body)).toBeNull();
  });

  it('preloads the screen of the route beside the shell, not what the shell loads already', async () => {
    const list = (await get('/ufo-sighting-list/')).body;
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/pages-4.js" />');
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/sighting-list-page-5.js" />');
    expect(list).toContain('<link rel="preload" as="style" crossorigin href="/assets/sighting-list-page-6.css" />');
    expect(list).not.toContain('schemas-2.js');
    expect(list.indexOf('pages-4.js')).toBeLessThan(list.indexOf('sighting-list-page-5.js'));
    expect((await get('/event/script01')).body).toContain('href="/assets/event-screen-9.js"');
    // The home map's screen without Leaflet, which the map loads once the page has painted.
    expect((await get('/')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-map-page-8.js" />',
    );
    expect((await get('/no/such/page')).body).not.toContain('modulepreload');
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = await get('/ufo-sighting-list');
    const compressed = await get('/ufo-sighting-list', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
