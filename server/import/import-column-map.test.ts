import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everySighting, withSightingStores } from '../test/sighting-stores.ts';
import { testDialects } from '../test/test-database.ts';
import { parseColumnMap } from './column-map-csv.ts';
import { ImportError, importSightings } from './import-sightings.ts';
import { SightingFlagsRepository } from './sighting-flags-repository.ts';

const CASES = path.join(import.meta.dirname, 'fixtures', 'mufon-style-cases.csv');
const COLUMNS = parseColumnMap(
  'id=Case Number,occurred=Date,city=Town,region=State,country=Country,latitude=Lat,longitude=Lon,summary=Text,shape=Shape,duration=Length',
);

describe('reading a column map', () => {
  it('maps fields to columns, and says what is wrong with a map', () => {
    expect(parseColumnMap('occurred=Date, city=Town')).toEqual({ occurred: 'Date', city: 'Town' });
    expect(() => parseColumnMap('when=Date')).toThrow('--columns: unknown field "when"');
    expect(() => parseColumnMap('city=Town')).toThrow('--columns must map occurred');
    expect(() => parseColumnMap('occurred=')).toThrow('names no column');
  });
});

describe.each(testDialects())("importing another catalogue's table by a column map on %s", (dialect) => {
  const test = withSightingStores(dialect);
  const flags = () => new SightingFlagsRepository(test.database.handle.db);
  const importCases = (options: { dryRun?: boolean } = {}) =>
    importSightings({
      filePath: CASES,
      pending: false,
      bulk: test.stores.bulk,
      flags: flags(),
      columns: COLUMNS,
      source: 'MUFON',
      ...options,
    });

  it('imports with the same place, time-zone, duplicate and skip rules, and flags far coordinates', async () => {
    const summary = await importCases();
    expect(summary).toMatchObject({ format: 'columns', rowsRead: 6, added: 4, skipped: 2, flagged: 1 });
    expect(summary.skippedRows).toEqual([
      { line: 6, reason: 'missing Date' },
      { line: 7, reason: 'no coordinates', detail: 'Nowhereville, ZZ, Atlantis: no state or country to look it up in' },
    ]);
    expect(summary.flaggedRows).toEqual([
      { line: 4, reason: '51.5072, -0.1276 is 9,671 km from Cape Town, South Africa' },
    ]);
    const stored = await everySighting(test.stores.bulk);
    const at = (city: string) => stored.find((sighting) => sighting.city === city)!;
    expect(at('Chicago')).toMatchObject({
      occurred: '2015-07-05T02:30:00.000Z', // central daylight time
      region: 'Illinois',
      country: 'United States',
      source: 'MUFON',
      shape: 'Sphere',
      duration: '00:04:00',
      addressResolution: 'ROOFTOP',
    });
    expect(at('Sedona')).toMatchObject({ occurred: '2016-01-10T07:00:00.000Z', timeUnknown: true, region: 'Arizona' });
    expect(at('Comptche')).toMatchObject({ region: 'California', addressResolution: 'GEOMETRIC_CENTER' });
    // Kept where its coordinates say, and flagged for staff.
    expect(at('Cape Town')).toMatchObject({ latitude: 51.5072, timeZone: 'Europe/London' });

    // Staff find it listed in administration, once however often the file is imported.
    expect(await importCases()).toMatchObject({ added: 0, alreadyStored: 4 });
    const listed = await flags().page(0, 10);
    expect(listed).toMatchObject({ total: 1, entries: [{ sightingId: at('Cape Town').id }] });
    expect(listed.entries[0]!.reason).toContain('km from Cape Town, South Africa');
  });

  it('refuses a map naming columns the header lacks, before reading a row', async () => {
    const wrong = importSightings({
      filePath: CASES,
      pending: false,
      bulk: test.stores.bulk,
      columns: { occurred: 'When', city: 'Town' },
    });
    await expect(wrong).rejects.toThrow(ImportError);
    await expect(
      importSightings({ filePath: CASES, pending: false, bulk: test.stores.bulk, columns: { occurred: 'When' } }),
    ).rejects.toThrow('--columns names columns the header lacks: occurred=When.');
  });

  it('writes nothing in a dry run', async () => {
    const summary = await importCases({ dryRun: true });
    expect(summary).toMatchObject({ rowsRead: 6, added: 0, skipped: 2 });
    expect(summary.preview[0]).toMatchObject({ city: 'Chicago', source: 'MUFON' });
    expect(await everySighting(test.stores.bulk)).toHaveLength(0);
    expect((await flags().page(0, 10)).total).toBe(0);
  });
});
