import type { Locator, Page, Response } from '@playwright/test';
import { isoBox } from '../server/test/media-fixtures.ts';
import { withReportDraft } from './support/report-draft.ts';
import { expect, test } from './fixtures.ts';

/** A real 1×1 PNG. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A minimal MP4: an 'ftyp' box with the isom brand, then some media data. */
const VIDEO = Buffer.concat([
  isoBox('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')])),
  isoBox('mdat', Buffer.alloc(256, 7)),
]);

const photo = (name = 'sighting.png') => ({ name, mimeType: 'image/png', buffer: PHOTO });
const video = (name = 'clip.mp4') => ({ name, mimeType: 'video/mp4', buffer: VIDEO });

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Report steps' }).locator('[aria-current="step"]');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const previousButton = (page: Page) => page.getByRole('button', { name: 'Previous', exact: true });
const address = (page: Page) => page.getByLabel('Address', { exact: true });
const locateButton = (page: Page) => page.getByRole('button', { name: 'Locate' });
const map = (page: Page) => page.locator('.report-map');
const pin = (page: Page) => map(page).locator('.leaflet-marker-icon');

function toast(page: Page, title: string, message: string): Locator {
  return page
    .locator('.toast')
    .filter({ has: page.locator('.toast-header', { hasText: title }) })
    .filter({ hasText: message });
}

async function goToStep(page: Page, name: string): Promise<void> {
  await nextButton(page).click();
  await expect(currentStep(page)).toContainText(name);
  await expect(heading(page, new RegExp(name))).toBeFocused();
}

/** Where a point lies on the report map, in pixels from its centre, at the map's opening view. */
function offsetAtOpeningView(lat: number, lng: number): { x: number; y: number } {
  const worldSize = 256 * 2 ** 4; // zoom 4
  const project = (latitude: number, longitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return {
      x: ((longitude + 180) / 360) * worldSize,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * worldSize,
    };
  };
  const centre = project(39.8283, -98.5795);
  const point = project(lat, lng);
  return { x: point.x - centre.x, y: point.y - centre.y };
}

async function clickMapAt(page: Page, offset: { x: number; y: number }): Promise<void> {
  const box = (await map(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + offset.x, box.y + box.height / 2 + offset.y);
}

/** Waits until a flight has ended with the pin in the middle of the map. */
async function waitForPinAtCentre(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const mapBox = (await map(page).boundingBox())!;
      const pinBox = (await pin(page).boundingBox())!;
      const pinTip = { x: pinBox.x + pinBox.width / 2, y: pinBox.y + pinBox.height };
      return Math.hypot(pinTip.x - (mapBox.x + mapBox.width / 2), pinTip.y - (mapBox.y + mapBox.height / 2));
    })
    .toBeLessThan(3);
}

// The long journeys walk five steps, a map and real uploads.
test.describe.configure({ timeout: 90_000 });

test.use({ quiet: true });

