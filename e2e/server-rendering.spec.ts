import { test as pageOnly, type Page } from '@playwright/test';
import { formatOccurred } from '../common/display/date-format.ts';
import { followPagePath, PAGES, sightingPagePath } from '../common/pages/page-table.ts';
import { expect, quietShell, test, type ApiSighting } from './fixtures.ts';
import { reportSighting } from './staff.ts';

/** Every error the page reports: a page that hydrates with a mismatch says so here. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Playwright's own test: these pages are used without waiting for the app, whose code never runs.
pageOnly.describe('without JavaScript', () => {
  pageOnly.use({ javaScriptEnabled: false });

  pageOnly('the list, a sighting and the home page show their content from the server', async ({ page, request }) => {
    const [first] = (await (await request.get('/api/v1/sightings/by-page?size=10')).json()) as ApiSighting[];
    await page.goto('/ufo-sighting-list', { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1, name: 'Realtime UFO Sighting List' })).toBeVisible();
    await expect(page.locator('tbody tr.sighting-row')).toHaveCount(10);
    await expect(page.locator('tbody tr.sighting-row').first().getByRole('link')).toHaveText(first!.summary ?? '');

    await page.goto(`/sighting/${first!.id}`, { waitUntil: 'load' });
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(first!.id);

    await page.goto('/', { waitUntil: 'load' });
    await expect(page.getByText('Sightings Tracked')).toBeVisible();
    await expect(page.locator('tbody tr.sighting-row').first()).toBeVisible();
  });
});

pageOnly(
  'every page the server renders comes rendered, with no part left to the browser by an error',
  async ({ request }) => {
    const [first] = (await (await request.get('/api/v1/sightings/by-page?size=10')).json()) as ApiSighting[];
    // A witness's follow page needs a report of its own (pending: the public pages stay as they are).
    const { followToken } = await reportSighting(request, 'Followed while the server renders');
    const paths = Object.values(PAGES)
      .filter((entry) => !('browserOnly' in entry))
      .map((entry) => entry.path.replace(':id', encodeURIComponent(first!.id)).replace(':token', followToken));
    // The search as a link starts it and as a saved search brings it back: both are rendered too.
    const savedSearch = 'saved-search-state=true; term=light; fromDate=; toDate=; size=10; page=0; hasMedia=false';
    const visits = [
      ...paths.map((path) => ({ path, cookie: '' })),
      { path: '/search?term=light', cookie: '' },
      { path: '/search', cookie: savedSearch },
      { path: '/ufo-sighting-list', cookie: 'saved-list-state=%7B%22page%22%3A3%2C%22size%22%3A25%7D' },
    ];
    for (const { path, cookie } of visits) {
      const response = await request.get(path, { headers: cookie ? { cookie } : {} });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // A render that throws leaves the root empty for the browser; a part that throws inside a
      // suspense boundary is marked for the browser to render again.
      expect(html, path).not.toContain('<div id="root"></div>');
      expect(html, path).not.toContain('<!--$!-->');
    }
  },
);

pageOnly('a sighting page fetched without JavaScript carries its dates at the place', async ({ request }) => {
  const [first] = (await (await request.get('/api/v1/sightings/by-page?size=10')).json()) as ApiSighting[];
  const html = await (await request.get(sightingPagePath(first!.id))).text();
  const atPlace = first!.timeZone
    ? `${formatOccurred(first!.occurred, first!.timeZone)} local time`
    : `${formatOccurred(first!.occurred, 'UTC')} UTC`;
  expect(html).toContain(atPlace);
  expect(html).not.toContain('00/00/0000');
});

test.describe('in a time zone other than the server’s', () => {
  test.use({ timezoneId: 'America/Anchorage' });

  test('the app takes over each rendered page without an error and shows local times', async ({
    page,
    request,
    baseURL,
  }) => {
    await quietShell(page, request, baseURL);
    const errors = collectErrors(page);
    const [first] = (await (await request.get('/api/v1/sightings/by-page?size=10')).json()) as ApiSighting[];
    const local = formatOccurred(first!.occurred, 'America/Anchorage');
    const { followToken } = await reportSighting(request, 'Followed in another time zone');
    for (const url of ['/', '/ufo-sighting-list', '/search', `/sighting/${first!.id}`, '/privacy-policy']) {
      await page.goto(url);
      if (url !== '/search' && url !== '/privacy-policy') await expect(page.getByText(local).first()).toBeVisible();
    }
    await page.goto(followPagePath(followToken));
    await expect(page.getByRole('heading', { name: 'Status: Received' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

pageOnly('an acknowledged cookie notice is hidden before the app runs', async ({ page, request, baseURL }) => {
  await quietShell(page, request, baseURL);
  // What shows is the server's page and the page's own script.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/ufo-sighting-list');
  await expect(page.locator('tbody tr.sighting-row').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
});
