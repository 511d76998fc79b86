import type { Page } from '@playwright/test';
import { foundSightingsText } from '../common/display/count-words.ts';
import { defaultSearchRange } from '../common/schemas/search.ts';
import { expect, test, failApi, searchApi } from './fixtures.ts';
import { holdRequests } from './support/held-route.ts';

const form = (page: Page) => ({
  from: page.getByLabel('From date'),
  to: page.getByLabel('To date'),
  term: page.getByLabel('Keyword'),
  media: page.getByRole('switch', { name: 'Only Sightings with Photos and Videos' }),
  search: page.getByRole('button', { name: 'Search', exact: true }),
  reset: page.getByRole('button', { name: 'Reset' }),
});

const status = (page: Page) => page.getByRole('region', { name: 'Search results' }).locator('[aria-live]');

/** Playwright runs the browser in UTC, so its "today" is the UTC day. */
const defaults = () => defaultSearchRange(new Date());
const SEARCH_CALLS = '**/api/v1/sightings/search';

test.use({ quiet: true });

test('needs at least 3 characters before it searches', async ({ page }) => {
  let searches = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v1/sightings/search')) searches += 1;
  });
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Sightings' })).toBeVisible();
  const { term, search } = form(page);
  await expect(search).toBeDisabled();
  await term.fill('ab');
  await expect(search).toBeDisabled();
  await term.press('Enter');
  await term.fill('  ab  ');
  await expect(search).toBeDisabled();
  await term.press('Enter');
  await term.fill('abc');
  await expect(search).toBeEnabled();
  expect(searches).toBe(0);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
});

test('defaults to the last year and couples the two dates', async ({ page }) => {
  await page.goto('/search');
  const { from, to } = form(page);
  const range = defaults();
  await expect(from).toHaveValue(range.fromDate);
  await expect(to).toHaveValue(range.toDate);
  await expect(to).toHaveAttribute('max', range.toDate);
  await expect(from).toHaveAttribute('max', range.toDate);

  await to.fill('2020-06-15');
  await expect(from).toHaveValue('2020-06-15');
  await expect(from).toHaveAttribute('max', '2020-06-15');

  await from.fill('2021-01-01');
  await expect(to).toHaveValue('2021-01-01');

  await from.fill('2019-03-03');
  await expect(to).toHaveValue('2021-01-01');
});

test('finds sightings, says how many in words and opens one carrying the term', async ({ page, request }) => {
  const expected = await searchApi(request, { term: 'lights', fromDate: '1900-01-01', toDate: defaults().toDate });
  expect(expected.totalElements).toBeGreaterThan(0);
  await page.goto('/search');
  const { from, term } = form(page);
  await from.fill('1900-01-01');
  await term.fill('lights');
  await term.press('Enter');

  await expect(status(page)).toHaveText(foundSightingsText(expected.totalElements));
  const rows = page.locator('tbody tr.sighting-row');
  await expect(rows).toHaveCount(expected.content.length);
  await expect(rows.first().getByRole('link')).toHaveText(expected.content[0]!.summary ?? '');

  await rows.first().getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`/sighting/${expected.content[0]!.id}\\?term=lights$`));
});

