import { expect, test } from './fixtures.ts';
import { approveReport, reportSighting } from './staff.ts';

test.use({ quiet: true });

// Three witnesses near Marfa, Texas, minutes apart (one event), and one report of the same word far
// away: far from where the other specs file their reports, so none of theirs joins the event.
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const WORD = `marfaglow${Date.now().toString(36)}`;
const REPORTS = [
  {
    summary: `${WORD} over the Chinati foothills`,
    details: { latitude: 30.31, longitude: -104.02, occurred: minutesAgo(50) },
  },
  {
    summary: `${WORD} seen from the viewing area`,
    details: { latitude: 30.29, longitude: -103.9, occurred: minutesAgo(40) },
  },
  {
    summary: `${WORD} drifting south of town`,
    details: { latitude: 30.27, longitude: -104.01, occurred: minutesAgo(30) },
  },
  { summary: `${WORD} above the lake`, details: { latitude: 44.9, longitude: -93.3, occurred: minutesAgo(45) } },
];

test('a search lists one result per event when asked, and says how many others it stands for', async ({
  page,
  request,
}) => {
  const reports = [];
  for (const { summary, details } of REPORTS) reports.push(await reportSighting(request, summary, details));
  for (const report of reports) await approveReport(request, report.id);

  await page.goto(`/search?term=${WORD}`);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('Found four sightings')).toBeVisible();

  await page.getByRole('switch', { name: 'Show one result per event' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByText('Found two sightings')).toBeVisible();
  // Newest first: the event's newest report stands for the two others, then the lone report.
  const rows = results.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(REPORTS[2]!.summary);
  await expect(rows.nth(1)).toContainText(REPORTS[3]!.summary);
  await expect(rows.nth(1).getByRole('link', { name: /other report/ })).toHaveCount(0);
  const others = rows.nth(0).getByRole('link', { name: 'and 2 other reports of this event' });
  await others.click();
  await expect(page).toHaveURL(`/event/${reports[2]!.id}`);
  await expect(page.getByRole('region', { name: 'One event, many witnesses' })).toBeVisible();

  // The choice is remembered with the search.
  await page.goto('/search');
  await expect(page.getByRole('switch', { name: 'Show one result per event' })).toBeChecked();
  await expect(results.getByText('Found two sightings')).toBeVisible();
});
