import type { Page } from '@playwright/test';

/**
 * Holds back the page's calls to `url` (a glob) until the answer is called, so a test can see what the
 * page shows while they are on their way.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
