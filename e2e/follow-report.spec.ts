import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, xsrfToken, type ApiSighting, type ApiSightingPage } from './fixtures.ts';
import { apiToken, reportSighting, signIn } from './staff.ts';

/** A real 1×1 PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.use({ quiet: true });

/** A finished report draft, waiting on the wizard's review step to be submitted. */
async function draftOnReviewStep(page: Page, summary: string): Promise<void> {
  await page.addInitScript((text) => {
    if (localStorage.getItem('ReportDraft')) return;
    localStorage.setItem(
      'ReportDraft',
      JSON.stringify({
        step: 5,
        address: 'Portland, Oregon',
        latitude: 45.52,
        longitude: -122.68,
        summary: text,
        detailedDescription: `${text}: a slow, silent light that hovered over the river and then shot away.`,
        occurred: '2024-06-01T21:30',
      }),
    );
  }, summary);
}

const staffHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await apiToken(request)}`,
  'X-XSRF-TOKEN': await xsrfToken(request),
});

async function approve(request: APIRequestContext, id: string): Promise<void> {
  const headers = await staffHeaders(request);
  const stored = (await (await request.get(`/api/v1/sightings/by-id/${id}`, { headers })).json()) as ApiSighting;
  const approved = await request.post('/api/v1/administration/update/sighting', {
    headers,
    data: { ...stored, approved: true, point: null },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

async function pendingIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/administration/sightings/pending?page=0&size=100', {
    headers: await staffHeaders(request),
  });
  return ((await response.json()) as ApiSightingPage).content.map((sighting) => sighting.id);
}

const statusHeading = (page: Page, status: string) =>
  page.getByRole('heading', { level: 2, name: `Status: ${status}` });

test('a witness follows their report from the Report Submitted modal until it is published', async ({
  page,
  request,
}) => {
  test.slow();
  const summary = `Followed lights ${Date.now()}`;
  await draftOnReviewStep(page, summary);
  await page.goto('/report-a-ufo-sighting');
  const reportAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/sightings/report') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Report' }).click();
  const { id } = (await (await reportAnswer).json()) as ApiSighting;

  const dialog = page.getByRole('dialog', { name: 'Report Submitted' });
  await expect(dialog).toContainText('Thank You');
  await expect(dialog.getByRole('link', { name: new RegExp(`/sighting/${id}$`) })).toBeVisible();
  await expect(dialog).toContainText('it is shown only this once');
  const followUrl = await dialog.getByRole('link', { name: /\/follow\// }).getAttribute('href');
  expect(followUrl).toMatch(/\/follow\/[A-Za-z0-9_-]{43}$/);
  const followPath = new URL(followUrl!).pathname;

  // The private page: never indexed, received, with room for more media.
  const opened = await page.goto(followPath);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(statusHeading(page, 'Received')).toBeVisible();
  await expect(page.getByText(summary, { exact: true })).toBeVisible();

  await page
    .getByLabel('Photos, videos and documents')
    .setInputFiles([{ name: 'river.png', mimeType: 'image/png', buffer: PHOTO }]);
  await page.getByRole('button', { name: 'Upload Files' }).click();
  await expect(page.getByRole('list', { name: 'Media files' })).toContainText('river.png');

  await approve(request, id);
  await page.reload();
  await expect(statusHeading(page, 'Published')).toBeVisible();
  const published = page.getByRole('status').getByRole('link', { name: `/sighting/${id}` });
  await expect(published).toHaveAttribute('href', `/sighting/${id}`);
  await expect(page.getByRole('button', { name: 'Withdraw Report' })).toBeHidden();
  await published.click();
  await expect(page).toHaveURL(new RegExp(`/sighting/${id}$`));
  await expect(page.getByText(summary).first()).toBeVisible();
});

test("a withdrawn report vanishes from staff's queue and is logged", async ({ page, browser, baseURL, request }) => {
  test.slow();
  const report = await reportSighting(request, `Report to withdraw ${Date.now()}`);
  expect(await pendingIds(request)).toContain(report.id);

  const witness = await browser.newPage({ baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await witness.goto(`/follow/${report.followToken}`);
  await expect(statusHeading(witness, 'Received')).toBeVisible();
  await witness.getByRole('button', { name: 'Withdraw Report' }).click();
  const confirm = witness.getByRole('dialog', { name: 'Withdraw your report?' });
  await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(statusHeading(witness, 'Withdrawn')).toBeVisible();
  await expect(witness.getByRole('button', { name: 'Withdraw Report' })).toBeHidden();
  await witness.close();

  expect(await pendingIds(request)).not.toContain(report.id);
  await page.goto('/login');
  await signIn(page);
  await expect(
    page.getByRole('region', { name: 'Recent Activity' }).getByText(`The witness withdrew sighting ${report.id}`),
  ).toBeVisible();

  // A wrong link is a plain not-found page.
  const wrong = await page.goto('/follow/not-a-real-follow-token');
  expect(wrong?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
