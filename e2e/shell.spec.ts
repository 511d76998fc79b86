import {
  expect,
  test,
  failApi,
  knowLatestSighting,
  quietShell,
  withoutPageData,
  type ApiSighting,
} from './fixtures.ts';

const TITLE = 'Skywatch Real-Time UFO Sightings Map | Latest Reports, Photos, and Videos';

test.describe('navigation bar', () => {
  test.use({ quiet: true });

  test('signed out, it offers the four public destinations and keeps the fixed title', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(TITLE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Skywatch' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Report a UFO' })).toHaveAttribute('href', '/report-a-ufo-sighting');
    await expect(nav.getByRole('link', { name: 'Sighting Search' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sighting Map' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Sighting List' }).click();
    await expect(page).toHaveURL(/\/ufo-sighting-list$/);
    await expect(page.getByRole('heading', { name: 'Realtime UFO Sighting List' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sighting List' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(TITLE);
  });

  test('hides Sighting Search on small screens and Sighting List on extra-small ones', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto('/terms-of-service');
    await expect(nav.getByRole('link', { name: 'Sighting List' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sighting Search' })).toBeHidden();

    await page.setViewportSize({ width: 400, height: 800 });
    await expect(nav.getByRole('link', { name: 'Sighting List' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Report a UFO' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sighting Map' })).toBeInViewport();
  });

  test('signed in, it offers staff destinations and Logout clears the token and goes to login', async ({ page }) => {
    await page.goto('/privacy-policy');
    await page.evaluate(() => localStorage.setItem('AuthToken', 'a-stored-token'));
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/administration');
    await expect(nav.getByRole('link', { name: 'Sighting Search' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sighting List' })).toBeVisible();
    // Staff keep the map and the report form in the bar.
    await expect(nav.getByRole('link', { name: 'Report a UFO' })).toHaveAttribute('href', '/report-a-ufo-sighting');
    await expect(nav.getByRole('link', { name: 'Sighting Map' })).toHaveAttribute('href', '/');

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('AuthToken'))).toBeNull();
    await expect(nav.getByRole('link', { name: 'Report a UFO' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`signed in at ${size.width}×${size.height}, the bar keeps Report a UFO and the map in reach`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/privacy-policy');
    await page.evaluate(() => localStorage.setItem('AuthToken', 'a-stored-token'));
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Report a UFO' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Administration' })).toBeInViewport();
    if (size.width > 600) {
      await expect(nav.getByRole('button', { name: 'Logout' })).toBeInViewport();
      await expect(nav.getByRole('link', { name: 'Sighting Map' })).toBeInViewport();
    } else {
      // On a phone the map and Logout are the menu's.
      await nav.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Sighting Map' }).last()).toBeInViewport();
      await expect(nav.getByRole('button', { name: 'Logout' }).last()).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test.describe('footer and static pages', () => {
  test.use({ quiet: true });

  test('has SOCIAL, LEGAL and HELP columns', async ({ page }) => {
    await page.goto('/ufo-sighting-list');
    const footer = page.getByRole('contentinfo');
    const social = footer.getByRole('region', { name: 'SOCIAL' });
    await expect(social.getByRole('link')).toHaveCount(2);
    for (const link of await social.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const help = footer.getByRole('region', { name: 'HELP' });
    await expect(help.getByRole('link', { name: /Feedback/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(help.getByRole('link', { name: 'Report a UFO Sighting' })).toHaveAttribute(
      'href',
      '/report-a-ufo-sighting',
    );

    const legal = footer.getByRole('region', { name: 'LEGAL' });
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: February 2, 2023')).toBeVisible();
    await expect(page.getByText(/not meant for children under 13/)).toBeVisible();

    await legal.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated: February 2, 2023')).toBeVisible();
    await expect(page.getByText(/at least 13 years old/)).toBeVisible();
    await expect(page.getByText(/laws of the State of Oregon/)).toBeVisible();
    await expect(page.getByText(/one dollar \(US \$1\) or the\s+amount you paid us in the month before/)).toBeVisible();
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page Not Found - The page you are looking for does not exist.')).toBeVisible();
    await expect(page).toHaveTitle(TITLE);
  });

  test('offsets anchor scrolling by the 60 px bar and restores the scroll position on back', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.goto('/privacy-policy');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop)).toBe('60px');

    const inText = page.getByRole('article').getByRole('link', { name: 'Terms of Service' });
    await inText.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await inText.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe('cookie notice', () => {
  test('shows until dismissed, then fades out and stays away', async ({ page, request, baseURL }) => {
    await knowLatestSighting(page, request, baseURL!);
    await page.goto('/privacy-policy');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden({ timeout: 2000 });

    const stored = await page.evaluate(() => localStorage.getItem('CookieNotice'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ status: 'acknowledged', timestamp: expect.any(String) });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  test('a failing API call gives a red toast that goes away after 5 seconds', async ({ page, request, baseURL }) => {
    await quietShell(page, request, baseURL);
    await withoutPageData(page);
    await failApi(page, '**/api/v1/sightings/total-sightings');
    await page.goto('/ufo-sighting-list');
    const toast = page.getByRole('alert').filter({ hasText: 'Internal Error' });
    await expect(toast).toContainText('Could not retrieve sighting count. Please try again later.');
    await expect(toast.locator('.toast-header')).toHaveClass(/text-bg-danger/);
    await expect(toast).toBeHidden({ timeout: 8000 });
  });
});

test.describe('new-sighting notice', () => {
  test('announces the latest sighting to a first-time visitor and remembers it', async ({ page, request }) => {
    const latest = (await (await request.get('/api/v1/sightings/latest-sighting')).json()) as ApiSighting;
    await page.goto('/privacy-policy');
    const toast = page.getByRole('alert').filter({ hasText: 'New Sighting Reported' });
    await expect(toast.getByRole('link', { name: 'View this sighting' })).toHaveAttribute(
      'href',
      `/sighting/${latest.id}`,
    );
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'last-sighting-id')?.value).toBe(latest.id);
  });

  test('polls every minute and announces a newer sighting with a link to it', async ({ page, request, baseURL }) => {
    await page.clock.install();
    const latest = await knowLatestSighting(page, request, baseURL!);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const toast = page.getByRole('alert').filter({ hasText: 'New Sighting Reported' });

    await page.clock.runFor(61_000);
    await expect(toast).toHaveCount(0);

    const newer = {
      ...latest,
      id: 'newer001',
      summary: 'A newer report',
      submitted: new Date(Date.parse(latest.submitted) + 60_000).toISOString(),
    };
    await page.route('**/api/v1/sightings/latest-sighting', (route) => route.fulfill({ json: newer }));
    await page.clock.runFor(60_000);
    await expect(toast).toContainText('A newer report');
    await expect(toast.getByRole('link', { name: 'View this sighting' })).toHaveAttribute('href', '/sighting/newer001');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'last-sighting-id')?.value).toBe('newer001');
  });
});

test.describe('keyboard', () => {
  test('skip link, visible focus and opening a sighting from the list', async ({ page, request, baseURL }) => {
    await quietShell(page, request, baseURL);
    await page.goto('/ufo-sighting-list');
    await expect(page.locator('tbody tr.sighting-row').first()).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    await page.keyboard.press('Tab');
    const sizeSelect = page.getByRole('combobox', { name: 'Sightings per page' });
    await expect(sizeSelect).toBeFocused();
    await page.keyboard.press('Tab');
    const firstLink = page.locator('tbody tr.sighting-row a').first();
    await expect(firstLink).toBeFocused();
    const outline = await firstLink.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');

    const href = await firstLink.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
