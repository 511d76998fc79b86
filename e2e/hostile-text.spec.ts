import type { APIRequestContext } from '@playwright/test';
import { expect, test, quietShell, xsrfToken, type ApiSighting } from './fixtures.ts';

/** The first administrator, created on start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
const ADMIN = { email: 'admin@skywatch.test', password: 'e2e-admin-password-1' };

/** Markup that would run if it were ever put into the page as HTML rather than as text. */
const PAYLOADS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1; alert(1)">',
  '<svg onload="window.__pwned = 1">',
  '"><iframe src="javascript:window.__pwned = 1">',
];
const marker = `hostile${Date.now().toString(36)}`;
const SUMMARY = `${marker} ${PAYLOADS[0]} ${PAYLOADS[1]} ' OR 1=1; -- 👽🛸`;
const DESCRIPTION = `${PAYLOADS.join(' ')} \u202eRTL\u202c NEAR(lights) "x" AND * ${marker}`;
/** As stored and shown: the bidirectional override and its end are removed, so the text reads as written. */
const SHOWN_DESCRIPTION = `${PAYLOADS.join(' ')} RTL NEAR(lights) "x" AND * ${marker}`;
const PLACE = `<b>${marker}</b> Pilot Butte`;
const TAG = '<i>tag</i>';

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/token/generate', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: { username: ADMIN.email, password: ADMIN.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Reports the hostile sighting and approves it through the administration API. */
async function publishHostileReport(request: APIRequestContext, token: string): Promise<ApiSighting> {
  const headers = { 'X-XSRF-TOKEN': await xsrfToken(request) };
  const reported = await request.post('/api/v1/sightings/report', {
    headers,
    data: {
      summary: SUMMARY,
      // A NUL byte: dropped, as the report schema documents; everything else kept as written.
      detailedDescription: `${DESCRIPTION}\u0000`,
      occurred: '1999-09-09T21:00:00.000Z',
      latitude: 44.05,
      longitude: -121.31,
      locationName: PLACE,
      tags: [TAG, '👽'],
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id } = (await reported.json()) as ApiSighting;
  const authorized = { ...headers, Authorization: `Bearer ${token}` };
  const stored = await (await request.get(`/api/v1/sightings/by-id/${id}`, { headers: authorized })).json();
  const approved = await request.post('/api/v1/administration/update/sighting', {
    headers: authorized,
    data: { ...stored, approved: true, point: null },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return (await approved.json()) as ApiSighting;
}

test('hostile text in a report is shown as plain text on the sighting page: nothing in it runs', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await staffToken(request);
  const sighting = await publishHostileReport(request, token);
  try {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await quietShell(page, request, baseURL);
    await page.goto(`/sighting/${sighting.id}`);

    await expect(page.locator('.sighting-description')).toHaveText(SHOWN_DESCRIPTION);
    await expect(page.locator('dd', { hasText: marker }).first()).toHaveText(SUMMARY);
    await expect(page.getByText(PLACE)).toBeVisible();
    await expect(page.getByText(TAG, { exact: true })).toBeVisible();
    // Shared-link tags carry the text too, escaped into attributes, not into the page.
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /<script>window\.__pwned/);

    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('img[src="x"], iframe, body svg[onload]')).toHaveCount(0);
    await expect(page.locator('b', { hasText: marker })).toHaveCount(0);
  } finally {
    // Leave the public set as the other browser tests expect it.
    await request.post(`/api/v1/administration/delete/sighting/${sighting.id}`, {
      headers: { 'X-XSRF-TOKEN': await xsrfToken(request), Authorization: `Bearer ${token}` },
    });
  }
});
