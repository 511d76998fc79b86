import type { APIRequestContext, Page } from '@playwright/test';
import { formatOccurred } from '../common/display/date-format.ts';
import { durationInWords } from '../common/display/duration.ts';
import { ratingStars } from '../common/display/rating.ts';
import { titlecaseConstant } from '../common/display/text.ts';
import { varianceText } from '../common/display/variance.ts';
import type { Sighting } from '../common/schemas/sighting.ts';
import { NO_OPTIONAL_DETAILS } from '../web/lib/testing/example-sighting.ts';
import { expect, test, failApi, withoutPageData } from './fixtures.ts';

/** Every public sighting, newest occurred first (the demo set is well under 100). */
async function timeline(request: APIRequestContext): Promise<Sighting[]> {
  return (await (await request.get('/api/v1/sightings/by-page?page=0&size=100')).json()) as Sighting[];
}

async function adjacent(request: APIRequestContext, direction: 'previous' | 'next', id: string) {
  const response = await request.get(`/api/v1/sightings/${direction}-sighting/${id}`);
  return response.status() === 204 ? null : ((await response.json()) as Sighting);
}

/** The value shown beside a field name in the Summary card. */
const field = (page: Page, name: string) =>
  page
    .locator('.sighting-field')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) })
    .getByRole('definition');

/** Answers the by-id call for `sighting` with the given fields changed. */
async function serveSighting(page: Page, sighting: Sighting, changes: Partial<Sighting>): Promise<void> {
  await withoutPageData(page);
  await page.route(`**/api/v1/sightings/by-id/${sighting.id}`, (route) =>
    route.fulfill({ json: { ...sighting, ...changes } }),
  );
}

test.use({ quiet: true });

