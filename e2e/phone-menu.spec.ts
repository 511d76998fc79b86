import type { Page } from '@playwright/test';
import { siteMenuEntries } from '../web/lib/testing/site-menu-entries.ts';
import { expect, test } from './fixtures.ts';

const ADMIN = { email: 'admin@skywatch.test', password: 'e2e-admin-password-1' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.locator('#site-menu-panel');

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
}

/** Everything fits the phone's width: nothing sticks out to the side, the menu button included. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(menuButton(page)).toBeInViewport({ ratio: 1 });
}

test.use({ quiet: true, viewport: { width: 390, height: 844 } });

test.describe('signed out on a phone', () => {
  test('the bar keeps its links and the menu reaches Search, List and Report', async ({ page }) => {
    await page.goto('/privacy-policy');
    // The spec's bar: Report a UFO and Sighting Map stay; Search and List are hidden here.
    await expect(nav(page).getByRole('link', { name: 'Report a UFO' }).first()).toBeInViewport({ ratio: 1 });
    await expect(nav(page).locator('.site-nav-items').getByRole('link', { name: 'Sighting Map' })).toBeInViewport({
      ratio: 1,
    });
    await expect(nav(page).locator('.site-nav-items').getByRole('link', { name: 'Sighting Search' })).toBeHidden();
    await expect(nav(page).locator('.site-nav-items').getByRole('link', { name: 'Sighting List' })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await expectNoSidewaysScroll(page);

    await openMenu(page);
    await expect(menu(page).getByRole('link')).toHaveText(siteMenuEntries({ staff: false }));
    await menu(page).getByRole('link', { name: 'Sighting Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Search Sightings' })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Sighting List' }).click();
    await expect(page).toHaveURL(/\/ufo-sighting-list$/);
    await expect(page.getByRole('heading', { name: 'Realtime UFO Sighting List' })).toBeVisible();

    await openMenu(page);
    await expect(menu(page).getByRole('link', { name: 'Sighting List' })).toHaveAttribute('aria-current', 'page');
    await menu(page).getByRole('link', { name: 'Report a UFO' }).click();
    await expect(page).toHaveURL(/\/report-a-ufo-sighting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Share Your UFO Sighting' })).toBeVisible();
  });

  test('the menu works from the keyboard', async ({ page }) => {
    await page.goto('/privacy-policy');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Sighting Search' })).toBeFocused();
    const outline = await menu(page)
      .getByRole('link', { name: 'Sighting Search' })
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(menuButton(page)).toBeFocused();

    // A click elsewhere closes it too.
    await openMenu(page);
    await page.mouse.click(195, 780);
    await expect(menu(page)).toBeHidden();
  });

  test('Search a location opens the map’s location search and flies the map there', async ({ page }) => {
    test.slow();
    await page.goto('/ufo-sighting-list');
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Search a location' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
    const dialog = page.getByRole('dialog', { name: 'Search a location' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('textbox', { name: 'Location' });
    await expect(box).toBeFocused();
    // Large enough that a phone does not zoom in on it.
    expect(await box.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    await expect(page.locator('.sightings-map .leaflet-popup')).toBeVisible();

    await box.fill('Phoenix, Arizona');
    // Phoenix lies near 33.45 N, 112.07 W; a zoom-14 view spans a few kilometres.
    const nearPhoenix = page.waitForRequest((request) => {
      if (!request.url().includes('by-lat-lng-bounds?')) return false;
      const bounds = new URL(request.url()).searchParams;
      return (
        Number(bounds.get('swLat')) > 33.2 &&
        Number(bounds.get('neLat')) < 33.7 &&
        Number(bounds.get('neLng')) - Number(bounds.get('swLng')) < 0.2
      );
    });
    await page.keyboard.press('Enter');
    // The first address the offline geocoder looks up waits for its gazetteer to load.
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await nearPhoenix;
    await expect(menuButton(page)).toBeFocused();

    // Already on the map, the menu opens the search again; a reload does not.
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Search a location' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.locator('.sightings-map .leaflet-marker-icon').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('nothing in the bar moves while the page loads', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.sightings-map .leaflet-marker-icon').first()).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<{ total: number; inBar: number }>((resolve) => {
          const seen = { total: 0, inBar: 0 };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{
              value: number;
              sources: Array<{ node: Node | null }>;
            }>) {
              seen.total += entry.value;
              if (
                entry.sources.some((source) => source.node && document.querySelector('header')?.contains(source.node))
              )
                seen.inBar += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(seen), 500);
        }),
    );
    expect(shifts.inBar).toBe(0);
    expect(shifts.total).toBeLessThan(0.1);
  });
});

test.describe('on wider screens', () => {
  test('there is no menu button where the bar shows every link', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/privacy-policy');
    await expect(nav(page).getByRole('link', { name: 'Sighting Search' })).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(menuButton(page)).toBeVisible();
  });
});

test.describe('signed in on a phone', () => {
  test('the menu reaches Administration, and its Logout signs out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/administration');
    await expectNoSidewaysScroll(page);

    await page.goto('/ufo-sighting-list');
    await openMenu(page);
    await expect(menu(page).getByRole('link')).toHaveText(siteMenuEntries({ staff: true }));
    await menu(page).getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL('/administration');
    await expect(page.getByRole('heading', { name: 'Find Sighting by ID' })).toBeVisible();
    // The page's staff calls have answered: one still on its way when the token is revoked would
    // answer 401 and send the login a redirectUrl back here.
    await expect(page.getByRole('heading', { name: 'System Details' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect(page.locator('main .spinner-border')).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('AuthToken'));

    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBeNull();
    // The server forgot the token too, as after the bar's Logout.
    const tokenStatus = async () =>
      (
        await page.request.get('/api/v1/administration/activities/0/10', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status();
    await expect.poll(tokenStatus).toBe(401);

    await openMenu(page);
    await expect(menu(page).getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await expect(menu(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
