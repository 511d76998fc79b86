import type { APIRequestContext, Page } from '@playwright/test';
import { expect, xsrfToken, type ApiSighting } from './fixtures.ts';

/** The first administrator, created on start from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { email: 'admin@skywatch.test', password: 'e2e-admin-password-1' };
/** Signing in and opening Administration on a loaded two-core machine (see signIn). */
const SIGNED_IN_TIMEOUT_MS = 30_000;

/** A report as the API answers it: the sighting, with the witness's private follow token. */
export interface ApiReport extends ApiSighting {
  followToken: string;
  uploadToken: string;
}

/**
 * Files a report the way the wizard does; it waits in the moderation queue. `details` replaces any of
 * the report's fields (its place, time, shape, duration).
 */
export async function reportSighting(
  request: APIRequestContext,
  summary: string,
  details: Record<string, unknown> = {},
): Promise<ApiReport> {
  const response = await request.post('/api/v1/sightings/report', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: {
      summary,
      detailedDescription: `${summary}: a slow, silent light that hovered and then shot away.`,
      occurred: new Date(Date.now() - 60_000).toISOString(),
      latitude: 45.52,
      longitude: -122.68,
      locationName: 'Portland, Oregon',
      tags: ['lights'],
      ...details,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiReport;
}

export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/token/generate', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: { username: ADMIN.email, password: ADMIN.password, rememberMe: false },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs in on the login page. With the right password it waits for Administration to open: the
 * password's slow key derivation and the screen's code take ten seconds and more on a loaded machine,
 * which left a test's own checks little of their time.
 */
export async function signIn(page: Page, password = ADMIN.password): Promise<void> {
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  if (password !== ADMIN.password) return;
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible({
    timeout: SIGNED_IN_TIMEOUT_MS,
  });
}

/** Staff approve a pending report through the administration API; it becomes public (and joins its event). */
export async function approveReport(request: APIRequestContext, id: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}`, 'X-XSRF-TOKEN': await xsrfToken(request) };
  const stored = (await (await request.get(`/api/v1/sightings/by-id/${id}`, { headers })).json()) as ApiSighting;
  const approved = await request.post('/api/v1/administration/update/sighting', {
    headers,
    data: { ...stored, approved: true, point: null },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** Uploads a file to a report with its upload token, as the wizard does after sending it. */
export async function uploadToReport(
  request: APIRequestContext,
  report: { id: string; uploadToken: string },
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const response = await request.post(`/api/v1/sightings/upload/${report.id}`, {
    headers: { 'X-Upload-Token': report.uploadToken, 'X-XSRF-TOKEN': await xsrfToken(request) },
    multipart: { file },
  });
  expect(response.status(), await response.text()).toBe(201);
}
