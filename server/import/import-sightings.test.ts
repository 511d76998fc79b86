import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everySighting, sightingStores, withSightingStores } from '../test/sighting-stores.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { createTestDatabase, testDialects } from '../test/test-database.ts';
import { exportSightings } from './export-sightings.ts';
import { ImportError, importSightings } from './import-sightings.ts';
import { expectFirstImport, itImportsEachRowOnceAndAsPending } from './import-test-cases.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'nuforc-sample.csv');
const FIXTURE_FILE = { filePath: FIXTURE, rowsRead: 31, added: 27, skipped: 4 };

describe.each(testDialects())('importing sightings on %s', (dialect) => {
  const test = withSightingStores(dialect);
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'skywatch-import-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const importFile = (filePath: string, pending = false, into = { bulk: test.stores.bulk }) =>
    importSightings({ filePath, pending, batchSize: 10, ...into });

  /** Every stored sighting, by id: storage order is the database's business. */
  const everything = async (from = test.stores.bulk) =>
    (await everySighting(from)).sort((a, b) => a.id.localeCompare(b.id));

  it('imports the NUFORC sample, skipping bad rows with their line and reason', async () => {
    const summary = await importFile(FIXTURE);
    expectFirstImport(summary, 'nuforc', FIXTURE_FILE, [
      { line: 17, reason: 'invalid latitude', detail: '33q.200088' },
      { line: 28, reason: 'invalid datetime', detail: '13/45/2003 21:00' },
      { line: 29, reason: 'wrong number of fields', detail: 'expected 11, found 12' },
      { line: 32, reason: 'invalid longitude', detail: '-270.2555556' },
    ]);
    expect(summary.skippedByReason).toEqual({
      'invalid latitude': 1,
      'invalid datetime': 1,
      'wrong number of fields': 1,
      'invalid longitude': 1,
    });
    expect(await test.stores.publicReads.count()).toBe(27);

    const stored = await everything();
    const byCity = (city: string) => stored.find((sighting) => sighting.city === city)!;
    expect(byCity('Portland')).toMatchObject({
      summary: 'We called it a "flying pancake" at first, then it split in two.',
      shape: 'Other',
      tags: [],
    });
    expect(byCity('Denver').detailedDescription).toBe('Metallic cylinder at about 5,000 feet, tumbling end over end.');
    expect(byCity('Kansas City, North').locationName).toBe('Kansas City, North, Missouri, United States');
    expect(byCity('Albuquerque').summary).toBe(
      'Red sphere, then a second; they merged "like drops of water" and left.',
    );
    expect(byCity('Madison').detailedDescription).toBe('Oval craft over the lake.\nIt hovered, then moved west.');
    expect(byCity('Chicago').occurred).toBe('1976-07-05T05:00:00.000Z'); // central daylight time
    expect(byCity('Chicago').timeZone).toBe('America/Chicago');
    expect(byCity('London')).toMatchObject({
      region: 'England',
      country: 'United Kingdom',
      iso2CountryCode: 'GB',
      locationName: 'London, England, United Kingdom',
      shape: 'Sphere',
      tags: ['sphere'],
    });
    expect(byCity('Helena').duration).toBeNull();
  });

  itImportsEachRowOnceAndAsPending(importFile, () => test.stores, FIXTURE_FILE);

  it('round-trips an export through an import into another database', async () => {
    const tagged = makeSighting({
      tags: ['orb', 'with|pipe', 'back\\slash'],
      summary: 'Quotes "here", commas, and\nbreaks',
    });
    const pending = makeSighting({
      approved: false,
      status: 'PENDING',
      latitude: null,
      longitude: null,
      duration: null,
    });
    const deleted = makeSighting({ deleted: true });
    await test.stores.bulk.insertMany([tagged, pending, deleted]);
    await importFile(FIXTURE);
    const exportFile = path.join(scratch, `export-${dialect}.csv`);
    expect(await exportSightings(exportFile, test.stores.bulk)).toBe(29);

    const target = await createTestDatabase(dialect);
    try {
      const into = { bulk: sightingStores(target.handle).bulk };
      const summary = await importFile(exportFile, false, into);
      expect(summary).toMatchObject({ format: 'skywatch', rowsRead: 29, added: 29, skipped: 0 });
      expect(await everything(into.bulk)).toEqual(await everything());
      expect(await importFile(exportFile, false, into)).toMatchObject({ added: 0, alreadyStored: 29 });
    } finally {
      await target.destroy();
    }
  });

  it('knows its own sightings when an export comes back to the same database', async () => {
    await importFile(FIXTURE);
    const exportFile = path.join(scratch, `same-${dialect}.csv`);
    await exportSightings(exportFile, test.stores.bulk);
    expect(await importFile(exportFile)).toMatchObject({ added: 0, alreadyStored: 27 });
  });

  it('gives an exported sighting a new id when its id belongs to another sighting', async () => {
    const original = makeSighting({ id: 'clash001', summary: 'The exported one' });
    await test.stores.bulk.insertMany([original]);
    const exportFile = path.join(scratch, `clash-${dialect}.csv`);
    await exportSightings(exportFile, test.stores.bulk);

    const target = await createTestDatabase(dialect);
    try {
      const into = { bulk: sightingStores(target.handle).bulk };
      await into.bulk.insertMany([makeSighting({ id: 'clash001', summary: 'Someone else' })]);
      expect(await importFile(exportFile, false, into)).toMatchObject({ added: 1 });
      const stored = await everything(into.bulk);
      const copy = stored.find((sighting) => sighting.summary === 'The exported one')!;
      expect(copy.id).not.toBe('clash001');
      // Same place, same minute as the other one: the two are reports of one event.
      expect(copy).toEqual({
        ...original,
        id: copy.id,
        media: [],
        point: expect.anything(),
        importKey: undefined,
        eventId: expect.any(String),
        eventSize: 2,
      });
      expect(await importFile(exportFile, false, into)).toMatchObject({ added: 0, alreadyStored: 1 });
    } finally {
      await target.destroy();
    }
  });

  it('refuses a missing file and an unknown header with a clear error', async () => {
    await expect(importFile(path.join(scratch, 'missing.csv'))).rejects.toThrow(/File not found: .*missing\.csv/);
    const unknown = path.join(scratch, 'unknown.csv');
    writeFileSync(unknown, 'when,where,what\n1,2,3\n');
    await expect(importFile(unknown)).rejects.toThrow(ImportError);
    await expect(importFile(unknown)).rejects.toThrow(
      /Unknown CSV format[\s\S]*when,where,what[\s\S]*datetime,city,state/,
    );
    const empty = path.join(scratch, 'empty.csv');
    writeFileSync(empty, '');
    await expect(importFile(empty)).rejects.toThrow(/is empty/);
  });

  it('skips invalid rows of an export with the field at fault', async () => {
    const exportFile = path.join(scratch, `invalid-${dialect}.csv`);
    await test.stores.bulk.insertMany([makeSighting({ id: 'good0001' })]);
    await exportSightings(exportFile, test.stores.bulk);
    const [header, line] = readFileSync(exportFile, 'utf8').split('\r\n');
    const broken = line!.replace('good0001', 'bad00001').replace('00:05:00', '99:99:99');
    writeFileSync(exportFile, `${header}\r\n${line}\r\n${broken}\r\n`);
    const target = await createTestDatabase(dialect);
    try {
      const summary = await importFile(exportFile, false, { bulk: sightingStores(target.handle).bulk });
      expect(summary).toMatchObject({ added: 1, skipped: 1 });
      expect(summary.skippedRows).toEqual([
        { line: 3, reason: 'invalid duration', detail: 'Duration must be hh:mm:ss.' },
      ]);
    } finally {
      await target.destroy();
    }
  });
});
