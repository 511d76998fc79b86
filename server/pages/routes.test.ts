import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';

const TEMPLATE =
  '<!doctype html><html><head><title>Skywatch Real-Time UFO Sightings Map</title></head><body><div id="root"></div></body></html>';

describe('pages, share tags, sitemap and robots', () => {
  let test: TestApp;
  const webRoot = mkdtempSync(path.join(tmpdir(), 'skywatch-web-'));

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    test = await buildTestApp(
      'sqlite',
      {
        PUBLIC_URL: 'https://skywatch.example',
        FEEDBACK_URL: 'https://feedback.example/form',
        MEDIA_BASE_URL: 'https://media.skywatch.example/media',
      },
      { webRoot },
    );
    await sightingStores(test.database.handle).bulk.insertMany([
      makeSighting({ id: 'share001', summary: 'A <b>bright</b> "disc" over town' }),
      makeSighting({ id: 'hidden01', approved: false }),
    ]);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('serves the app for every route of the spec, and a 404 status for unknown paths', async () => {
    const pages = ['/', '/search?term=abc', '/ufo-sighting-list', '/privacy-policy', '/login', '/administration'];
    for (const url of [...pages, '/feedback', '/feedback?topic=advertising']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    expect((await get('/')).body).toContain(
      '<meta name="skywatch:feedback" content="https://feedback.example/form" />',
    );
    expect((await get('/')).body).not.toContain('skywatch:social-x');
    // Media served from a public bucket or CDN: the web app links there.
    expect((await get('/')).body).toContain(
      '<meta name="skywatch:media-base-url" content="https://media.skywatch.example/media" />',
    );
    expect((await get('/search')).body).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Skywatch: newest UFO sightings" href="/feed.xml" />',
    );
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('injects escaped share tags for a public sighting, and a title of its own after the site title', async () => {
    for (const [url, what] of [
      ['/sighting/share001', 'UFO sighting'],
      ['/event/share001', 'UFO event'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<meta property="og:url" content="https://skywatch.example${url}" />`);
      expect(response.body).toContain('content="A &lt;b&gt;bright&lt;/b&gt; &quot;disc&quot; over town');
      expect(response.body).not.toContain('<b>bright</b>');
      // Place, the witness's own date (22:15 UTC is 3:15 PM in California) and summary, escaped.
      expect(response.body).toContain(
        `<title>${what} in Lake Tahoe, California, United States, 05/01/2024: ` +
          'A &lt;b&gt;bright&lt;/b&gt; &quot;disc&quot; over town | Skywatch Real-Time UFO Sightings Map | ' +
          'Latest Reports, Photos, and Videos</title>',
      );
    }
    expect((await get('/search')).body).toContain('<title>Skywatch Real-Time UFO Sightings Map</title>');
    const hidden = await get('/sighting/hidden01');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('og:title');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/v1/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });

  it('lists public pages and sightings in the sitemap, and points robots at it', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<loc>https://skywatch.example/sitemap-sightings-0.xml</loc>');
    const sightings = (await get('/sitemap-sightings-0.xml')).body;
    expect(sightings).toContain('https://skywatch.example/sighting/share001');
    expect(sightings).not.toContain('hidden01');
    expect((await get('/sitemap-pages.xml')).body).toContain('https://skywatch.example/ufo-sighting-list');
    expect((await get('/sitemap-sightings-x.xml')).statusCode).toBe(404);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://skywatch.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /administration');
  });

  it('serves the API documentation', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/v1/sightings/by-id/{id}');
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
  });
});
