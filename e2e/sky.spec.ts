import type { APIRequestContext, Page } from '@playwright/test';
import type { Sighting } from '../common/schemas/sighting.ts';
import { withReportDraft } from './support/report-draft.ts';
import { expect, test, withoutPageData } from './fixtures.ts';

/** A built-in historical sighting, found by words of its summary. */
async function historical(request: APIRequestContext, words: string): Promise<Sighting> {
  const all = (await (await request.get('/api/v1/sightings/by-page?page=0&size=100')).json()) as Sighting[];
  const found = all.find((sighting) => sighting.summary?.includes(words));
  if (!found) throw new Error(`No built-in sighting mentions ${words}`);
  return found;
}

const skyCard = (page: Page) => page.getByRole('region', { name: 'Sky at the time' });

test.use({ quiet: true });

test('the sighting page shows the sky at the time under the summary, in words and as a chart', async ({
  page,
  request,
}) => {
  // Captain Mantell chased "a large bright object" over Godman Field at 13:45 local time on 7 January
  // 1948; Venus stood in the south that afternoon, but at magnitude −3.9, too faint to be told in a
  // blue sky by the daylight rule (decision 0042): listed in the sky, not among the explanations.
  const mantell = await historical(request, 'Thomas Mantell');
  await page.goto(`/sighting/${mantell.id}`);

  const card = skyCard(page);
  await expect(card.getByText('Day: the Sun was up, 24° high.')).toBeVisible();
  await expect(
    card.getByText('Moon: waning crescent, 11% lit, below the horizon in the west-southwest.'),
  ).toBeVisible();
  await expect(card.getByText('Venus, very bright, halfway up in the south, 35° up', { exact: true })).toBeVisible();
  await expect(card.getByText('No body bright enough to be taken for a light was above the horizon.')).toBeVisible();
  await expect(card.getByText('Possible explanation')).toHaveCount(0);
  const chart = card.getByRole('img', { name: /Sky chart/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-body="Venus"]')).toBeVisible();

  // The card comes right under the summary.
  const titles = await page.locator('section.card > h2').allTextContents();
  expect(titles.slice(0, 2)).toEqual(['Summary', 'Sky at the time']);
});

test('a sighting without coordinates says why it shows no sky', async ({ page, request }) => {
  const mantell = await historical(request, 'Thomas Mantell');
  // Without the answers inside the page, the app asks the API, answered here without coordinates.
  await withoutPageData(page);
  await page.route(`**/api/v1/sightings/by-id/${mantell.id}`, (route) =>
    route.fulfill({ json: { ...mantell, latitude: null, longitude: null, point: null } }),
  );
  await page.goto(`/sighting/${mantell.id}`);
  await expect(skyCard(page)).toContainText(
    'This sighting has no coordinates, so the sky at its place and time cannot be shown.',
  );
});

test("the report wizard's step 3 lists the bright objects once the place and the time are set", async ({ page }) => {
  // A draft at step 3 with a pin in Philadelphia and a description (the wizard restores it), the date
  // still blank.
  await withReportDraft(page, {
    step: 3,
    address: 'Philadelphia, Pennsylvania',
    latitude: 39.95,
    longitude: -75.17,
    summary: 'A steady bright light in the west',
    detailedDescription: 'It stayed over the river for half an hour.',
  });
  await page.goto('/report-a-ufo-sighting');
  const list = page.getByRole('complementary', { name: 'Bright objects in your sky at that time' });
  await expect(page.getByLabel('Date and time of the sighting')).toBeVisible();
  await expect(list).toHaveCount(0);

  // The browser's clock is UTC here; the time entered is Philadelphia's: 21:30 on 28 April 2020.
  await expect(page.getByText('Eastern Time (New York)')).toBeVisible();
  await page.getByLabel('Date and time of the sighting').fill('2020-04-28T21:30');
  await expect(list.getByText('Venus, very bright, low in the west-northwest, 19° up', { exact: true })).toBeVisible();
  await expect(list.getByText('Moon: waxing crescent, 31% lit, halfway up in the west, 40° up.')).toBeVisible();
  await expect(list).toContainText('Compare these with what you saw');
  // Only a help: Next is still there to go on.
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
});