test('a visitor reports a sighting with a photo and a video; it is stored pending review', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Report a UFO' }).click();
  await expect(page).toHaveURL(/\/report-a-ufo-sighting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your UFO Sighting' })).toBeVisible();

  // Step 0: the intro.
  await expect(page.getByText('HOAX OR JOKE REPORTS WILL BE IGNORED')).toBeVisible();
  await expect(page.getByText(/about 2 to 4 minutes/)).toBeVisible();
  await expect(page.getByText(/up to 10 files/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Submission' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue With Report' }).click();

  // Step 1: locate an address, then move the pin with a click on the map.
  await expect(currentStep(page)).toContainText('Location');
  await expect(heading(page, /Location/)).toBeFocused();
  await address(page).fill('Roswell, New Mexico');
  await locateButton(page).click();
  await expect(pin(page)).toBeVisible();
  await expect(page.getByText(/Pin placed at 33\.39437, -104\.52491/)).toBeVisible();
  await waitForPinAtCentre(page);
  await clickMapAt(page, { x: 40, y: -30 });
  await expect(address(page)).toHaveValue('Roswell, New Mexico, United States');
  // The pin moved north-east of the town centre.
  await expect(page.getByText(/Pin placed at 33\.\d+, -104\.\d+/)).not.toContainText('33.39437, -104.52491');
  await goToStep(page, 'Description');

  // Step 2: the description, and a summary generated from it.
  const description =
    'Three white lights in a perfect triangle hovered silently over the ranch for about a minute. ' +
    'Then the whole shape moved north without a sound and vanished behind the hills.';
  await page.getByLabel('Detailed Description').fill(description);
  const generate = page.getByRole('button', { name: 'Generate summary' });
  await generate.click();
  const summary = page.getByLabel('Summary', { exact: true });
  await expect(summary).not.toHaveValue('');
  await expect(generate).toBeDisabled();
  await summary.fill('Silent triangle of three lights over the ranch');
  await goToStep(page, 'Details');

  // Step 3: when, how long, how high and far, and what it looked like. The time is read on the clocks
  // of the pinned place (named beside the field), not the browser's (UTC here).
  await expect(page.getByText('Mountain Time (Denver)')).toBeVisible();
  await page.getByLabel('Date and time of the sighting').fill('2024-06-01T21:30');
  await page.getByLabel('Minutes').fill('75');
  await expect(page.getByLabel('Minutes')).toHaveValue('59');
  await page.getByLabel('Seconds').fill('30');
  await page.getByLabel('Altitude').selectOption('Treetop');
  await page.getByLabel('Under Cloud Cover').check();
  await page.getByLabel('Distance').selectOption('200 Feet');
  const features = page.getByRole('group', { name: /Features/ });
  await features.getByLabel('Silent').check();
  await features.getByLabel('Lights').check();
  await page
    .getByRole('group', { name: /Flight Path/ })
    .getByLabel('Hovering')
    .check();
  await page.getByRole('group', { name: /Shape/ }).getByLabel('Triangle').check();
  await goToStep(page, 'Evidence');

  // Step 4: labels and files.
  const labels = page.getByRole('combobox', { name: 'Labels' });
  await labels.pressSequentially('tri');
  const suggestion = page.getByRole('option', { name: 'triangle' });
  await expect(suggestion).toBeVisible();
  await labels.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await labels.press('Enter');
  await labels.fill('ranch');
  await labels.press('Tab');
  const added = page.getByRole('list', { name: 'Labels added' });
  await expect(added.getByRole('listitem')).toHaveText(['triangle', 'ranch']);
  await page
    .getByLabel('Photos, videos and documents')
    .setInputFiles([photo(), video(), { name: 'tool.exe', mimeType: 'application/octet-stream', buffer: PHOTO }]);
  const queue = page.getByRole('list', { name: 'Files to upload' });
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  await expect(queue).toContainText('sighting.png');
  await expect(queue).toContainText('clip.mp4');
  await expect(queue.getByRole('progressbar')).toHaveCount(2);
  await goToStep(page, 'Review');

  // Step 5: everything entered, with a way back.
  const review = page.locator('.report-page .card-body');
  await expect(review).toContainText('Roswell, New Mexico, United States');
  await expect(review).toContainText('Silent triangle of three lights over the ranch');
  await expect(review).toContainText(description);
  await expect(review).toContainText('06/01/2024 9:30 PM Mountain Time (Denver)');
  await expect(review).toContainText('06/02/2024 3:30 AM your time (UTC)');
  await expect(review).toContainText('59 minutes and 30 seconds');
  await expect(review).toContainText('Treetop, Under Cloud Cover');
  await expect(review).toContainText('Lights, Silent');
  await expect(review).toContainText('triangle, ranch');
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await expect(currentStep(page)).toContainText('Details');
  await nextButton(page).click();
  await goToStep(page, 'Review');

  const reportAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/sightings/report') && response.request().method() === 'POST',
  );
  const uploads: Response[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/sightings/upload/')) uploads.push(response);
  });
  await page.getByRole('button', { name: 'Submit Report' }).click();

  const reported = await reportAnswer;
  expect(reported.status()).toBe(201);
  const sent = reported.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    summary: 'Silent triangle of three lights over the ranch',
    occurredLocal: '2024-06-01T21:30',
    duration: '00:59:30',
    altitude: 'Treetop, Under Cloud Cover',
    distance: '200 Feet',
    features: 'Lights, Silent',
    flightPath: 'Hovering',
    shape: 'Triangle',
    tags: ['triangle', 'ranch'],
    city: 'Roswell',
    region: 'New Mexico',
    iso2CountryCode: 'US',
  });
  expect(sent.occurred).toBeUndefined();
  const answer = (await reported.json()) as { id: string; uploadToken: string; approved: boolean };
  expect(answer.approved).toBe(false);
  // 9:30 PM mountain daylight time in Roswell is 03:30 UTC the next day.
  expect(answer).toMatchObject({ occurred: '2024-06-02T03:30:00.000Z', timeZone: 'America/Denver' });

  const dialog = page.getByRole('dialog', { name: 'Report Submitted' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Thank You');
  await expect(dialog).toContainText('once it has been reviewed and approved', { ignoreCase: true });
  await expect(dialog.getByRole('link', { name: new RegExp(`/sighting/${answer.id}$`) })).toHaveAttribute(
    'href',
    `/sighting/${answer.id}`,
  );

  // Both files went up, one after the other, with the upload token and no sign-in credentials.
  expect(uploads).toHaveLength(2);
  for (const upload of uploads) {
    expect(upload.status()).toBe(201);
    expect(upload.request().headers()['x-upload-token']).toBe(answer.uploadToken);
    expect(upload.request().headers()['authorization']).toBeUndefined();
  }
  const stored = await Promise.all(uploads.map(async (upload) => (await upload.json()) as { kind: string }));
  expect(stored.map((file) => file.kind).sort()).toEqual(['photo', 'video']);

  // Stored pending: not public until approved.
  expect((await request.get(`/api/v1/sightings/by-id/${answer.id}`)).status()).toBe(404);
  expect(await page.evaluate(() => localStorage.getItem('ReportDraft'))).toBeNull();

  await dialog.getByRole('button', { name: 'Return to Map' }).click();
  // The map's page; it then writes its view into the address, so a copied address reopens it.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
});

