import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, xsrfToken, type ApiSighting } from './fixtures.ts';

/** The first administrator, created on start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
const ADMIN = { email: 'admin@skywatch.test', password: 'e2e-admin-password-1' };
const word = `skyfilter${Date.now().toString(36)}`;

async function staffHeaders(request: APIRequestContext) {
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(request) };
  const response = await request.post('/api/v1/token/generate', {
    headers,
    data: { username: ADMIN.email, password: ADMIN.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return { ...headers, Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** Reports a sighting; with `approve`, staff approve it as well (its sky is stored as they do). */
async function report(request: APIRequestContext, data: object, approve: boolean): Promise<ApiSighting> {
  const headers = await staffHeaders(request);
  const reported = await request.post('/api/v1/sightings/report', { headers, data });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id } = (await reported.json()) as ApiSighting;
  if (!approve) return (await reported.json()) as ApiSighting;
  const stored = await (await request.get(`/api/v1/sightings/by-id/${id}`, { headers })).json();
  const approved = await request.post('/api/v1/administration/update/sighting', {
    headers,
    data: { ...stored, approved: true, point: null },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return (await approved.json()) as ApiSighting;
}

// Philadelphia, the evening of 28 April 2020: Venus at its brightest, low in the west-northwest. One
// report fits it (a single steady light low in the west for twenty minutes); the other, three lights
// racing past, does not.
const venusLike = {
  summary: `A bright light low in the west, ${word}`,
  detailedDescription: `A single bright light hovered low in the west over the river for twenty minutes and never moved. ${word}`,
  occurred: '2020-04-29T01:00:00.000Z',
  latitude: 39.95,
  longitude: -75.17,
  locationName: 'Philadelphia, Pennsylvania',
  duration: '00:20:00',
  shape: 'Star-like',
  flightPath: 'Hovering',
};
const racing = {
  ...venusLike,
  summary: `Three lights raced over the river, ${word}`,
  detailedDescription: `Three lights in a row crossed the whole sky in seconds. ${word}`,
  duration: '00:00:10',
  shape: 'Triangle',
  flightPath: 'Straight Line',
};

async function searchFor(page: Page, excludeExplained: boolean): Promise<void> {
  const filter = page.getByRole('switch', { name: 'Exclude sightings with a likely explanation' });
  if ((await filter.isChecked()) !== excludeExplained) await filter.click();
  await page.getByRole('button', { name: 'Search' }).click();
}

test.use({ quiet: true });

test('the search leaves out sightings a bright planet explains when asked, and keeps the others', async ({
  page,
  request,
}) => {
  await report(request, venusLike, true);
  await report(request, racing, true);

  await page.goto('/search');
  await page.getByLabel('From date').fill('2020-01-01');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(word);
  await searchFor(page, false);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('Found two sightings')).toBeVisible();

  await searchFor(page, true);
  await expect(results.getByText('Found one sighting')).toBeVisible();
  await expect(results.getByText(/Three lights raced over the river/)).toBeVisible();
  await expect(results.getByText(/A bright light low in the west/)).toHaveCount(0);
});

test("the moderation queue shows a pending report's sky, the likely body marked", async ({ page, request }) => {
  const pending = await report(request, { ...venusLike, summary: `Pending light in the west, ${word}` }, false);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const queue = page.getByRole('region', { name: /Pending Reports/ });
  const item = queue
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Open sighting ${pending.id} in the editor` }) });
  // The queue lists the oldest first; the new report may be on a later page of a busy queue.
  await expect(queue.getByRole('listitem').first()).toBeVisible();
  while (!(await item.isVisible())) {
    await queue.getByRole('button', { name: 'Next page' }).click();
  }
  await expect(item.getByText(/^Sky at the time: .*Venus \(likely\)/)).toBeVisible();
  await expect(item.getByText(/This is a possibility, not a verdict\.$/)).toBeVisible();
});
