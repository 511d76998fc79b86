import { expect, test } from './fixtures.ts';
import { approveReport as approve, reportSighting } from './staff.ts';

// Three witnesses around Stephenville, Texas, a few kilometres and minutes apart: one event. Far from
// where the other specs file their reports, so none of theirs joins it.
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const WITNESSES = [
  {
    summary: 'Event spec: a mile-wide row of lights over Stephenville',
    details: { latitude: 32.22, longitude: -98.2, occurred: minutesAgo(30), shape: 'Triangle', duration: '00:05:00' },
  },
  {
    summary: 'Event spec: bright lights racing south near Dublin',
    details: { latitude: 32.09, longitude: -98.34, occurred: minutesAgo(20), shape: 'Triangle', duration: '00:12:00' },
  },
  {
    summary: 'Event spec: a silent glow above Selden',
    details: { latitude: 32.17, longitude: -98.05, occurred: minutesAgo(10), shape: 'Sphere', duration: '00:02:00' },
  },
];

test.use({ quiet: true });

test('three witnesses of one event: each sighting names the others, the event page shows them all', async ({
  page,
  request,
}) => {
  const reports = [];
  for (const { summary, details } of WITNESSES) {
    reports.push(await reportSighting(request, summary, { locationName: 'Erath County, Texas', ...details }));
  }
  for (const report of reports) await approve(request, report.id);

  // Near the top of the page, seen without scrolling on a laptop and on a phone.
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/sighting/${reports[1]!.id}`);
    await expect(page.getByRole('link', { name: 'Also reported by 2 other witnesses' })).toBeInViewport();
  }
  const others = page.getByRole('link', { name: 'Also reported by 2 other witnesses' });
  await expect(others).toHaveAttribute('href', `/event/${reports[1]!.id}`);
  await others.click();
  await expect(page).toHaveURL(`/event/${reports[1]!.id}`);

  // The sighting as its own page shows it, then the event below it.
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  const event = page.getByRole('region', { name: 'One event, many witnesses' });
  const listed = event.getByRole('list', { name: 'Witness reports, earliest first' }).getByRole('link');
  await expect(listed).toHaveText(WITNESSES.map(({ summary }) => summary));
  for (const [index, report] of reports.entries()) {
    await expect(listed.nth(index)).toHaveAttribute('href', `/sighting/${report.id}`);
  }
  const agreement = event.getByLabel('What the witnesses agree on');
  await expect(agreement.locator('.event-fact').filter({ hasText: 'Most reported shape' })).toContainText('Triangle');
  await expect(agreement.locator('.event-fact').filter({ hasText: 'Duration' })).toContainText(
    '2 minutes to 12 minutes',
  );
  // Side by side on a laptop, each with its offset from the first report.
  const cards = event.getByRole('list', { name: 'Witness reports, earliest first' }).getByRole('listitem');
  await expect(cards.nth(0)).toContainText('First report');
  await expect(cards.nth(1)).toContainText('10 minutes later');
  await expect(cards.nth(1)).toContainText('km away');
  await expect(cards.nth(2)).toContainText('20 minutes later');
  const [left, right] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
  // Every witness on one map.
  const map = event.getByRole('group', { name: 'Map of every witness report' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(3);

  // Opened directly, by another member's id, the page comes with the event inside it.
  await page.goto(`/event/${reports[2]!.id}`);
  await expect(listed).toHaveText(WITNESSES.map(({ summary }) => summary));
  await expect(event.getByRole('listitem').nth(2)).toContainText('This report');
});