test('from a browser in UTC, 9:30 PM in Denver is stored as 21:30 mountain time, and the review shows both clocks', async ({
  page,
}) => {
  // A draft at step 3 with a pin in Denver (the wizard restores it).
  await withReportDraft(page, {
    step: 3,
    address: 'Denver, Colorado',
    latitude: 39.7392,
    longitude: -104.9903,
    summary: 'A bright light over the city',
    detailedDescription: 'It hung over the mountains for ten minutes, then faded.',
  });
  await page.goto('/report-a-ufo-sighting');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');
  const occurred = page.getByLabel('Date and time of the sighting');
  await expect(page.getByText('Mountain Time (Denver)')).toBeVisible();
  await occurred.fill('2025-06-10T21:30');
  await goToStep(page, 'Evidence');
  await goToStep(page, 'Review');

  const when = page.locator('.report-review-section dd').filter({ hasText: 'Mountain Time' });
  await expect(when).toContainText('06/10/2025 9:30 PM Mountain Time (Denver)');
  await expect(when).toContainText('06/11/2025 3:30 AM your time (UTC)');

  const reportAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/sightings/report') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Report' }).click();
  const reported = await reportAnswer;
  expect(reported.status()).toBe(201);
  expect(reported.request().postDataJSON()).toMatchObject({ occurredLocal: '2025-06-10T21:30' });
  expect(await reported.json()).toMatchObject({ occurred: '2025-06-11T03:30:00.000Z', timeZone: 'America/Denver' });
  await expect(page.getByRole('dialog', { name: 'Report Submitted' })).toBeVisible();
});

