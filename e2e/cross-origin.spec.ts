import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Another site: a page on another loopback port, which the app shares nothing with. */
let otherSite: Server;
let otherOrigin: string;

test.beforeAll(async () => {
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>A researcher’s page</title><p>Reading Skywatch from elsewhere.</p>');
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

test('a page on another site reads a search from the app, by POST and by link', async ({ page, baseURL }) => {
  await page.goto(otherOrigin);
  const answers = await page.evaluate(async (app) => {
    const criteria = { term: 'lights', fromDate: '1900-01-01', toDate: '2100-01-01', page: 0, size: 5 };
    const posted = await fetch(`${app}/api/v1/sightings/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(criteria),
    });
    const linked = await fetch(
      `${app}/api/v1/sightings/search?${new URLSearchParams(Object.entries(criteria).map(([k, v]) => [k, String(v)]))}`,
    );
    return {
      status: [posted.status, linked.status],
      posted: await posted.json(),
      linked: await linked.json(),
      etag: linked.headers.get('etag'),
    };
  }, baseURL!);
  expect(answers.status).toEqual([200, 200]);
  expect(answers.posted.totalElements).toBeGreaterThan(0);
  expect(answers.linked).toEqual(answers.posted);
  expect(answers.etag).toMatch(/^W\/"/);
});

test('a page on another site cannot read a staff call', async ({ page, baseURL }) => {
  await page.goto(otherOrigin);
  const outcome = await page.evaluate(async (app) => {
    try {
      await fetch(`${app}/api/v1/administration/sightings/pending`);
      return 'read';
    } catch {
      return 'refused';
    }
  }, baseURL!);
  expect(outcome).toBe('refused');
});
