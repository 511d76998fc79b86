import { expect, it } from 'vitest';
import type { SightingStores } from '../test/sighting-stores.ts';
import { everySighting } from '../test/sighting-stores.ts';
import type { ImportFormat, ImportSummary, SkippedRow } from './import-sightings.ts';

/** Why a row naming Perth, Australia is not placed: the gazetteer has two of that name. */
export const PERTH_NOT_PLACED = 'Perth, Australia: 2 places of that name in the gazetteer, not guessed between';

/** Where NUFORC's "london (uk/england)" is stored. */
export const LONDON_ENGLAND = {
  city: 'London',
  region: 'England',
  country: 'United Kingdom',
  iso2CountryCode: 'GB',
  locationName: 'London, England, United Kingdom',
};

/** A file of one format and what a first import of it reads, adds and skips. */
export interface ImportedFile {
  filePath: string;
  rowsRead: number;
  added: number;
  skipped: number;
}

/**
 * The cases every import format must pass: a second import of a file adds nothing, and --pending
 * stores every row as pending, out of the public's sight. Call inside a `describe` with fresh stores.
 */
export function itImportsEachRowOnceAndAsPending(
  importFile: (filePath: string, pending?: boolean) => Promise<ImportSummary>,
  stores: () => SightingStores,
  file: ImportedFile,
): void {
  const { filePath, rowsRead, added, skipped } = file;

  it('adds nothing when the same file is imported again', async () => {
    await importFile(filePath);
    const again = await importFile(filePath);
    expect(again).toMatchObject({ rowsRead, added: 0, alreadyStored: added, skipped });
    expect(await everySighting(stores().bulk)).toHaveLength(added);
  });

  it('stores sightings as pending with --pending', async () => {
    expect((await importFile(filePath, true)).added).toBe(added);
    expect(await stores().publicReads.count()).toBe(0);
    const stored = await everySighting(stores().bulk);
    expect(stored.every((sighting) => sighting.status === 'PENDING' && !sighting.approved)).toBe(true);
  });
}

/** A first import of the file: every row read, none stored before, these rows skipped for these reasons. */
export function expectFirstImport(
  summary: ImportSummary,
  format: ImportFormat,
  file: ImportedFile,
  skippedRows: SkippedRow[],
): void {
  const { rowsRead, added, skipped } = file;
  expect(summary).toMatchObject({ format, rowsRead, added, alreadyStored: 0, skipped, fraction: 1 });
  expect(summary.skippedRows).toEqual(skippedRows);
}
