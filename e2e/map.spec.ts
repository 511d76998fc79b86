import type { APIRequestContext, Page } from '@playwright/test';
import { formatOccurred } from '../common/display/date-format.ts';
import { truncate } from '../common/display/text.ts';
import type { Sighting } from '../common/schemas/sighting.ts';
import { expect, test, failApi, withoutPageData } from './fixtures.ts';
import { holdRequests } from './support/held-route.ts';

const markers = (page: Page) => page.locator('.sightings-map .leaflet-marker-icon');
const popup = (page: Page) => page.locator('.sightings-map .leaflet-popup');
const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const pageSize = (page: Page) => page.getByRole('combobox', { name: 'Sightings to show' });

async function latestSightings(request: APIRequestContext, size = 25): Promise<Sighting[]> {
  return (await (await request.get(`/api/v1/sightings/by-page?page=0&size=${size}`)).json()) as Sighting[];
}

async function cookieValues(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
}

/** Saved map state cookies as the page itself writes them when left. */
async function saveView(page: Page, baseURL: string, view: Record<string, string>): Promise<void> {
  await page.context().addCookies(
    Object.entries({ 'saved-map-state': 'true', sightingId: '', ...view }).map(([name, value]) => ({
      name,
      value,
      url: baseURL,
    })),
  );
}

const worldView = { lat: '20', lng: '0', zoom: '2', itemsToShow: '25' };

test.use({ quiet: true });

test('first visit centres on the newest sighting and opens its popup card', async ({ page, request }) => {
  const [newest] = await latestSightings(request);
  await page.goto('/');

  await expect(popup(page)).toBeVisible();
  const card = popup(page);
  await expect(card.getByRole('heading', { name: newest!.type! })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Click for sighting details' })).toHaveAttribute(
    'href',
    `/sighting/${newest!.id}`,
  );
  await expect(card).toContainText(`Occurred${formatOccurred(newest!.occurred, 'UTC')}`);
  await expect(card).toContainText(`Reported${formatOccurred(newest!.submitted, 'UTC')}`);
  await expect(card).toContainText(`Location${newest!.locationName}`);
  const summary = truncate(newest!.summary, 96);
  expect(summary.length).toBeLessThanOrEqual(96);
  await expect(card).toContainText(`Summary${summary}`);
  for (const tag of newest!.tags) {
    await expect(card.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `/search?term=${tag}`);
  }

  // The map: zoom control top right, and country outlines that need no tile server.
  await expect(page.locator('.leaflet-top.leaflet-right .leaflet-control-zoom')).toBeVisible();
  // Drawn a few at a time (web/lib/map/country-outlines.tsx).
  await expect.poll(() => page.locator('.leaflet-country-outlines-pane path').count()).toBeGreaterThan(100);

  // The table lists the sightings in view, each row a link to its detail page.
  await expect(tableRows(page).first()).toContainText(newest!.summary!);
  await expect(tableRows(page)).toHaveCount(await markers(page).count());
  await tableRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(`/sighting/${newest!.id}`);
});

test('the banner counts up to the total of sightings tracked in one second', async ({ page }) => {
  let answerCount = () => {};
  const countAsked = new Promise<void>((resolve) => (answerCount = resolve));
  await withoutPageData(page);
  await page.route('**/api/v1/sightings/total-sightings', async (route) => {
    await countAsked;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  const banner = page.locator('.sightings-tracked-banner');
  await expect(banner).toContainText('Sightings Tracked');

  // Stop the page's clock, let the count arrive, then step through the animation.
  await page.clock.pauseAt(Date.now() + 5_000);
  const counted = page.waitForResponse('**/api/v1/sightings/total-sightings');
  answerCount();
  // The total the page was given: other test files may approve or delete sightings meanwhile.
  const total = (await (await counted).json()) as number;
  const shown = async () => (await page.locator('.sightings-tracked-count').textContent()) ?? '';
  // Step the paused clock until the answer has reached the page and the count has started.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return shown();
    })
    .toMatch(/^[\d,]+$/);
  await page.clock.runFor(500);
  await expect.poll(async () => Number((await shown()).replace(/,/g, ''))).toBeGreaterThan(0);
  expect(Number((await shown()).replace(/,/g, ''))).toBeLessThan(total);
  await page.clock.runFor(600);
  await expect(banner).toHaveText(`${total.toLocaleString('en-US')} Sightings Tracked`);
});

