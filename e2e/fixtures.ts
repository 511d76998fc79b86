import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';

export { expect } from '@playwright/test';

/** How much longer than on a quiet machine a wait may take: set by playwright.config.ts from the load. */
export const patience = Number(process.env.E2E_PATIENCE ?? 1);

/** Waits until the app has taken over the page the server rendered (web/app/root-layout.tsx). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * The address a test's browser and API calls come from, as a proxy in front of the server would name
 * it (the test server trusts X-Forwarded-For). Each test is a visitor of its own, so the per-address
 * limits (10 reports an hour) count each test's reports apart, as they would count real visitors'.
 */
export function visitorAddress(testId: string): string {
  const [a, b] = createHash('sha256').update(testId).digest();
  return `198.18.${a}.${(b! % 254) + 1}`;
}

/**
 * Playwright's test, with a page whose goto and reload also wait for the app: the server's page
 * paints before the app runs, and a click or a choice made before then would reach no handler. Tests
 * have no network: map tiles, should any be asked for, fail fast and the country outlines carry the map.
 * A spec that says `test.use({ quiet: true })` gets its pages without the cookie notice or the
 * new-sighting toast in the way (quietShell).
 */
export const test = base.extend<{ quiet: boolean }>({
  quiet: [false, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId) });
  },
  page: async ({ page, request, baseURL, quiet }, use) => {
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    if (quiet) await quietShell(page, request, baseURL);
    await use(page);
  },
});

/** Shapes of the API answers the browser tests read (the full contract lives in common/schemas). */
export interface ApiSighting {
  id: string;
  summary: string | null;
  occurred: string;
  timeZone: string | null;
  submitted: string;
  iso2CountryCode: string | null;
  media: string[];
}

export interface ApiSightingPage {
  content: ApiSighting[];
  totalElements: number;
  totalPages: number;
}

/** Marks the cookie notice as acknowledged before any page script runs. */
export async function acknowledgeCookieNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'CookieNotice',
      JSON.stringify({ status: 'acknowledged', timestamp: new Date().toISOString() }),
    );
  });
}

/** Stores the latest sighting as already known, so the new-sighting toast stays away. */
export async function knowLatestSighting(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
): Promise<ApiSighting> {
  const latest = (await (await request.get('/api/v1/sightings/latest-sighting')).json()) as ApiSighting;
  await page.context().addCookies([{ name: 'last-sighting-id', value: latest.id, url: baseURL }]);
  return latest;
}

/** A page without the cookie notice or the new-sighting toast in the way. */
export async function quietShell(page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<void> {
  if (!baseURL) throw new Error('baseURL is not configured.');
  await acknowledgeCookieNotice(page);
  await knowLatestSighting(page, request, baseURL);
}

export async function totalSightings(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/v1/sightings/total-sightings')).json()) as number;
}

/** The anti-forgery token the server handed this request context (it sets one on any answer). */
export async function xsrfToken(request: APIRequestContext): Promise<string> {
  const find = async () => (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const known = await find();
  if (known) return known;
  await request.get('/api/v1/sightings/total-sightings');
  const token = await find();
  if (!token) throw new Error('The server set no XSRF-TOKEN cookie.');
  return token;
}

export async function searchApi(
  request: APIRequestContext,
  body: {
    term?: string;
    fromDate?: string;
    toDate?: string;
    hasMedia?: boolean;
    country?: string;
    page?: number;
    size?: number;
  },
): Promise<ApiSightingPage> {
  const response = await request.post('/api/v1/sightings/search', {
    data: { hasMedia: false, page: 0, size: 10, ...body },
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request) },
  });
  if (!response.ok()) throw new Error(`search answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as ApiSightingPage;
}

/** Answers a matching API call with a server error, as a failing backend would. */
export async function failApi(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Simulated failure' }),
    }),
  );
}

const PAGE_DATA = /<script type="application\/json" id="skywatch-page-data">.*?<\/script>/s;

/**
 * Serves pages without the API answers the server puts inside them (server/pages/page-data.ts), as
 * when it could not read them: the app then asks the API, so a test can answer or fail those calls.
 */
export async function withoutPageData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The body is handed over decoded, so the headers must not claim it is compressed.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ response, headers, body: (await response.text()).replace(PAGE_DATA, '') });
  });
}
