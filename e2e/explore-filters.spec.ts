import type { Page, Response } from '@playwright/test';
import { expect, test, type ApiSighting } from './fixtures.ts';

/** A world view, named by the address as a copied one would name it. */
const WORLD = '/?lat=20&lng=0&zoom=2';

const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const note = (page: Page) => page.locator('.whole-record-note');
const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
const panel = (page: Page) => page.getByRole('region', { name: 'What the view holds' });
const addressParameter = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The next answer of an API call whose address holds every one of the given parts. */
function answerOf(page: Page, call: string, ...parts: string[]): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/sightings/${call}?`) && parts.every((part) => response.url().includes(part)),
  );
}

async function listed(response: Promise<Response>): Promise<ApiSighting[]> {
  return (await (await response).json()) as ApiSighting[];
}

/** The table shows exactly the sightings of the answer, in its order (by their descriptions' links). */
async function expectTableToList(page: Page, sightings: ApiSighting[]): Promise<void> {
  if (sightings.length === 0) {
    await expect(page.getByText('No Sightings In View')).toBeVisible();
    return;
  }
  await expect(tableRows(page)).toHaveCount(sightings.length);
  const links = tableRows(page).locator('a[href^="/sighting/"]');
  await expect
    .poll(async () => [...new Set(await links.evaluateAll((found) => found.map((link) => link.getAttribute('href'))))])
    .toEqual(sightings.map((sighting) => `/sighting/${sighting.id}`));
}

test.use({ quiet: true });

test('the filters change the table and the count, and go into the address', async ({ page }) => {
  const unfiltered = answerOf(page, 'clusters');
  const firstTable = listed(answerOf(page, 'by-lat-lng-bounds'));
  await page.goto(WORLD);
  const everything = ((await (await unfiltered).json()) as { total: number }).total;
  const unfilteredTable = await firstTable;
  await expect(note(page)).toHaveText(`${everything} sightings in this view`);

  const discs = listed(answerOf(page, 'by-lat-lng-bounds', 'shape=Disc'));
  const discCount = answerOf(page, 'clusters', 'shape=Disc');
  await page.getByRole('combobox', { name: 'Shape' }).selectOption('Disc');
  const found = await discs;
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((sighting) => (sighting as ApiSighting & { shape: string }).shape === 'Disc')).toBe(true);
  await expectTableToList(page, found);
  const counted = ((await (await discCount).json()) as { total: number }).total;
  expect(counted).toBeLessThan(everything);
  await expect(note(page)).toHaveText(`${counted} sightings in this view`);
  await expect(page.locator('caption')).toHaveText(
    `Newest sightings in view that match the filters, of ${counted} sightings in this view`,
  );
  expect(addressParameter(page, 'shape')).toBe('Disc');

  // A keyword follows the search's rules: three characters at least, applied when submitted.
  const withWord = listed(answerOf(page, 'by-lat-lng-bounds', 'term=lights', 'shape=Disc'));
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('lights');
  await page.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
  await expectTableToList(page, await withWord);
  expect(addressParameter(page, 'term')).toBe('lights');

  // Photos and videos: the built-in sightings have none.
  const withMedia = listed(answerOf(page, 'by-lat-lng-bounds', 'hasMedia=true'));
  await page.getByText('Only sightings with photos and videos').click();
  expect(await withMedia).toEqual([]);
  await expectTableToList(page, []);
  await expect(note(page)).toHaveText('0 sightings in this view');

  // Back to the view's first answers (still fresh: not even asked again).
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(note(page)).toHaveText(`${everything} sightings in this view`);
  await expectTableToList(page, unfilteredTable);
  for (const name of ['shape', 'term', 'hasMedia']) expect(addressParameter(page, name)).toBeNull();
});

test('a copied address reopens the same view, layer and filters for another visitor', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(WORLD);
  await page.locator('.map-layer-switch label', { hasText: 'Heat map' }).click();
  const shown = listed(answerOf(page, 'by-lat-lng-bounds', 'country=US', 'fromDate=1960-01-01'));
  await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
  await page.getByLabel('From date').fill('1960-01-01');
  const sightings = await shown;
  await expectTableToList(page, sightings);
  const copied = page.url();
  for (const [name, value] of Object.entries({ lat: '20', lng: '0', zoom: '2', layer: 'heat', country: 'US' }))
    expect(addressParameter(page, name)).toBe(value);

  // Another visitor, with no cookies of this one's.
  const context = await browser.newContext({ baseURL: baseURL! });
  const other = await context.newPage();
  const reopened = listed(answerOf(other, 'by-lat-lng-bounds', 'country=US', 'fromDate=1960-01-01'));
  await other.goto(copied);
  await other.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(other.getByRole('radio', { name: 'Heat map' })).toBeChecked();
  await expect(other.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expect(other.getByLabel('From date')).toHaveValue('1960-01-01');
  expect((await reopened).map((sighting) => sighting.id)).toEqual(sightings.map((sighting) => sighting.id));
  await expectTableToList(other, sightings);
  await expect.poll(() => new URL(other.url()).searchParams.get('zoom')).toBe('2');
  await context.close();
});

test('the timeline sliders set a date range from the keyboard that filters the table', async ({ page }) => {
  const years = answerOf(page, 'histogram', 'interval=year');
  await page.goto(WORLD);
  const buckets = ((await (await years).json()) as { buckets: Array<{ period: string }> }).buckets;
  const first = Number(buckets[0]!.period);
  const start = timeline(page).getByRole('slider', { name: /^Range starts in/ });
  await expect(start).toHaveAttribute('aria-valuetext', String(first));
  await expect(timeline(page).getByRole('img')).toHaveAttribute('aria-label', /^Sightings per year in this view/);

  const narrowed = listed(answerOf(page, 'by-lat-lng-bounds', `fromDate=${first + 5}-01-01`));
  await start.focus();
  // One step at a time, each shown before the next, as a visitor would.
  for (let step = 1; step <= 5; step += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(start).toHaveAttribute('aria-valuetext', String(first + step));
  }
  const found = await narrowed;
  expect(found.every((sighting) => sighting.occurred >= `${first + 5}-01-01`)).toBe(true);
  await expectTableToList(page, found);
  expect(addressParameter(page, 'fromDate')).toBe(`${first + 5}-01-01`);
  await expect(page.getByLabel('From date')).toHaveValue(`${first + 5}-01-01`);

  await timeline(page).getByRole('button', { name: 'All dates' }).click();
  await expect.poll(() => addressParameter(page, 'fromDate')).toBeNull();
});

test('dragging across the timeline chooses a range that filters the table and the count', async ({ page }) => {
  await page.goto(WORLD);
  // The timeline's code comes after the page's first paint, its loading card standing in till then; the
  // chart is drawn once the visitor scrolls towards it.
  await expect(timeline(page).getByRole('slider', { name: /^Range starts in/ })).toBeAttached();
  await timeline(page).scrollIntoViewIfNeeded();
  const over = timeline(page).locator('.u-over');
  await expect(over).toBeVisible();
  const box = (await over.boundingBox())!;
  const narrowed = answerOf(page, 'by-lat-lng-bounds', 'fromDate=', 'toDate=');
  const counted = answerOf(page, 'clusters', 'fromDate=', 'toDate=');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => addressParameter(page, 'toDate')).not.toBeNull();
  const fromDate = addressParameter(page, 'fromDate')!;
  const toDate = addressParameter(page, 'toDate')!;
  expect(fromDate).toMatch(/^\d{4}-01-01$/);
  expect(toDate).toMatch(/^\d{4}-12-31$/);
  expect(fromDate < toDate).toBe(true);
  const found = await listed(narrowed);
  expect(found.every((sighting) => sighting.occurred >= fromDate && sighting.occurred.slice(0, 10) <= toDate)).toBe(
    true,
  );
  await expectTableToList(page, found);
  const total = ((await (await counted).json()) as { total: number }).total;
  await expect(note(page)).toHaveText(`${total} sightings in this view`);
});

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height}, Play steps through the years with sightings on the map, and Stop gives the dates back`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.clock.install();
    const years = answerOf(page, 'histogram', 'interval=year');
    await page.goto(WORLD);
    const periods = ((await (await years).json()) as { buckets: Array<{ period: string }> }).buckets.map(
      (bucket) => bucket.period,
    );
    const play = timeline(page).getByRole('button', { name: 'Play' });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);

    await play.click();
    // From the first year that holds sightings, shown on the map, which comes into view.
    await expect.poll(() => addressParameter(page, 'fromDate')).toBe(`${periods[0]}-01-01`);
    expect(addressParameter(page, 'toDate')).toBe(`${periods[0]}-12-31`);
    const onMap = page.getByRole('status', { name: 'Timeline playing' });
    await expect(onMap).toContainText(periods[0]!);
    await expect(onMap).toBeInViewport();
    await expect(page.locator('.home-map-stage')).toBeInViewport({ ratio: 0.5 });

    // The next year, shown on the map as it plays.
    await page.clock.runFor(1000);
    await expect
      .poll(() => Number(addressParameter(page, 'fromDate')?.slice(0, 4)))
      .toBeGreaterThan(Number(periods[0]));
    const next = addressParameter(page, 'fromDate')!.slice(0, 4);
    await expect(onMap).toContainText(next);

    // Stop gives back the dates the visitor had: none.
    await onMap.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => addressParameter(page, 'fromDate')).toBeNull();
    await expect(onMap).toHaveCount(0);
    await page.clock.runFor(5000);
    expect(addressParameter(page, 'fromDate')).toBeNull();
    await expect(timeline(page).getByRole('button', { name: 'Play' })).toBeAttached();
  });
}

