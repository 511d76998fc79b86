import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itStoresBulkBatchesAsInserts } from '../../test/bulk-store-cases.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { prepareSightings } from './prepared-sightings.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import type { NewSighting } from '../sighting-record.ts';
import { writeSightingStaging } from './staging-repository.ts';

const UPDATED = '2026-01-01T00:00:00.000Z';

describe('staging files (SQLite bulk loads)', () => {
  let database: TestDatabase;
  let sightings: ReturnType<typeof sightingStores>;
  let files = 0;

  beforeEach(async () => {
    database = await createTestDatabase('sqlite');
    sightings = sightingStores(database.handle);
  });
  afterEach(() => database.destroy());

  /** Writes the sightings to a staging file, as a worker thread does, and stores it. */
  async function stage(batch: NewSighting[]): Promise<number> {
    files += 1;
    const file = path.join(database.dataDir, `staged-${files}.sqlite`);
    writeSightingStaging(file, prepareSightings(batch, UPDATED));
    return sightings.bulk.insertStaged(file);
  }

  it('is the way SQLite stores bulk loads', () => {
    expect(sightings.bulk.storesStagingFiles).toBe(true);
  });

  itStoresBulkBatchesAsInserts(() => sightings, stage);
});
