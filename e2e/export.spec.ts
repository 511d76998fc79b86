import { readFile } from 'node:fs/promises';
import { parseCsv } from '../server/import/csv-parser.ts';
import { expect, test } from './fixtures.ts';

test.use({ quiet: true });

test('downloads a filtered search as a CSV holding the sightings the search lists', async ({ page, baseURL }) => {
  await page.goto('/search');
  await page.getByLabel('From date').fill('1950-01-01');
  await page.getByLabel('To date').fill('2010-12-31');
  await page.getByLabel('Keyword').fill('lights');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.locator('[aria-live]')).toHaveText(/^Found /);
  // Every result on one page, to read what the search lists.
  await page.getByLabel('Results per page').selectOption('75');
  await expect(results.locator('[aria-live]')).toHaveText(/^Found /);
  const links = results.getByRole('table').getByRole('link');
  await expect(links.first()).toBeVisible();
  const listed = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))).map(
    (href) => /^\/sighting\/([^?]+)/.exec(href)![1]!,
  );
  expect(listed.length).toBeGreaterThan(1);

  const panel = page.getByRole('region', { name: 'Download these results' });
  await expect(panel.getByLabel('Format')).toHaveValue('csv');
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: `Download ${listed.length} sightings` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('skywatch-sightings-lights.csv');
  await expect(panel.getByText(`Downloaded ${listed.length} sightings.`)).toBeVisible();

  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(text.slice(1));
  const column = (name: string) => header!.fields.indexOf(name);
  expect(records.map((record) => record.fields[column('id')])).toEqual(listed);
  for (const record of records) {
    const id = record.fields[column('id')]!;
    expect(record.fields[column('permalink')]).toBe(`${baseURL}/sighting/${id}`);
    expect(record.fields[column('licence')]).toContain('CC BY 4.0');
    const occurredYear = Number(record.fields[column('occurred')]!.slice(0, 4));
    expect(occurredYear).toBeGreaterThanOrEqual(1950);
    expect(occurredYear).toBeLessThanOrEqual(2010);
  }
});
