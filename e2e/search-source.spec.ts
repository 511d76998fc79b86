import { expect, test } from './fixtures.ts';
import { approveReport, reportSighting } from './staff.ts';

test.use({ quiet: true });

const WORD = `sourceglow${Date.now().toString(36)}`;
const HISTORICAL = 'Historical record';

test('the search offers the sources once the data holds more than one, and narrows to the chosen one', async ({
  page,
  request,
}) => {
  // The built-in history is one source; a report approved here is the site's own.
  const report = await reportSighting(request, `${WORD} over the harbour`, { latitude: 47.6, longitude: -122.33 });
  await approveReport(request, report.id);
  const sources = (await (await request.get('/api/v1/sightings/sources')).json()) as Array<{ source: string }>;
  const own = sources.find(({ source }) => source !== HISTORICAL)!.source;
  expect(sources.map(({ source }) => source)).toContain(HISTORICAL);

  await page.goto(`/search?term=${WORD}`);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByText('Found one sighting')).toBeVisible();

  const source = page.getByRole('combobox', { name: 'Source' });
  await source.selectOption(HISTORICAL);
  const narrowed = page.waitForRequest((call) => call.url().endsWith('/api/v1/sightings/search'));
  await page.getByRole('button', { name: 'Search' }).click();
  expect((await narrowed).postDataJSON()).toMatchObject({ term: WORD, source: HISTORICAL });
  await expect(page.getByText('No Results Found')).toBeVisible();

  await source.selectOption(own);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(results.getByText('Found one sighting')).toBeVisible();
  await expect(results.getByRole('table')).toContainText(`${WORD} over the harbour`);

  // The chosen source is kept with the search.
  await page.goto('/search');
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveValue(own);
  await expect(results.getByText('Found one sighting')).toBeVisible();
});
