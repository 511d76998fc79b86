import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, quietShell, test, totalSightings, xsrfToken, type ApiSighting } from './fixtures.ts';

const ADMIN = { email: 'admin@skywatch.test', password: 'e2e-admin-password-1' };

test.use({ quiet: true });
// Each test waits on a server push after a staff member's approval in another browser.
test.slow();

/** A report at the place of the newest public sighting (so it is in the home map's first view), just now. */
async function reportWhereTheMapOpens(request: APIRequestContext, summary: string): Promise<ApiSighting> {
  const [newest] = (await (await request.get('/api/v1/sightings/by-page?page=0&size=1')).json()) as Array<
    ApiSighting & { latitude: number; longitude: number }
  >;
  const response = await request.post('/api/v1/sightings/report', {
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
    data: {
      summary,
      detailedDescription: `${summary}: a bright light that stood still, then dropped behind the trees.`,
      occurred: new Date(Date.now() - 30_000).toISOString(),
      latitude: newest!.latitude,
      longitude: newest!.longitude,
      tags: ['lights'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiSighting;
}

async function signInAsStaff(staff: Page): Promise<void> {
  await staff.goto('/login');
  await staff.getByLabel('E-mail').fill(ADMIN.email);
  await staff.getByLabel('Password').fill(ADMIN.password);
  await staff.getByRole('button', { name: 'Log In' }).click();
  await expect(staff).toHaveURL('/administration');
}

/** Staff approve a report in the administration's editor, as a moderator does. */
async function approveAsStaff(staff: Page, id: string): Promise<void> {
  await staff.goto(`/administration?id=${id}`);
  const editor = staff.getByRole('dialog', { name: `Sighting ${id}` });
  await editor.getByRole('switch', { name: 'Approved' }).check();
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(staff.locator('.toast').filter({ hasText: `Sighting ${id} has been updated.` })).toBeVisible();
}

/** A staff member signed in to the administration in a browser of their own. */
async function staffBrowser(browser: Browser): Promise<{ staff: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInAsStaff(staff);
  return { staff, close: () => context.close() };
}

/** The sighting list, opened in another tab of the visitor's browser once its count is the server's. */
async function openListBeside(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<Page> {
  const list = await page.context().newPage();
  await quietShell(list, request, baseURL);
  await list.goto('/ufo-sighting-list');
  await expectCountCurrent(listBanner(list), request);
  return list;
}

const listBanner = (list: Page) => list.locator('p').filter({ hasText: 'Sightings Tracked' });

/**
 * The count a page shows follows the server's total without a reload. Other specs approve and delete
 * sightings at the same time, so the count is compared with the total as the server tells it now.
 */
async function expectCountCurrent(banner: Locator, request: APIRequestContext): Promise<void> {
  await expect(async () => {
    const total = await totalSightings(request);
    await expect(banner).toHaveText(`${total.toLocaleString('en-US')} Sightings Tracked`, { timeout: 1000 });
  }).toPass();
}

test('a report staff approve appears on a visitor’s map and list at once, without a reload', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const list = await openListBeside(page, request, baseURL);

  const summary = `Live report ${Date.now()}`;
  const report = await reportWhereTheMapOpens(request, summary);
  const { staff, close } = await staffBrowser(browser);
  await approveAsStaff(staff, report.id);

  // Other specs approve reports at the same time and place, so this one need not stay first.
  await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: summary })).toBeVisible();
  await expectCountCurrent(page.locator('.sightings-tracked-banner'), request);
  await expect(page.locator('.leaflet-marker-icon')).not.toHaveCount(0);
  await expect(list.locator('tbody tr.sighting-row a').filter({ hasText: summary })).toBeVisible();
  await expectCountCurrent(listBanner(list), request);
  // The new-sighting notice hears of it at once too, unless a report sent after this one was
  // approved first by another spec: the notice names the newest sent, and that one it has announced.
  const announced = list
    .getByRole('alert')
    .filter({ hasText: 'New Sighting Reported' })
    .getByRole('link', { name: 'View this sighting' });
  await expect(async () => {
    const links = await announced.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    if (links.includes(`/sighting/${report.id}`)) return;
    const sentAfter = await Promise.all(
      links.map(async (link) => {
        const answer = await request.get(`/api/v1/sightings/by-id/${link!.split('/').pop()}`);
        return answer.ok() && (await answer.json()).submitted > report.submitted;
      }),
    );
    expect(sentAfter, `notices: ${links.join(', ')}`).toContain(true);
  }).toPass({ timeout: 10_000 });

  await close();
});

test('a visitor whose connection dropped gets what was approved meanwhile once it is back', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const list = await openListBeside(page, request, baseURL);
  const { staff, close } = await staffBrowser(browser);

  await page.context().setOffline(true);
  const missed = await reportWhereTheMapOpens(request, `Missed report ${Date.now()}`);
  await approveAsStaff(staff, missed.id);
  await page.context().setOffline(false);
  // Other specs approve reports meanwhile, so the missed one need not stay first.
  await expect(list.locator('tbody tr.sighting-row a').filter({ hasText: missed.summary! })).toBeVisible({
    timeout: 20_000,
  });
  await close();
});
