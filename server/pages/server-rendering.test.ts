import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';

const INLINE_SCRIPT = "document.documentElement.classList.add('ready');";
const TEMPLATE = `<!doctype html><html><head><title>Skywatch</title>
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/schemas-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body>
    <div id="root"></div>
  </body></html>`;

// A built renderer as the server finds it in dist/web-render: it echoes what it was given, renders
// nothing for /login (a page left to the browser), fails for /privacy-policy and never finishes
// /terms-of-service.
const RENDERER = `
export async function renderPage(page) {
  if (page.url === '/login') return null;
  if (page.url === '/privacy-policy') throw new Error('render failed');
  if (page.url === '/terms-of-service') return new Promise(() => {});
  return '<main>' + [page.url, page.origin, page.cookieHeader, Object.keys(page.answers).sort().join(','),
    page.siteSettings.feedback, 'costs $& and $1'].join(' | ') + '</main>';
}
`;

describe('pages rendered on the server', () => {
  let test: TestApp;
  const distRoot = mkdtempSync(path.join(tmpdir(), 'skywatch-dist-'));
  const webRoot = path.join(distRoot, 'web');

  beforeAll(async () => {
    mkdirSync(webRoot);
    mkdirSync(path.join(distRoot, 'web-render'));
    writeFileSync(path.join(webRoot, 'index.html'), TEMPLATE);
    writeFileSync(path.join(distRoot, 'web-render', 'entry-server.js'), RENDERER);
    test = await buildTestApp(
      'sqlite',
      { PUBLIC_URL: 'https://skywatch.example', FEEDBACK_URL: 'https://feedback.example/form' },
      { webRoot },
    );
    await sightingStores(test.database.handle).bulk.insertMany([makeSighting({ id: 'ssr00001' })]);
  });
  afterAll(async () => {
    await test?.close();
    rmSync(distRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it('puts the rendered app into the root, made from the answers, cookies and settings the page carries', async () => {
    const response = await get('/ufo-sighting-list', {
      cookie: 'saved-list-state=%7B%22page%22%3A0%2C%22size%22%3A50%7D',
    });
    expect(response.statusCode).toBe(200);
    const root = /<div id="root">(.*?)<\/div>/s.exec(response.body)?.[1];
    expect(root).toBe(
      '<main>/ufo-sighting-list | https://skywatch.example | saved-list-state=%7B%22page%22%3A0%2C%22size%22%3A50%7D | ' +
        '/sightings/by-page?page=0&size=50,/sightings/latest-sighting,/sightings/total-sightings | ' +
        'https://feedback.example/form | costs $& and $1</main>',
    );
  });

  it('lists the code of a rendered page for after its first paint instead of fetching it with the page', async () => {
    const body = (await get('/')).body;
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(body).toContain(
      '<script type="application/json" id="skywatch-app-code">{"entry":"/assets/index-abc.js","chunks":["/assets/schemas-def.js"]}</script>',
    );
  });

  it('leaves a page to the browser when the renderer declines it, fails or takes too long', async () => {
    for (const url of ['/login', '/privacy-policy', '/terms-of-service']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(response.body).not.toContain('skywatch-app-code');
    }
    expect((await get('/no/such/page')).body).toContain('<div id="root"></div>');
  });

  it("allows the template's inline script by its hash and no other inline script", async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
  });
});
