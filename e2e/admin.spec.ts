import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, quietShell, xsrfToken, type ApiSighting } from './fixtures.ts';
import { apiToken, reportSighting, signIn } from './staff.ts';

function toast(page: Page, title: string, message: string): Locator {
  return page
    .locator('.toast')
    .filter({ has: page.locator('.toast-header', { hasText: title }) })
    .filter({ hasText: message });
}

async function publicSighting(request: APIRequestContext, id: string) {
  return request.get(`/api/v1/sightings/by-id/${id}`, { headers: { Authorization: '' } });
}

const sightingModal = (page: Page, id: string) => page.getByRole('dialog', { name: `Sighting ${id}` });
const activity = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });

test.use({ quiet: true });

test('a wrong password shows Invalid Login and leaves the form usable', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeDisabled();
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password').fill('x');
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(logIn).toBeDisabled();

  await signIn(page, 'not the password');
  await expect(toast(page, 'Invalid Login', 'You have provided an invalid username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(logIn).toBeEnabled();
});

test('administration asks for a sign-in and then opens the wanted sighting', async ({ page, request }) => {
  const report = await reportSighting(request, `Redirected report ${Date.now()}`);
  await page.goto(`/administration?id=${report.id}`);
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(`/administration?id=${report.id}`)}`);

  await signIn(page);
  await expect(page).toHaveURL(`/administration?id=${report.id}`);
  const modal = sightingModal(page, report.id);
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('Summary', { exact: true })).toHaveValue(report.summary!);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('a redirectUrl off the site is ignored', async ({ page }) => {
  await page.goto(`/login?redirectUrl=${encodeURIComponent('//evil.example/steal')}`);
  await signIn(page);
  await expect(page).toHaveURL('/administration');
});

test('a pending report is found in the queue, edited, approved and then public', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const summary = `Queue report ${Date.now()}`;
  const report = await reportSighting(request, summary);
  expect((await publicSighting(request, report.id)).status()).toBe(404);

  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL('/administration');
  const queue = page.getByRole('region', { name: /Pending Reports/ });
  await queue.getByRole('link', { name: `Open sighting ${report.id} in the editor` }).click();

  const modal = sightingModal(page, report.id);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Edit', pressed: true })).toBeVisible();
  // Edit mode entry: the stars come from the stored rating ('0' is one star) and the place fills the address.
  await expect(modal.getByRole('button', { name: '1 star', pressed: true })).toBeVisible();
  await expect(modal.getByLabel('Address', { exact: true })).toHaveValue('Portland, Oregon');
  await expect(modal.getByRole('switch', { name: 'Approved' })).not.toBeChecked();

  const edited = `${summary} (checked)`;
  await modal.getByLabel('Summary', { exact: true }).fill(edited);
  await modal.getByRole('button', { name: '4 stars' }).click();
  await modal.getByRole('switch', { name: 'Approved' }).check();
  await modal.getByLabel('Labels', { exact: true }).fill('orb');
  await modal.getByLabel('Labels', { exact: true }).press('Enter');
  await expect(modal.getByRole('button', { name: 'Remove label orb' })).toBeVisible();
  await modal.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Sighting Updated', `Sighting ${report.id} has been updated.`)).toBeVisible();

  // The View side of the toggle shows the stored result.
  await modal.getByRole('button', { name: 'View' }).click();
  await expect(modal.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(modal).toBeHidden();
  await expect(queue.getByRole('link', { name: `Open sighting ${report.id} in the editor` })).toBeHidden();
  // The edit made the report public: the log says so in words.
  await expect(activity(page).getByText(`Site Administrator approved sighting ${report.id}`)).toBeVisible();

  const stored = (await (await publicSighting(request, report.id)).json()) as ApiSighting & {
    approved: boolean;
    rating: string;
    tags: string[];
  };
  expect(stored).toMatchObject({ summary: edited, approved: true, rating: '3', tags: ['lights', 'orb'] });

  const visitor = await browser.newPage({ baseURL, timezoneId: 'UTC', locale: 'en-US' });
  await quietShell(visitor, request, baseURL);
  await visitor.goto('/ufo-sighting-list');
  await expect(visitor.getByRole('link', { name: edited })).toBeVisible();
  await visitor.close();
});

test('a deleted sighting is gone publicly and logged', async ({ page, request }) => {
  test.slow();
  const report = await reportSighting(request, `Report to delete ${Date.now()}`);
  const token = await apiToken(request);
  // Approved first, so its disappearance from the public is a real change.
  const approve = await request.post('/api/v1/administration/update/sighting', {
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: { ...report, approved: true, point: null },
  });
  expect(approve.ok()).toBe(true);
  expect((await publicSighting(request, report.id)).status()).toBe(200);

  await page.goto('/login');
  await signIn(page);
  await page.getByLabel('Sighting ID', { exact: true }).fill(report.id);
  await page.getByRole('button', { name: 'Search' }).click();
  const modal = sightingModal(page, report.id);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Delete' }).click();

  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(confirm).toContainText(`This action will delete sighting ${report.id} from the system.`);
  await expect(confirm).toContainText('This action is immediate and irreversible.');
  await expect(confirm.getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();

  await expect(toast(page, 'Sighting Deleted', `Sighting ${report.id} has been deleted.`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page.getByLabel('Sighting ID', { exact: true })).toHaveValue('');
  await expect(activity(page).getByText(`Site Administrator deleted sighting ${report.id}`)).toBeVisible();
  expect((await publicSighting(request, report.id)).status()).toBe(404);

  // Searching for it again finds nothing.
  await page.getByLabel('Sighting ID', { exact: true }).fill(report.id);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(toast(page, 'Sighting Not Found', 'This sighting does not appear to exist.')).toBeVisible();
  await expect(modal).toBeHidden();
});

test('a hyperparameter change is stored', async ({ page, request }) => {
  const token = await apiToken(request);
  const stored = async () =>
    (
      await request.get('/api/v1/administration/hyperparameters', { headers: { Authorization: `Bearer ${token}` } })
    ).json() as Promise<{ model: string; temperature: number; topP: number; maxTokens: number }>;
  const before = await stored();
  // Two steps of 0.1 down, or up when that would pass the minimum (a retry starts from the last run's value).
  const down = before.temperature >= 0.3;
  const expected = Math.round((before.temperature + (down ? -0.2 : 0.2)) * 10) / 10;

  await page.goto('/login');
  await signIn(page);
  const creativity = page.getByRole('slider', { name: /Creativity/ });
  await expect(creativity).toHaveValue(String(before.temperature));
  await creativity.focus();
  await page.keyboard.press(down ? 'ArrowLeft' : 'ArrowRight');
  await page.keyboard.press(down ? 'ArrowLeft' : 'ArrowRight');
  await expect(creativity).toHaveValue(String(expected));
  // Key presses in quick succession are sent as one save; on a busy machine the two may come further
  // apart than the save waits, and are sent as two: the sliders keep the last, and so does the server.
  await expect(toast(page, 'Hyperparameters Updated', 'Hyperparameters have been updated.').first()).toBeVisible();
  await expect.poll(stored).toEqual({ ...before, temperature: expected });
});

test('after Logout, administration leads to the login', async ({ page, request }) => {
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'System Details' })).toBeVisible();
  await expect(page.getByText('Unavailable')).toHaveCount(0);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/administration');
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/administration')}`);
  // The server forgot the token too.
  const refused = await request.get('/api/v1/administration/activities/0/10', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
});

test('a token the server no longer accepts sends the user to sign in again', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('AuthToken', 'expired-or-revoked-token');
    localStorage.setItem('AuthUsername', 'admin@skywatch.test');
  });
  await page.goto('/administration?id=abcd1234');
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent('/administration?id=abcd1234')}`);
  expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBeNull();
});

test('on a phone the administration drops the activity timeline', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Find Sighting by ID' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hyperparameter Adjustments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toHaveCount(0);
});
