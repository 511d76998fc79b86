import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRequests } from './support/held-route.ts';

const clusters = (page: Page) => page.locator('.sightings-map .explore-cluster');
const layer = (page: Page, name: string) => page.getByRole('radio', { name });
// The radio buttons are drawn as a button group: their labels take the clicks.
const choose = (page: Page, name: string) => page.locator('.map-layer-switch label', { hasText: name }).click();
const note = (page: Page) => page.locator('.whole-record-note');

/** A saved world view (the cookies the page writes when left), so the map opens on the whole record. */
async function openWorld(page: Page, baseURL: string, address = '/'): Promise<void> {
  await page.context().addCookies(
    Object.entries({
      'saved-map-state': 'true',
      sightingId: '',
      lat: '20',
      lng: '0',
      zoom: '2',
      itemsToShow: '25',
    }).map(([name, value]) => ({ name, value, url: baseURL })),
  );
  await page.goto(address);
}

const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function drawnCounts(page: Page): Promise<number[]> {
  return clusters(page).evaluateAll((buttons) =>
    buttons.map((button) => Number((button as HTMLElement).dataset.count)),
  );
}

test.use({ quiet: true });

test('at world zoom the clusters show, and their counts add up to the total the caption gives', async ({
  page,
  baseURL,
}) => {
  const answered = page.waitForResponse((response) => response.url().includes('/api/v1/sightings/clusters?'));
  await openWorld(page, baseURL!);
  const answer = (await (await answered).json()) as { clusters: Array<{ count: number }>; total: number };
  expect(answer.total).toBeGreaterThan(0);
  await expect(clusters(page)).toHaveCount(answer.clusters.length);
  const counts = await drawnCounts(page);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(answer.total);
  const total = answer.total.toLocaleString('en-US');
  await expect(note(page)).toHaveText(`${total} sightings in this view`);
  await expect(page.locator('caption')).toHaveText(`Newest sightings in view, of ${total} sightings in this view`);
  // Each is a button named by its count; the newest sightings' markers stay above them.
  const largest = Math.max(...counts);
  await expect(
    page.getByRole('button', { name: `${largest.toLocaleString('en-US')} sightings here; zoom in` }).first(),
  ).toBeVisible();
  await expect(page.locator('.sightings-map .leaflet-marker-icon')).toHaveCount(25);
});

test('pressing a cluster zooms in two levels on it and splits it', async ({ page, baseURL }) => {
  await openWorld(page, baseURL!);
  await expect(clusters(page).first()).toBeVisible();
  const counts = await drawnCounts(page);
  const largest = Math.max(...counts);
  const cluster = clusters(page)
    .and(page.locator(`[data-count="${largest}"]`))
    .first();
  const zoomed = page.waitForRequest(
    (request) => request.url().includes('/clusters?') && request.url().includes('zoom=4'),
  );
  // From the keyboard: a cluster is a button.
  await cluster.focus();
  await page.keyboard.press('Enter');
  await zoomed;
  // Finer cells: more, smaller clusters, none as large as the one pressed was unless it is one place.
  await expect.poll(async () => Math.max(...(await drawnCounts(page)))).toBeLessThanOrEqual(largest);
  await expect.poll(async () => (await drawnCounts(page)).length).toBeGreaterThan(1);
});

test('the clusters drawn stay while the next view loads', async ({ page, baseURL }) => {
  await openWorld(page, baseURL!);
  await expect(clusters(page).first()).toBeVisible();
  const before = await drawnCounts(page);
  const release = await holdRequests(page, '**/api/v1/sightings/clusters?*');
  const asked = page.waitForRequest(
    (request) => request.url().includes('/clusters?') && request.url().includes('zoom=3'),
  );
  await page.locator('.leaflet-control-zoom-in').click();
  await asked;
  await expect(clusters(page)).toHaveCount(before.length);
  await expect(note(page)).toContainText('sightings in this view');
  const answered = page.waitForResponse((response) => response.url().includes('zoom=3'));
  release();
  const answer = (await (await answered).json()) as { clusters: unknown[] };
  await expect(clusters(page)).toHaveCount(answer.clusters.length);
});

test('the layer switch changes the layer and the address, and a reopened address restores it', async ({
  page,
  baseURL,
}) => {
  await openWorld(page, baseURL!);
  await expect(layer(page, 'Clusters')).toBeChecked();
  await expect(clusters(page).first()).toBeVisible();

  await choose(page, 'Heat map');
  await expect(page).toHaveURL(/[?&]layer=heat(&|$)/);
  await expect(clusters(page)).toHaveCount(0);
  await expect(page.locator('.sightings-map canvas.explore-heat')).toBeVisible();
  // Something is drawn: the canvas has coloured pixels.
  await expect
    .poll(() =>
      page.locator('canvas.explore-heat').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        return data.some((value, index) => index % 4 === 3 && value > 0);
      }),
    )
    .toBe(true);
  await expect(note(page)).toContainText('sightings in this view');

  await choose(page, 'Newest only');
  await expect(page).toHaveURL(/[?&]layer=newest(&|$)/);
  await expect(page.locator('canvas.explore-heat')).toHaveCount(0);
  await expect(clusters(page)).toHaveCount(0);
  await expect(note(page)).toHaveCount(0);
  await expect(page.locator('.sightings-map .leaflet-marker-icon')).toHaveCount(25);

  // A copied address opens on its layer, whatever this visitor's cookies say.
  const other = await page.context().browser()!.newPage({ baseURL: baseURL! });
  await other.goto('/?layer=heat');
  await expect(other.getByRole('radio', { name: 'Heat map' })).toBeChecked();
  await expect(other.locator('canvas.explore-heat')).toHaveCount(1);
  await other.close();

  await choose(page, 'Clusters');
  await expect.poll(() => new URL(page.url()).searchParams.has('layer')).toBe(false);
  await expect(clusters(page).first()).toBeVisible();
});

test('the layer is saved with the map state when leaving, and restored from it', async ({ page, baseURL }) => {
  await openWorld(page, baseURL!, '/?layer=heat');
  await expect(layer(page, 'Heat map')).toBeChecked();
  await page.getByRole('link', { name: 'Sighting List' }).click();
  await expect(page).toHaveURL('/ufo-sighting-list');
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'mapLayer')?.value)
    .toBe('heat');
  await page.goto('/');
  await expect(layer(page, 'Heat map')).toBeChecked();
  await expect(page).toHaveURL(/[?&]layer=heat(&|$)/);
});

test('a view with no sightings has no clusters and says 0', async ({ page, baseURL }) => {
  await page.route('**/api/v1/sightings/clusters?*', (route) => route.fulfill({ json: { clusters: [], total: 0 } }));
  await openWorld(page, baseURL!);
  await expect(note(page)).toHaveText('0 sightings in this view');
  await expect(page.locator('caption')).toContainText('of 0 sightings in this view');
  await expect(clusters(page)).toHaveCount(0);
});

test('a failed clusters call leaves a quiet note, and the newest sightings still show', async ({ page, baseURL }) => {
  await page.route('**/api/v1/sightings/clusters?*', (route) =>
    route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Simulated' } }),
  );
  await openWorld(page, baseURL!);
  await expect(note(page)).toHaveText('Could not count the sightings in this view; the newest are shown.');
  await expect(page.locator('.sightings-map .leaflet-marker-icon')).toHaveCount(25);
  expect(countOf(await page.locator('.sightings-tracked-count').textContent())).toBeGreaterThanOrEqual(0);
});