test('every validation message of the wizard', async ({ page }) => {
  await page.goto('/report-a-ufo-sighting');
  await page.getByRole('button', { name: 'Continue With Report' }).click();

  // Step 1: Next and Locate wait for an address of 3 characters or a pin.
  await expect(nextButton(page)).toBeDisabled();
  await nextButton(page).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Set the location first');
  await address(page).fill('ab');
  await expect(locateButton(page)).toBeDisabled();
  await expect(nextButton(page)).toBeDisabled();
  await address(page).fill('zzqxv nowhere');
  await expect(locateButton(page)).toBeEnabled();
  await locateButton(page).click();
  await expect(
    toast(page, 'Geocoding Error', 'Could not map the address. Please place a pin on the map.'),
  ).toBeVisible();
  await nextButton(page).click();
  await expect(
    toast(page, 'Location Missing', 'You must enter an address or select a location on the map to continue.'),
  ).toBeVisible();
  await expect(currentStep(page)).toContainText('Location');

  // A pin in the Pacific, far from any town, so no address (on the left: the toasts sit top right).
  await expect(map(page).locator('.leaflet-country-outlines-pane path').first()).toBeAttached();
  await clickMapAt(page, offsetAtOpeningView(36, -128));
  await expect(pin(page)).toBeVisible();
  await expect(toast(page, 'Geocoding Error', 'Could not determine location. Please enter it manually.')).toBeVisible();
  await goToStep(page, 'Description');

  // Step 2: both texts are required, and a summary needs a description.
  await nextButton(page).click();
  await expect(toast(page, 'Summary Missing', 'You must enter a summary to continue.')).toBeVisible();
  await expect(toast(page, 'Description Missing', 'You must enter a detailed description to continue.')).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate summary' });
  await generate.click();
  await expect(
    page.locator('.toast').filter({ hasText: 'You must first enter a detailed description to generate a summary.' }),
  ).toBeVisible();

  let failSummary = () => {};
  const summaryAsked = new Promise<void>((resolve) => (failSummary = resolve));
  await page.route('**/api/v1/sightings/summarize', async (route) => {
    await summaryAsked;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"down"}' });
  });
  const summary = page.getByLabel('Summary', { exact: true });
  await summary.fill('My own words');
  await page.getByLabel('Detailed Description').fill('A bright orb hovered over the lake, then dropped out of sight.');
  await generate.click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  failSummary();
  await expect(toast(page, 'Summary Error', 'Could not generate a summary at this time.')).toBeVisible();
  await expect(summary).toHaveValue('');
  await expect(generate).toBeEnabled();
  await page.unroute('**/api/v1/sightings/summarize');
  await summary.fill('Orb over the lake');
  await goToStep(page, 'Details');

  // Step 3: the date is required and cannot be later than now.
  await nextButton(page).click();
  await expect(
    toast(page, 'Occurrence Date Missing', 'You must enter the date of the sighting to continue.'),
  ).toBeVisible();
  const occurred = page.getByLabel('Date and time of the sighting');
  expect(await occurred.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await occurred.fill('2099-01-01T00:00');
  await occurred.blur();
  await expect(occurred).not.toHaveValue('2099-01-01T00:00');
  expect(Date.parse(await occurred.inputValue())).toBeLessThanOrEqual(Date.now());
  await page.getByLabel('Hours').fill('99');
  await expect(page.getByLabel('Hours')).toHaveValue('23');
  await page.getByLabel('Seconds').fill('-5');
  await expect(page.getByLabel('Seconds')).toHaveValue('0');
  await goToStep(page, 'Evidence');

  // Step 4: labels and the upload queue's rules.
  const labels = page.getByRole('combobox', { name: 'Labels' });
  await labels.fill('   ');
  await labels.press('Enter');
  await labels.fill('Orb');
  await labels.press('Enter');
  await labels.fill('orb');
  await labels.press('Enter');
  await labels.fill('x'.repeat(80));
  await labels.blur();
  const added = page.getByRole('list', { name: 'Labels added' });
  await expect(added.getByRole('listitem')).toHaveText(['Orb', 'x'.repeat(64)]);
  await page.getByRole('button', { name: `Remove label ${'x'.repeat(64)}` }).click();
  await expect(added.getByRole('listitem')).toHaveText(['Orb']);

  const files = page.getByLabel('Photos, videos and documents');
  const queue = page.getByRole('list', { name: 'Files to upload' });
  await files.setInputFiles([
    { name: 'too-big.mp4', mimeType: 'video/mp4', buffer: Buffer.concat([VIDEO, Buffer.alloc(10_485_760)]) },
    { name: 'song.mp3', mimeType: 'audio/mpeg', buffer: PHOTO },
    ...[1, 2, 3, 4, 5, 6].map((n) => photo(`photo-${n}.png`)),
  ]);
  await expect(page.getByText('Not added, larger than 10 MB: too-big.mp4.')).toBeVisible();
  await expect(page.getByText('Not added, more than 5 files were queued: photo-6.png.')).toBeVisible();
  await expect(queue.getByRole('listitem')).toHaveCount(5);
  await expect(queue).not.toContainText('song.mp3');
  for (const n of [2, 3, 4, 5]) await page.getByRole('button', { name: `Remove photo-${n}.png` }).click();
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await goToStep(page, 'Review');

  // Submission: a refused report closes the modal and keeps the visitor on the review step.
  await page.route('**/api/v1/sightings/report', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"down"}' }),
  );
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(toast(page, 'Reporting Error', 'Could not submit your sighting at this time.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(currentStep(page)).toContainText('Review');

  // A refused upload still ends with the report submitted.
  await page.unroute('**/api/v1/sightings/report');
  await page.route('**/api/v1/sightings/upload/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"down"}' }),
  );
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(
    toast(page, 'Media Upload Error', 'Could not upload media at this time. However your report was submitted.'),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Report Submitted' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('photo-1.png');
  await expect(dialog).toContainText('Failed');
});

