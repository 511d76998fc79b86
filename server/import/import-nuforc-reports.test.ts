import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everySighting, withSightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { ImportError, importSightings } from './import-sightings.ts';
import { expectFirstImport, itImportsEachRowOnceAndAsPending } from './import-test-cases.ts';

const LATER_VERSION = path.join(import.meta.dirname, 'fixtures', 'nuforc-reports-sample.csv');
const LATER_FILE = { filePath: LATER_VERSION, rowsRead: 9, added: 6, skipped: 3 };
const OLDER_VERSION = path.join(import.meta.dirname, 'fixtures', 'nuforc-reports-2019-sample.csv');

describe.each(testDialects())('importing NUFORC reports (nuforc_reports.csv) on %s', (dialect) => {
  const test = withSightingStores(dialect);
  const importFile = (filePath: string, pending = false) =>
    importSightings({ filePath, pending, batchSize: 4, bulk: test.stores.bulk });
  const everything = () => everySighting(test.stores.bulk);

  it('imports the later version, placing rows without coordinates by the gazetteer', async () => {
    const summary = await importFile(LATER_VERSION);
    expectFirstImport(summary, 'nuforc-reports', LATER_FILE, [
      { line: 7, reason: 'no coordinates', detail: 'Lake, Arizona, United States: not found in the gazetteer' },
      { line: 8, reason: 'invalid date_time', detail: '2019-02-30T21:00:00' },
      { line: 11, reason: 'missing date_time' },
    ]);
    expect(summary.skippedByReason).toEqual({ 'no coordinates': 1, 'invalid date_time': 1, 'missing date_time': 1 });
    expect(await test.stores.publicReads.count()).toBe(6);

    const stored = await everything();
    const byCity = (city: string) => stored.find((sighting) => sighting.city === city)!;
    expect(byCity('Portland')).toMatchObject({
      summary: 'Three lights in a row, then a fourth.',
      detailedDescription:
        'Three lights in a row, then a fourth joined them over the river.\n' +
        'My son said "that\'s no plane" and we watched until they faded.',
      shape: 'Triangle',
      duration: '00:02:00',
      // 22:15 in Portland, Oregon on the 4th of July: Pacific daylight time, UTC-7.
      occurred: '2018-07-05T05:15:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    expect(byCity('Toronto')).toMatchObject({ country: 'Canada', region: 'Ontario', tags: ['formation'] });
    const sedona = byCity('Sedona');
    expect(sedona).toMatchObject({ locationName: 'Sedona, Arizona, United States', duration: '00:10:00' });
    expect(sedona.point).toEqual({ type: 'Point', coordinates: [sedona.longitude, sedona.latitude] });
    expect(sedona.latitude).toBeCloseTo(34.87, 1);
    expect(byCity('Roswell')).toMatchObject({
      summary: "My neighbor's dog barked at a silent glow over the ranch & the power flickered twice.",
      iso2CountryCode: 'US',
      shape: null,
      duration: '01:00:00',
    });
    expect(byCity('Marfa')).toMatchObject({ shape: 'Fireball', duration: null });
  });

  itImportsEachRowOnceAndAsPending(importFile, () => test.stores, LATER_FILE);

  it('knows a report of the later version again in the older one, by its report number', async () => {
    await importFile(LATER_VERSION);
    const older = await importFile(OLDER_VERSION);
    expect(older).toMatchObject({ format: 'nuforc-reports', rowsRead: 3, added: 2, alreadyStored: 1, skipped: 0 });
    const stored = await everything();
    expect(stored.filter((sighting) => sighting.city === 'Flagstaff')).toHaveLength(1);
    // A Canadian province's code alone means Canada, and is stored by its name.
    expect(stored.find((sighting) => sighting.city === 'Vancouver')).toMatchObject({
      region: 'British Columbia',
      country: 'Canada',
      shape: 'Sphere',
      duration: '00:00:45',
    });
    expect(stored.find((sighting) => sighting.city === 'Vernal')?.latitude).toBeCloseTo(40.46, 1);
  });

  it('names this format too when a header is unknown', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'skywatch-reports-'));
    try {
      const unknown = path.join(scratch, 'unknown.csv');
      writeFileSync(unknown, 'summary,city,state,when\n');
      await expect(importFile(unknown)).rejects.toThrow(ImportError);
      await expect(importFile(unknown)).rejects.toThrow(/nuforc_reports\.csv[\s\S]*summary,city,state,date_time,/);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