test('draws markers only for approved, not deleted sightings with coordinates', async ({ page, request }) => {
  const [shown, ...others] = await latestSightings(request, 4);
  const near = { latitude: shown!.latitude! + 0.1, longitude: shown!.longitude! + 0.1 };
  const answer = [
    shown,
    { ...others[0], ...near, approved: false },
    { ...others[1], ...near, deleted: true },
    { ...others[2], latitude: null },
  ];
  await withoutPageData(page);
  await page.route(/\/api\/v1\/sightings\/(by-page|by-lat-lng-bounds)\?/, (route) => route.fulfill({ json: answer }));
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await expect(markers(page)).toHaveCount(1);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText(shown!.summary!);
});

test('markers on both sides of the antimeridian show in a view across it', async ({ page, request, baseURL }) => {
  const [west, east] = await latestSightings(request, 2);
  const answer = [
    { ...west, latitude: 45, longitude: 170 },
    { ...east, latitude: 45, longitude: -170 },
  ];
  await page.route('**/api/v1/sightings/by-lat-lng-bounds?*', (route) => route.fulfill({ json: answer }));
  await saveView(page, baseURL!, { lat: '45', lng: '180', zoom: '4', itemsToShow: '25' });
  await page.goto('/');
  await expect(markers(page)).toHaveCount(2);
  const map = (await page.locator('.sightings-map').boundingBox())!;
  for (const marker of await markers(page).all()) {
    const box = (await marker.boundingBox())!;
    expect(box.x).toBeGreaterThan(map.x);
    expect(box.x + box.width).toBeLessThan(map.x + map.width);
  }
});

test('changing the page size clears the markers and fetches that many by bounds', async ({ page, baseURL }) => {
  await saveView(page, baseURL!, worldView);
  await page.goto('/');
  await expect(pageSize(page)).toHaveValue('25');
  await expect(markers(page)).toHaveCount(25);
  await expect(tableRows(page)).toHaveCount(25);
  await expect(pageSize(page).locator('option')).toHaveText([
    'Show 10 Sightings',
    'Show 25 Sightings',
    'Show 50 Sightings',
    'Show 75 Sightings',
  ]);

  const release = await holdRequests(page, '**/api/v1/sightings/by-lat-lng-bounds?*');
  const request = page.waitForRequest(
    (sent) => sent.url().includes('by-lat-lng-bounds') && sent.url().includes('size=10'),
  );
  await pageSize(page).selectOption('10');
  await request;
  // Cleared while the new page loads, with a spinner meanwhile.
  await expect(markers(page)).toHaveCount(0);
  await expect(page.getByRole('status').first()).toContainText('Loading');
  release();
  await expect(markers(page)).toHaveCount(10);
  await expect(tableRows(page)).toHaveCount(10);
});

test('dragging the map fetches the sightings inside the new bounds', async ({ page }) => {
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await page.locator('.leaflet-popup-close-button').click();
  const box = (await page.locator('.sightings-map').boundingBox())!;
  const boundsCall = page.waitForRequest(/by-lat-lng-bounds\?swLng=.*&size=25$/);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 300, box.y + box.height / 2 + 100, { steps: 10 });
  await page.mouse.up();
  const url = new URL((await boundsCall).url());
  for (const name of ['swLng', 'swLat', 'neLng', 'neLat'])
    expect(Number.isFinite(Number(url.searchParams.get(name)))).toBe(true);
});

test('leaving saves the view, page size and open marker, and coming back restores them', async ({ page, request }) => {
  const [newest] = await latestSightings(request);
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await pageSize(page).selectOption('50');
  await expect(popup(page)).toBeHidden();
  // Markers work from the keyboard too.
  await markers(page).first().focus();
  await page.keyboard.press('Enter');
  const opened = await popup(page).getByRole('link', { name: 'Click for sighting details' }).getAttribute('href');

  await popup(page).getByRole('link', { name: 'Click for sighting details' }).click();
  await expect(page).toHaveURL(opened!);
  await expect.poll(async () => (await cookieValues(page))['saved-map-state']).toBe('true');
  const saved = await cookieValues(page);
  expect(saved).toMatchObject({
    'saved-map-state': 'true',
    zoom: '5',
    itemsToShow: '50',
    sightingId: opened!.split('/').pop(),
  });
  expect(Math.abs(Number(saved.lat) - newest!.latitude!)).toBeLessThan(10);

  await page.goBack();
  await expect(pageSize(page)).toHaveValue('50');
  await expect(popup(page).getByRole('link', { name: 'Click for sighting details' })).toHaveAttribute('href', opened!);
});

test('a saved view from the cookies is restored on a fresh visit', async ({ page, request, baseURL }) => {
  const everything = await latestSightings(request, 100);
  const chosen = everything[everything.length - 1]!;
  await saveView(page, baseURL!, { ...worldView, itemsToShow: '75', sightingId: chosen.id });
  const latestCalls: string[] = [];
  page.on('request', (sent) => sent.url().includes('/by-page?') && latestCalls.push(sent.url()));
  const boundsCall = page.waitForRequest(/by-lat-lng-bounds\?.*size=75$/);
  await page.goto('/');
  await boundsCall;
  await expect(pageSize(page)).toHaveValue('75');
  await expect(popup(page).getByRole('link', { name: 'Click for sighting details' })).toHaveAttribute(
    'href',
    `/sighting/${chosen.id}`,
  );
  expect(latestCalls).toEqual([]);
});