test('the panel shows what the view holds: top shapes, hours and months', async ({ page }) => {
  const facetsAnswer = answerOf(page, 'facets');
  await page.goto(WORLD);
  const facets = (await (await facetsAnswer).json()) as {
    shapes: Array<{ value: string; count: number }>;
    hours: number[];
    months: number[];
    total: number;
  };
  await expect(panel(page).getByText(`${facets.total} sightings`, { exact: true })).toBeVisible();
  const shapes = panel(page).getByRole('list', { name: 'Top shapes' }).getByRole('listitem');
  await expect(shapes).toHaveCount(Math.min(5, facets.shapes.length));
  await expect(shapes.first()).toContainText(facets.shapes[0]!.value);
  await expect(shapes.first()).toContainText(String(facets.shapes[0]!.count));
  const hours = panel(page).getByRole('list', { name: 'Reports by hour of day' }).getByRole('listitem');
  await expect(hours).toHaveCount(24);
  const busiestHour = facets.hours.indexOf(Math.max(...facets.hours));
  await expect(hours.nth(busiestHour)).toContainText(`${busiestHour}:00: ${facets.hours[busiestHour]} sightings`);
  const months = panel(page).getByRole('list', { name: 'Reports by month of year' }).getByRole('listitem');
  await expect(months).toHaveCount(12);

  // The same filters narrow it.
  const narrowed = answerOf(page, 'facets', 'shape=Disc');
  await page.getByRole('combobox', { name: 'Shape' }).selectOption('Disc');
  const discs = (await (await narrowed).json()) as { total: number };
  await expect(panel(page).getByText(`${discs.total} sightings`, { exact: true })).toBeVisible();
  await expect(shapes).toHaveCount(1);
});

test('a view too crowded for its filters says so in words, and the map stays', async ({ page }) => {
  const message =
    'This view holds 300,000 sightings, more than 200,000 can be counted with these filters at once. Zoom in to narrow it.';
  await page.route('**/api/v1/sightings/{clusters,by-lat-lng-bounds,facets,histogram}?*country=US*', (route) =>
    route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message } }),
  );
  await page.goto(`${WORLD}&country=US`);
  await expect(note(page)).toHaveText(message);
  await expect(page.getByRole('main').getByText(message)).toHaveCount(4);
  await expect(page.locator('.sightings-map')).toBeVisible();
  await expect(page.getByText('Could not retrieve sightings. Please try again later.')).toHaveCount(0);
});
