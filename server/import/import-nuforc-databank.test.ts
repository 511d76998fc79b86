import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { everySighting, withSightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { importSightings } from './import-sightings.ts';
import { expectFirstImport, itImportsEachRowOnceAndAsPending } from './import-test-cases.ts';

const DATABANK = path.join(import.meta.dirname, 'fixtures', 'nuforc-databank-sample.csv');
const FILE = { filePath: DATABANK, rowsRead: 15, added: 13, skipped: 2 };

describe.each(testDialects())("importing NUFORC's databank index on %s", (dialect) => {
  const test = withSightingStores(dialect);
  const importFile = (filePath: string, pending = false) =>
    importSightings({ filePath, pending, batchSize: 4, bulk: test.stores.bulk });

  it('reads two-digit years, places every town it can and times each in its zone (IANA rules)', async () => {
    const summary = await importFile(DATABANK);
    expectFirstImport(summary, 'nuforc-databank', FILE, [
      { line: 15, reason: 'no coordinates', detail: 'Xyzzyqwv, Arizona, United States: not found in the gazetteer' },
      { line: 16, reason: 'invalid Date / Time', detail: '2/30/10 20:00' },
    ]);
    expect(summary).toMatchObject({ approximate: 3, flagged: 0 });

    const stored = await everySighting(test.stores.bulk);
    const at = (city: string, day?: string) =>
      stored.find((sighting) => sighting.city === city && (!day || sighting.occurred.startsWith(day)))!;
    const timed = (sighting: Sighting) => ({ occurred: sighting.occurred, timeZone: sighting.timeZone });
    // Arizona keeps standard time all year: 21:00 on the 4th of July is 04:00 UTC.
    expect(timed(at('Phoenix'))).toEqual({ occurred: '2019-07-05T04:00:00.000Z', timeZone: 'America/Phoenix' });
    // Indiana keeps daylight saving time: UTC-4 in July, UTC-5 in January.
    expect(at('Indianapolis', '2019-07')).toMatchObject({
      occurred: '2019-07-05T01:00:00.000Z',
      timeZone: 'America/Indiana/Indianapolis',
      duration: '02:30:00',
      detailedDescription: 'A circle of lights turned slowly over the fairgrounds.\n\nDuration: 2.5 hrs',
      submitted: '2019-07-12T12:00:00.000Z',
    });
    expect(at('Indianapolis', '2019-01').occurred).toBe('2019-01-16T02:00:00.000Z');
    // 03:30 on the morning clocks went forward in New York is daylight time already.
    expect(at('New York City').occurred).toBe('2019-03-10T07:30:00.000Z');

    // '73 is after the file's newest Posted year (2019): 1973, Pacific daylight time.
    expect(at('Vida')).toMatchObject({
      occurred: '1973-06-16T04:00:00.000Z',
      submitted: '2005-11-02T12:00:00.000Z',
      region: 'Oregon',
      addressResolution: 'GEOMETRIC_CENTER',
      summary: 'Silver disk over the McKenzie River, my father "saw it land".',
      duration: null,
    });
    expect(at('Vida').detailedDescription).toContain('Duration: several minutes');
    expect(at('Vida').latitude).toBeCloseTo(44.1, 0);

    // No time: the day is kept, its local midnight stored, and the time marked unknown.
    expect(at('Comptche')).toMatchObject({ occurred: '2018-08-20T07:00:00.000Z', timeUnknown: true });
    expect(at('Phoenix').timeUnknown).toBeUndefined();

    for (const city of ['Bartlett/Memphis', 'North Phoenix', 'Litchfeild']) {
      expect(at(city)).toMatchObject({ addressResolution: 'APPROXIMATE' });
    }
    expect(at('Litchfeild').latitude).toBeCloseTo(41.7, 0);
    expect(at('Tappen').longitude).toBeCloseTo(-99.6, 0);
    expect(at('Toronto')).toMatchObject({ region: 'Ontario', country: 'Canada', timeZone: 'America/Toronto' });
    expect(at('Montreal')).toMatchObject({ region: 'Quebec', country: 'Canada', source: 'NUFORC' });
    expect(at('London')).toMatchObject({
      region: 'England',
      iso2CountryCode: 'GB',
      occurred: '2011-06-06T21:00:00.000Z',
    }); // British summer time
  });

  it('records the source it is told', async () => {
    await importSightings({ filePath: DATABANK, pending: false, bulk: test.stores.bulk, source: 'NUFORC databank' });
    const stored = await everySighting(test.stores.bulk);
    expect(new Set(stored.map((sighting) => sighting.source))).toEqual(new Set(['NUFORC databank']));
  });

  it('stores nothing in a dry run, and shows the first rows as they would be stored', async () => {
    const summary = await importSightings({ filePath: DATABANK, pending: false, bulk: test.stores.bulk, dryRun: true });
    expect(summary).toMatchObject({ rowsRead: 15, added: 0, skipped: 2, approximate: 3 });
    expect(summary.preview.map((sighting) => sighting.city)).toEqual([
      'Phoenix',
      'Indianapolis',
      'Indianapolis',
      'New York City',
      'Vida',
    ]);
    expect(await everySighting(test.stores.bulk)).toHaveLength(0);
  });

  itImportsEachRowOnceAndAsPending(importFile, () => test.stores, FILE);
});
