import type { Locator, Page } from '@playwright/test';
import { expect, test, type ApiSighting } from './fixtures.ts';

/** The two screens of the walk through the site: a small laptop and a phone. */
const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what is shown of `locator` (none when it is hidden). */
async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box && box.width > 0 && box.height > 0) boxes.push(box);
  }
  return boxes;
}

/** The first visit's three overlays: the new-sighting toast, the newest sighting's popup, the cookie notice. */
function overlaysOf(page: Page): Record<string, Locator> {
  return {
    toast: page.locator('.toast-area .toast'),
    popup: page.locator('.leaflet-popup'),
    'cookie notice': page.getByRole('region', { name: 'Cookie notice' }),
  };
}

async function expectUncovered(page: Page, controls: Record<string, Locator>): Promise<void> {
  const overlays = overlaysOf(page);
  const covered: string[] = [];
  for (const [controlName, control] of Object.entries(controls)) {
    const controlBoxes = await boxesOf(control);
    expect(controlBoxes.length, `${controlName} is shown`).toBeGreaterThan(0);
    for (const [overlayName, overlay] of Object.entries(overlays)) {
      for (const overlayBox of await boxesOf(overlay)) {
        const under = controlBoxes.find((box) => overlaps(box, overlayBox));
        if (under)
          covered.push(`${overlayName} ${JSON.stringify(overlayBox)} covers ${controlName} ${JSON.stringify(under)}`);
      }
    }
  }
  expect(covered).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`a first visit on a ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the toast, the popup and the cookie notice leave the map controls free', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('alert').filter({ hasText: 'New Sighting Reported' })).toBeVisible();
      await expect(page.locator('.leaflet-popup')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      const controls: Record<string, Locator> = {
        'Most Recent': page.getByRole('button', { name: 'Most Recent' }),
        zoom: page.locator('.leaflet-control-zoom'),
        'layer switch': page.getByRole('radiogroup', { name: 'Map layer' }),
        Filters: page.getByRole('button', { name: 'Filters' }),
      };
      if (size.width >= 768) controls['location box'] = page.locator('.home-map-toolbar form');
      // The popup may open and the map pan to it after the page is ready: measured once it rests.
      await expect(async () => expectUncovered(page, controls)).toPass();
    });

    test("the search help and the report form's tips stay readable", async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByRole('alert').filter({ hasText: 'New Sighting Reported' })).toBeVisible();
      await expectUncovered(page, {
        'keyword help': page.getByText('Enter at least', { exact: false }),
      });
      // Again a first visit, with the toast.
      await page.context().clearCookies({ name: 'last-sighting-id' });
      await page.goto('/report-a-ufo-sighting');
      await expect(page.getByRole('alert').filter({ hasText: 'New Sighting Reported' })).toBeVisible();
      await expectUncovered(page, { 'report tips': page.locator('.report-instructions') });
    });

    test('a sighting page and its event page are titled with place, date and summary', async ({ page, request }) => {
      const latest = (await (await request.get('/api/v1/sightings/latest-sighting')).json()) as ApiSighting;
      const summaryStart = latest.summary!.slice(0, 30);
      const served = await (await request.get(`/sighting/${latest.id}`)).text();
      expect(served).toMatch(new RegExp(`<title>UFO sighting in [^<]+, \\d\\d/\\d\\d/\\d{4}: `));
      await page.goto(`/sighting/${latest.id}`);
      await expect(page).toHaveTitle(
        /^UFO sighting in .+, \d\d\/\d\d\/\d{4}: .+ \| Skywatch Real-Time UFO Sightings Map/,
      );
      expect(await page.title()).toContain(summaryStart);
      await page.goto(`/event/${latest.id}`);
      await expect(page).toHaveTitle(/^UFO event in /);
      await page.getByRole('link', { name: 'Return to Map' }).click();
      await expect(page).toHaveTitle('Skywatch Real-Time UFO Sightings Map | Latest Reports, Photos, and Videos');
    });
  });
}

test('/favicon.ico answers with the site icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/icon/);
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});