test('shows every field of the Summary card', async ({ page, request }) => {
  const all = await timeline(request);
  const sighting = all.find((candidate) => candidate.tags.length > 0 && candidate.duration) ?? all[1]!;
  await page.goto(`/sighting/${sighting.id}`);

  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(field(page, 'Fingerprint').getByRole('link', { name: sighting.id })).toHaveAttribute(
    'href',
    `/sighting/${sighting.id}`,
  );
  await expect(field(page, 'Summary')).toHaveText(sighting.summary!);
  await expect(field(page, 'Submitted')).toHaveText(formatOccurred(sighting.submitted, 'UTC'));
  // The viewer's clock (UTC here), and the clock of the place under it where that reads differently.
  const viewerClock = formatOccurred(sighting.occurred, 'UTC');
  const placeClock = sighting.timeZone ? formatOccurred(sighting.occurred, sighting.timeZone) : viewerClock;
  await expect(field(page, 'Occurred')).toHaveText(
    placeClock === viewerClock ? viewerClock : `${viewerClock}${placeClock} local time`,
  );
  await expect(field(page, 'Variance')).toHaveText(varianceText(sighting.daysBetweenOccurrenceAndSubmission));
  await expect(field(page, 'Accuracy')).toHaveText(titlecaseConstant(sighting.addressResolution));
  await expect(field(page, 'Location')).toContainText(sighting.locationName!);
  await expect(field(page, 'Type')).toHaveText(sighting.type!);
  await expect(field(page, 'Source')).toHaveText(sighting.source!);
  await expect(field(page, 'Rating').getByRole('img')).toHaveAccessibleName(
    `${ratingStars(sighting.rating)} out of 5 stars`,
  );
  await expect(field(page, 'Rating').locator('.bi-star-fill')).toHaveCount(ratingStars(sighting.rating));
  await expect(field(page, 'Rating').locator('.bi-star')).toHaveCount(5 - ratingStars(sighting.rating));
  for (const tag of sighting.tags) {
    await expect(field(page, 'Labels').getByRole('link', { name: tag, exact: true })).toHaveAttribute(
      'href',
      `/search?term=${encodeURIComponent(tag)}`,
    );
  }
  await expect(field(page, 'Duration')).toHaveText(durationInWords(sighting.duration));
  for (const [name, value] of [
    ['Shape', sighting.shape],
    ['Features', sighting.features],
    ['Flight Path', sighting.flightPath],
    ['Distance', sighting.distance],
    ['Altitude', sighting.altitude],
  ] as const) {
    if (value) await expect(field(page, name)).toHaveText(value);
  }
  await expect(page.locator('.sighting-field dt')).toHaveText([
    'Fingerprint',
    'Summary',
    'Submitted',
    'Occurred',
    'Variance',
    'Accuracy',
    'Location',
    'Type',
    'Source',
    'Rating',
    'Labels',
    'Shape',
    'Features',
    'Flight Path',
    'Distance',
    'Duration',
    'Altitude',
  ]);

  await expect(page.getByRole('heading', { name: 'Detailed Description' })).toBeVisible();
  await expect(page.locator('.sighting-description')).toContainText(sighting.detailedDescription!.split('\n')[0]!);
  await expect(page.getByRole('heading', { name: 'Sponsored' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us to advertise here' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('group', { name: /^Map of / }).locator('.leaflet-marker-icon')).toHaveCount(1);
  // The mini map is for looking only.
  await expect(page.locator('.mini-map .leaflet-control-zoom')).toHaveCount(0);
});

test('falls back when a sighting leaves fields out', async ({ page, request }) => {
  const [, sighting] = await timeline(request);
  await serveSighting(page, sighting!, { ...NO_OPTIONAL_DETAILS, detailedDescription: null });
  await page.goto(`/sighting/${sighting!.id}`);

  await expect(field(page, 'Accuracy')).toHaveText('Approximate');
  await expect(field(page, 'Rating').getByRole('img')).toHaveAccessibleName('1 out of 5 stars');
  await expect(field(page, 'Labels')).toHaveText('none');
  await expect(field(page, 'Shape')).toHaveText('Unknown');
  await expect(field(page, 'Features')).toHaveText('Not specified');
  await expect(field(page, 'Flight Path')).toHaveText('Not specified');
  await expect(field(page, 'Distance')).toHaveText('Not specified');
  await expect(field(page, 'Altitude')).toHaveText('Not specified');
  await expect(field(page, 'Duration')).toHaveText('Not Specified');
  await expect(page.getByText('Detailed description not provided')).toBeVisible();
  await expect(page.getByText('NO MEDIA PROVIDED')).toBeVisible();
});

test('shows photos, videos and other files, with a placeholder for a broken photo', async ({ page, request }) => {
  const [, sighting] = await timeline(request);
  await serveSighting(page, sighting!, { media: ['good.png', 'broken.jpg', 'clip.mp4', 'witness-notes.pdf'] });
  const day = sighting!.submitted.slice(0, 10);
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.route(`**/media/${day}/${sighting!.id}/good.png`, (route) =>
    route.fulfill({ contentType: 'image/png', body: onePixelPng }),
  );
  await page.goto(`/sighting/${sighting!.id}`);
  const media = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Images & Media' }) });

  await expect(media.getByRole('img', { name: 'good.png' })).toHaveAttribute(
    'src',
    `/media/${day}/${sighting!.id}/good.png`,
  );
  // broken.jpg does not exist on the server: the placeholder takes its place.
  await expect(media.getByRole('img', { name: 'broken.jpg' })).toHaveClass(/media-placeholder/);
  await expect(media.getByRole('img', { name: 'good.png' })).not.toHaveClass(/media-placeholder/);

  const video = media.locator('video');
  await expect(video).toHaveAttribute('src', `/media/${day}/${sighting!.id}/clip.mp4`);
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveText('NOT SUPPORTED');
  await expect(media.getByRole('link', { name: 'witness-notes.pdf' })).toHaveAttribute(
    'href',
    `/media/${day}/${sighting!.id}/witness-notes.pdf`,
  );
  await expect(field(page, 'Labels')).toContainText('photo');
  await expect(field(page, 'Labels')).toContainText('video');
  await expect(field(page, 'Labels')).toContainText('document');

  // A photo opens a preview; the keyboard opens and closes it too.
  await media.getByRole('button', { name: 'Open photo good.png' }).click();
  const preview = page.getByRole('dialog', { name: 'good.png' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img', { name: 'good.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await media.getByRole('button', { name: 'Open photo broken.jpg' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'broken.jpg' }).getByRole('img')).toHaveClass(/media-placeholder/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an unknown sighting shows Sighting Not Found', async ({ page }) => {
  await page.goto('/sighting/zz99zz99');
  await expect(page.getByRole('heading', { name: 'Sighting Not Found' })).toBeVisible();
  await expect(page.getByText('The sighting you are looking for does not exist or is not approved.')).toBeVisible();
});

test('a failed fetch shows Sighting Not Found too', async ({ page, request }) => {
  const [sighting] = await timeline(request);
  await withoutPageData(page);
  await failApi(page, `**/api/v1/sightings/by-id/${sighting!.id}`);
  await page.goto(`/sighting/${sighting!.id}`);
  await expect(page.getByRole('heading', { name: 'Sighting Not Found' })).toBeVisible();
});

test('/event/{id} shows the same sighting', async ({ page, request }) => {
  const [, sighting] = await timeline(request);
  await page.goto(`/event/${sighting!.id}`);
  await expect(field(page, 'Fingerprint')).toHaveText(sighting!.id);
  await expect(field(page, 'Summary')).toHaveText(sighting!.summary!);
});

test('Previous and Next walk the timeline and stop at its ends', async ({ page, request }) => {
  const all = await timeline(request);
  const newest = all[0]!;
  const oldest = all[all.length - 1]!;
  const beforeNewest = (await adjacent(request, 'previous', newest.id))!;
  expect(await adjacent(request, 'next', newest.id)).toBeNull();

  await page.goto(`/sighting/${newest.id}`);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeEnabled();
  await expect(next).toBeDisabled();

  await previous.click();
  await expect(page).toHaveURL(`/sighting/${beforeNewest.id}`);
  await expect(field(page, 'Fingerprint')).toHaveText(beforeNewest.id);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(`/sighting/${newest.id}`);
  await expect(field(page, 'Fingerprint')).toHaveText(newest.id);

  await page.goto(`/sighting/${oldest.id}`);
  await expect(field(page, 'Fingerprint')).toHaveText(oldest.id);
  await expect(next).toBeEnabled();
  await expect(previous).toBeDisabled();
});

test('the mini map follows a new location after three seconds', async ({ page, request }) => {
  const all = await timeline(request);
  const newest = all[0]!;
  // A controlled clock: the three seconds are stepped through, not waited for on a busy machine. It
  // runs freely while the page starts, and stands still from the click on (an installed clock that is
  // not paused keeps time with the machine's, which on a slow run let the three seconds pass unseen).
  await page.clock.install();
  await page.goto(`/sighting/${newest.id}`);
  const miniMap = page.locator('.mini-map');
  const marker = miniMap.locator('.leaflet-marker-icon');
  await expect(marker).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // The marker's tip (its bottom centre) sits on the map's centre once the view has caught up.
  const offCentre = async () => {
    const map = (await miniMap.boundingBox())!;
    const pin = (await marker.boundingBox())!;
    return Math.hypot(pin.x + pin.width / 2 - (map.x + map.width / 2), pin.y + pin.height - (map.y + map.height / 2));
  };
  expect(await offCentre()).toBeLessThan(3);
  await page.getByRole('button', { name: 'Previous' }).click();
  // The app's own timers (answers are handed to the page in one) run only as the clock is stepped.
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return field(page, 'Fingerprint').textContent();
    })
    .not.toBe(newest.id);
  await page.clock.runFor(2_000);
  expect(await offCentre()).toBeGreaterThan(3);
  await page.clock.runFor(1_500);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return offCentre();
    })
    .toBeLessThan(3);
});

test('the Share menu links to each service with the page address', async ({ page, request, baseURL }) => {
  const all = await timeline(request);
  const sighting = all.find((candidate) => (candidate.summary ?? '').length > 128) ?? all[0]!;
  const pageUrl = `${baseURL}/sighting/${sighting.id}`;
  await page.goto(`/sighting/${sighting.id}`);

  // Open it from the keyboard.
  await page.getByRole('button', { name: 'Share' }).focus();
  await page.keyboard.press('Enter');
  const items = page.locator('.dropdown-menu.show .dropdown-item');
  await expect(items).toHaveText([
    'Email',
    'Facebook (opens in a new tab)',
    'Twitter (X) (opens in a new tab)',
    'LinkedIn (opens in a new tab)',
    'Reddit (opens in a new tab)',
  ]);
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();

  const href = async (name: string) => new URL((await items.filter({ hasText: name }).getAttribute('href'))!);
  const email = await href('Email');
  expect(email.protocol).toBe('mailto:');
  expect(decodeURIComponent(email.href)).toContain(pageUrl);
  /** The network's share link goes to its share page and hands it this page's URL as `param`. */
  const sharedTo = async (name: string, sharePage: string, param: string) => {
    const link = await href(name);
    expect(link.origin + link.pathname).toBe(sharePage);
    expect(link.searchParams.get(param)).toBe(pageUrl);
    return link.searchParams;
  };
  await sharedTo('Facebook', 'https://www.facebook.com/sharer/sharer.php', 'u');
  const text = (await sharedTo('Twitter (X)', 'https://x.com/intent/tweet', 'url')).get('text')!;
  expect(text.length).toBeLessThanOrEqual(128);
  expect(sighting.summary!.startsWith(text.replace(/…$/, ''))).toBe(true);
  await sharedTo('LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/', 'url');
  const reddit = await sharedTo('Reddit', 'https://www.reddit.com/submit', 'url');
  expect(reddit.get('title')).toBe(sighting.summary);

  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);
});

test('Return to Map goes home', async ({ page, request }) => {
  const [sighting] = await timeline(request);
  await page.goto(`/sighting/${sighting!.id}`);
  await page.getByRole('link', { name: 'Return to Map' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
  await expect(page.locator('.sightings-map')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('stacks the cards and the side column without overflowing', async ({ page, request }) => {
    const [sighting] = await timeline(request);
    await page.goto(`/sighting/${sighting!.id}`);
    await expect(page.getByRole('link', { name: 'Return to Map' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const summary = (await page.getByRole('heading', { name: 'Summary', exact: true }).boundingBox())!;
    const mapFrame = page.getByRole('group', { name: /^Map of / });
    expect((await mapFrame.boundingBox())!.y).toBeGreaterThan(summary.y);
    // Below the cards, the map is built as the visitor scrolls towards it.
    await mapFrame.scrollIntoViewIfNeeded();
    await expect(mapFrame.locator('.mini-map .leaflet-marker-icon')).toBeVisible();
  });
});
