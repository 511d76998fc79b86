import type { Page } from '@playwright/test';
import { startServer, type ServerProcess } from '../reliability/support/server-process.ts';
import { expect, patience, test as base } from './fixtures.ts';

/**
 * A site as it runs when whoever runs it has set none of the footer's addresses (no SOCIAL_*,
 * FEEDBACK_URL or ADVERTISING_URL): a server of its own, beside the shared one of playwright.config.ts,
 * which has them all set and whose configured links e2e/shell.spec.ts checks. It serves the same build.
 */
const ADMIN = { email: 'admin@feedback.test', password: 'e2e-feedback-password-1' };

const test = base.extend<object, { bareSite: ServerProcess }>({
  bareSite: [
    // Playwright reads what a fixture depends on from this pattern: this one depends on nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WORKERS: '1', CHECK_RESPONSES: 'true' },
        readyTimeoutMs: Math.round(90_000 * patience),
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: Math.round(120_000 * patience) },
  ],
  baseURL: async ({ bareSite }, use) => use(bareSite.origin),
});

test.use({ quiet: true });

const footerRegion = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('region', { name });

test('with nothing configured, SOCIAL offers the site feed, which lists the newest sightings', async ({
  page,
  request,
}) => {
  await page.goto('/ufo-sighting-list');
  const social = footerRegion(page, 'SOCIAL');
  await expect(social.getByRole('link')).toHaveCount(1);
  const feedLink = social.getByRole('link', { name: 'Sightings Feed (Atom)' });
  await expect(feedLink).toHaveAttribute('href', '/feed.xml');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feed.xml',
  );

  const feed = await request.get('/feed.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const body = await feed.text();
  expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  // The built-in historical sightings are public: the feed lists them.
  expect(body.split('<entry>').length - 1).toBeGreaterThan(10);
});

test('a visitor sends feedback from the footer with the keyboard, and an admin reads it in Administration', async ({
  page,
}) => {
  const marker = `feedback${Date.now().toString(36)}`;
  const message = `${marker}: the list could show shapes. <img src=x onerror="window.__pwned = 1">`;

  await page.goto('/ufo-sighting-list');
  const help = footerRegion(page, 'HELP');
  await expect(help.getByRole('link', { name: 'Feedback' })).not.toHaveAttribute('target', '_blank');
  await help.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send Feedback' })).toBeVisible();

  // Sent empty, the form says what it needs and puts the focus there.
  const send = page.getByRole('button', { name: 'Send Feedback' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You must enter a message to send feedback.')).toBeVisible();
  const messageField = page.getByRole('textbox', { name: 'Message' });
  await expect(messageField).toBeFocused();

  await page.keyboard.type(message);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'E-mail (optional)' })).toBeFocused();
  await page.keyboard.type('reader@example.org');
  await page.keyboard.press('Enter');

  const thanks = page.getByRole('heading', { name: 'Thank You' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText('Your feedback has been received.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/administration');
  const card = page.getByRole('region', { name: 'Feedback', exact: true });
  const entry = card.getByRole('listitem').filter({ hasText: marker });
  await expect(entry).toBeVisible();
  await expect(entry.locator('.feedback-message')).toHaveText(message);
  await expect(entry.getByRole('link', { name: 'reader@example.org' })).toHaveAttribute(
    'href',
    'mailto:reader@example.org',
  );
  await expect(entry.getByText('Feedback', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('without an advertising address, the Sponsored card opens the form on its Advertising topic', async ({
  page,
  request,
}) => {
  const latest = (await (await request.get('/api/v1/sightings/latest-sighting')).json()) as { id: string };
  await page.goto(`/sighting/${latest.id}`);
  const sponsored = page.getByRole('region', { name: 'Sponsored' });
  await sponsored.getByRole('link', { name: 'Contact us to advertise here' }).click();
  await expect(page).toHaveURL(/\/feedback\?topic=advertising$/);
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('ADVERTISING');

  // Opened directly, the server renders the form and the app takes it over without a mismatch.
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/feedback?topic=advertising');
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('ADVERTISING');
  expect(errors).toEqual([]);
});