test('offers Search all dates when only older sightings match, and then finds them', async ({ page, request }) => {
  // The built-in sightings are history: "Rainier" names Kenneth Arnold's 1947 sighting, not the last year.
  const lastYear = await searchApi(request, { term: 'Rainier', ...defaults() });
  const allDates = await searchApi(request, { term: 'Rainier', fromDate: '0001-01-01', toDate: defaults().toDate });
  expect(lastYear.totalElements).toBe(0);
  expect(allDates.totalElements).toBeGreaterThan(0);

  await page.goto('/search?term=Rainier');
  await expect(status(page)).toHaveText('No Results Found');
  const outside = allDates.totalElements === 1 ? 'sighting matches' : 'sightings match';
  await expect(page.getByText(`${allDates.totalElements} ${outside} outside these dates.`)).toBeVisible();
  await page.getByRole('button', { name: 'Search all dates' }).click();

  await expect(status(page)).toHaveText(foundSightingsText(allDates.totalElements));
  await expect(page.locator('tbody tr.sighting-row').first().getByRole('link')).toHaveText(
    allDates.content[0]!.summary ?? '',
  );
  // The first year the data holds, not 01/01/0001.
  const years = await request.get('/api/v1/sightings/histogram?swLng=-180&swLat=-90&neLng=180&neLat=90&interval=year');
  const firstYear = ((await years.json()) as { buckets: Array<{ period: string }> }).buckets[0]!.period;
  await expect(form(page).from).toHaveValue(`${firstYear}-01-01`);
  await expect(form(page).to).toHaveValue(defaults().toDate);
});

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height}, browses a period without a keyword, narrowed like the map`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/search');
    const { from, to } = form(page);
    await from.fill('1940-01-01');
    await to.fill('1999-12-31');
    // The map panel's lists are here too.
    await expect(page.getByRole('combobox', { name: 'Shape' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
    await page.getByRole('button', { name: 'Browse dates' }).click();
    const expected = await searchApi(request, { fromDate: '1940-01-01', toDate: '1999-12-31', country: 'US' });
    expect(expected.totalElements).toBeGreaterThan(0);
    await expect(status(page)).toHaveText(foundSightingsText(expected.totalElements));
    await expect(page.getByRole('table', { name: 'Sightings from 1940-01-01 to 1999-12-31' })).toBeVisible();
    await expect(page.locator('tbody tr.sighting-row').first().getByRole('link')).toHaveText(
      expected.content[0]!.summary ?? '',
    );
  });
}

test('says No Results Found when nothing matches, also with the media switch on', async ({ page, request }) => {
  await page.goto('/search');
  const { from, term, media, search } = form(page);
  await from.fill('1900-01-01');
  await term.fill('qqxxzzvv');
  await search.click();
  await expect(status(page)).toHaveText('No Results Found');

  const withMedia = await searchApi(request, {
    term: 'lights',
    fromDate: '1900-01-01',
    toDate: defaults().toDate,
    hasMedia: true,
  });
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/sightings/search'));
  await media.check();
  await term.fill('lights');
  await search.click();
  expect((await sent).postDataJSON()).toMatchObject({ term: 'lights', hasMedia: true, page: 0, size: 10 });
  await expect(status(page)).toHaveText(
    withMedia.totalElements === 0 ? 'No Results Found' : foundSightingsText(withMedia.totalElements),
  );
});

test('pages through results with up to 7 page links, saying Searching... and Loading...', async ({ page, request }) => {
  const today = defaults().toDate;
  const first = await searchApi(request, { term: 'the', fromDate: '1900-01-01', toDate: today });
  expect(first.totalPages).toBeGreaterThan(1);
  const second = await searchApi(request, { term: 'the', fromDate: '1900-01-01', toDate: today, page: 1 });

  // Each answer is held until the in-progress words have been seen, however slow the machine.
  let release = await holdRequests(page, SEARCH_CALLS);
  await page.goto('/search');
  const { from, term, search } = form(page);
  await from.fill('1900-01-01');
  await term.fill('the');
  await search.click();
  await expect(status(page)).toHaveText('Searching...');
  release();
  await expect(status(page)).toHaveText(foundSightingsText(first.totalElements));

  const pagination = page.getByRole('navigation', { name: 'Search result pages' });
  await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(7, first.totalPages));
  release = await holdRequests(page, SEARCH_CALLS);
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(status(page)).toHaveText('Loading...');
  release();
  await expect(status(page)).toHaveText(foundSightingsText(first.totalElements));
  await expect(page.locator('tbody tr.sighting-row a').first()).toHaveText(second.content[0]!.summary ?? '');

  await page.getByRole('combobox', { name: 'Results per page' }).selectOption({ label: 'Show 25 Sightings' });
  await expect(status(page)).toHaveText(foundSightingsText(first.totalElements));
  await expect(page.locator('tbody tr.sighting-row')).toHaveCount(Math.min(25, first.totalElements));
});

test('restores the saved search from cookies, and Reset clears it', async ({ page, request }) => {
  const today = defaults().toDate;
  const expected = await searchApi(request, { term: 'disc', fromDate: '1900-01-01', toDate: today });
  await page.goto('/search');
  const fields = form(page);
  await fields.from.fill('1900-01-01');
  await fields.term.fill('disc');
  await fields.search.click();
  const found = expected.totalElements === 0 ? 'No Results Found' : foundSightingsText(expected.totalElements);
  await expect(status(page)).toHaveText(found);

  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies).toMatchObject({
    'saved-search-state': 'true',
    term: 'disc',
    fromDate: '1900-01-01',
    toDate: today,
    size: '10',
    page: '0',
    hasMedia: 'false',
  });

  await page.goto('/privacy-policy');
  await page.goto('/search');
  await expect(fields.term).toHaveValue('disc');
  await expect(fields.from).toHaveValue('1900-01-01');
  await expect(status(page)).toHaveText(found);

  await fields.reset.click();
  await expect(fields.term).toHaveValue('');
  await expect(fields.from).toHaveValue(defaults().fromDate);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  for (const name of ['saved-search-state', 'term', 'fromDate', 'toDate', 'size', 'page', 'hasMedia']) {
    expect(names).not.toContain(name);
  }

  await page.reload();
  await expect(fields.term).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
});

test('searches at once for a term in the address', async ({ page, request }) => {
  const range = defaults();
  const expected = await searchApi(request, { term: 'lights', ...range });
  await page.goto('/search?term=lights');
  await expect(form(page).term).toHaveValue('lights');
  await expect(form(page).from).toHaveValue(range.fromDate);
  await expect(status(page)).toHaveText(
    expected.totalElements === 0 ? 'No Results Found' : foundSightingsText(expected.totalElements),
  );

  await page.goto('/search?term=ab');
  await expect(form(page).term).toHaveValue('ab');
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
});

test('tells the visitor when the search fails', async ({ page }) => {
  await failApi(page, '**/api/v1/sightings/search');
  await page.goto('/search');
  await form(page).term.fill('lights');
  await form(page).search.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Internal Error' });
  await expect(toast).toContainText('Could not search sightings. Please try again later.');
});