test('Most Recent clears the saved state and goes back to the newest sighting at zoom 5', async ({
  page,
  request,
  baseURL,
}) => {
  const [newest] = await latestSightings(request);
  await saveView(page, baseURL!, worldView);
  await page.goto('/');
  await expect(markers(page)).toHaveCount(25);
  await expect(popup(page)).toBeHidden();

  const latestCall = page.waitForRequest(/\/by-page\?page=0&size=25$/);
  await page.getByRole('button', { name: 'Most Recent' }).click();
  await latestCall;
  expect((await cookieValues(page))['saved-map-state']).toBeUndefined();
  await expect(popup(page).getByRole('link', { name: 'Click for sighting details' })).toHaveAttribute(
    'href',
    `/sighting/${newest!.id}`,
  );

  await page.getByRole('link', { name: 'Sighting List' }).click();
  await expect(page).toHaveURL('/ufo-sighting-list');
  await expect
    .poll(() => cookieValues(page))
    .toMatchObject({ 'saved-map-state': 'true', zoom: '5', sightingId: newest!.id });
});

test('the location box needs an address, and reports one it cannot map', async ({ page }) => {
  await page.goto('/');
  const location = page.getByRole('textbox', { name: 'Location' });
  const toasts = page.locator('.toast');

  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const empty = toasts.filter({ hasText: 'Please enter an address to map.' });
  await expect(empty).toContainText('Geocoding Error');
  await expect(empty).toHaveAttribute('data-variant', 'secondary');

  await failApi(page, '**/api/v1/geodata/geocode?*');
  await location.fill('1600 Nowhere Lane');
  await location.press('Enter');
  await expect(toasts.filter({ hasText: 'Could not map the given address.' })).toContainText('Geocoding Error');
});

test('an address with no result cannot be mapped', async ({ page }) => {
  await page.route('**/api/v1/geodata/geocode?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
  const call = page.waitForRequest(/geocode\?q=Atlantis&limit=1$/);
  await page.getByRole('textbox', { name: 'Location' }).fill('Atlantis');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await call;
  await expect(page.locator('.toast').filter({ hasText: 'Could not map the given address.' })).toBeVisible();
});

test('a found address flies the map there at zoom 14', async ({ page }) => {
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Location' }).fill('Phoenix, Arizona');
  // The view the flight ends in: a zoom-14 box spans a few kilometres. The popup's own pan, and a view
  // the map settles on for a moment on its way down, may ask for wider ones first.
  const boundsCall = page.waitForRequest((request) => {
    if (!/by-lat-lng-bounds\?/.test(request.url())) return false;
    const params = new URL(request.url()).searchParams;
    return Number(params.get('neLng')) - Number(params.get('swLng')) < 0.2;
  });
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  const url = new URL((await boundsCall).url());
  // Phoenix lies near 33.45 N, 112.07 W.
  expect(Number(url.searchParams.get('swLat'))).toBeGreaterThan(33.2);
  expect(Number(url.searchParams.get('neLat'))).toBeLessThan(33.7);
  expect(Number(url.searchParams.get('swLng'))).toBeGreaterThan(-112.4);
  expect(Number(url.searchParams.get('neLng'))).toBeLessThan(-111.7);
});

test('failures to load sightings or the count show error toasts', async ({ page }) => {
  await withoutPageData(page);
  await failApi(page, '**/api/v1/sightings/by-page?*');
  await failApi(page, '**/api/v1/sightings/total-sightings');
  await page.goto('/');
  const toasts = page.locator('.toast');
  await expect(toasts.filter({ hasText: 'Could not retrieve sightings. Please try again later.' })).toContainText(
    'Internal Error',
  );
  await expect(toasts.filter({ hasText: 'Could not retrieve sighting count. Please try again later.' })).toContainText(
    'Internal Error',
  );
  await expect(page.getByText('No Sightings In View')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hides the location box and keeps the controls clear of each other', async ({ page }) => {
    await page.goto('/');
    await expect(popup(page)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Location' })).toBeHidden();
    const mostRecent = (await page.getByRole('button', { name: 'Most Recent' }).boundingBox())!;
    const zoom = (await page.locator('.leaflet-control-zoom').boundingBox())!;
    expect(mostRecent.x + mostRecent.width).toBeLessThan(zoom.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.locator('.sightings-tracked-banner')).toContainText('Sightings Tracked');
  });
});
