import type { APIRequestContext } from '@playwright/test';
import { formatOccurred } from '../common/display/date-format.ts';
import { expect, test, failApi, totalSightings, withoutPageData, type ApiSighting } from './fixtures.ts';

async function apiPage(request: APIRequestContext, page: number, size: number): Promise<ApiSighting[]> {
  return (await (await request.get(`/api/v1/sightings/by-page?page=${page}&size=${size}`)).json()) as ApiSighting[];
}

test.use({ quiet: true });

test('shows the newest sightings, the total and the page position', async ({ page, request }) => {
  const total = await totalSightings(request);
  const [first] = await apiPage(request, 0, 10);
  await page.goto('/ufo-sighting-list');

  await expect(page.getByRole('heading', { level: 1, name: 'Realtime UFO Sighting List' })).toBeVisible();
  await expect(page.getByText(`${total.toLocaleString('en-US')} Sightings Tracked`)).toBeVisible();
  await expect(page.getByText(`Page 1 of ${Math.ceil(total / 10)}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sightings per page' })).toHaveValue('10');

  const rows = page.locator('tbody tr.sighting-row');
  await expect(rows).toHaveCount(Math.min(10, total));
  const row = rows.first();
  await expect(row.getByRole('cell').nth(0)).toHaveText(formatOccurred(first!.occurred, 'UTC'));
  if (first!.iso2CountryCode) await expect(row.locator(`.fi-${first!.iso2CountryCode.toLowerCase()}`)).toBeVisible();
  await expect(row.getByRole('link')).toHaveText(first!.summary ?? '');
  await expect(
    row.getByRole('img', { name: first!.media.length ? 'Has photos or videos' : 'No photos or videos' }),
  ).toBeVisible();

  // A click anywhere on the row opens the sighting.
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/sighting/${first!.id}$`));
});

test('changes page size and page, and restores both from the saved-list-state cookie', async ({ page, request }) => {
  const total = await totalSightings(request);
  const pages = Math.ceil(total / 25);
  const secondPage = await apiPage(request, 1, 25);
  await page.goto('/ufo-sighting-list');

  await page.getByRole('combobox', { name: 'Sightings per page' }).selectOption({ label: 'Show 25 Sightings' });
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(page.locator('tbody tr.sighting-row')).toHaveCount(Math.min(25, total));

  const pagination = page.getByRole('navigation', { name: 'Sighting list pages' });
  await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('tbody tr.sighting-row a').first()).toHaveText(secondPage[0]!.summary ?? '');

  const saved = (await page.context().cookies()).find((cookie) => cookie.name === 'saved-list-state');
  expect(JSON.parse(decodeURIComponent(saved!.value))).toEqual({ page: 1, size: 25 });

  await page.reload();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sightings per page' })).toHaveValue('25');
  await expect(page.locator('tbody tr.sighting-row a').first()).toHaveText(secondPage[0]!.summary ?? '');

  await pagination.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('opens at the page a saved-list-state cookie names', async ({ page, request, baseURL }) => {
  const total = await totalSightings(request);
  const thirdPage = await apiPage(request, 2, 10);
  await page
    .context()
    .addCookies([
      { name: 'saved-list-state', value: encodeURIComponent(JSON.stringify({ page: 2, size: 10 })), url: baseURL! },
    ]);
  await page.goto('/ufo-sighting-list');
  await expect(page.getByText(`Page 3 of ${Math.ceil(total / 10)}`)).toBeVisible();
  await expect(page.locator('tbody tr.sighting-row a').first()).toHaveText(thirdPage[0]!.summary ?? '');
});

test('tells the visitor when the sightings cannot be loaded', async ({ page }) => {
  await withoutPageData(page);
  await failApi(page, '**/api/v1/sightings/by-page*');
  await page.goto('/ufo-sighting-list');
  const toast = page.getByRole('alert').filter({ hasText: 'Internal Error' });
  await expect(toast).toContainText('Could not load sightings. Please try again later.');
});