test('the draft is kept until the report is cancelled', async ({ page }) => {
  await page.goto('/report-a-ufo-sighting');
  await page.getByRole('button', { name: 'Continue With Report' }).click();
  await address(page).fill('Phoenix, Arizona');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Pin placed at 33\.44838, -112\.07404/)).toBeVisible();
  await goToStep(page, 'Description');
  await page.getByLabel('Summary', { exact: true }).fill('Lights over Phoenix');

  await page.reload();
  await expect(page.getByText(/the report you started earlier has been restored/)).toBeVisible();
  await expect(currentStep(page)).toContainText('Description');
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Lights over Phoenix');
  await previousButton(page).click();
  await expect(address(page)).toHaveValue('Phoenix, Arizona');
  await expect(pin(page)).toBeVisible();
  await previousButton(page).click();
  await expect(heading(page, 'Before You Begin')).toBeFocused();

  await page.getByRole('button', { name: 'Cancel Submission' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
  expect(await page.evaluate(() => localStorage.getItem('ReportDraft'))).toBeNull();
  await page.goto('/report-a-ufo-sighting');
  await expect(page.getByText(/has been restored/)).toHaveCount(0);
  await expect(heading(page, 'Before You Begin')).toBeVisible();
});

test('the wizard fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/report-a-ufo-sighting');
  await page.getByRole('button', { name: 'Continue With Report' }).click();
  await expect(map(page)).toBeVisible();

  // Keyboard users pan the map with the arrow keys and pin its centre with a button.
  const pinCentre = page.getByRole('button', { name: 'Place pin at map centre' });
  await expect(pinCentre).toBeEnabled();
  await pinCentre.focus();
  await page.keyboard.press('Enter');
  await expect(pin(page)).toBeVisible();
  await expect(page.getByText(/Pin placed at 39\.8/)).toBeVisible();
  await expect(address(page)).not.toHaveValue('');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  const [previous, next] = [await previousButton(page).boundingBox(), await nextButton(page).boundingBox()];
  expect(previous!.x + previous!.width).toBeLessThanOrEqual(next!.x);
  await nextButton(page).scrollIntoViewIfNeeded();
  await expect(nextButton(page)).toBeInViewport({ ratio: 1 });
});
