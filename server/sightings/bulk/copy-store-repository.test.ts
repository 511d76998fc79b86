import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openCopyConnections, type CopyConnections } from '../../db/copy-connections.ts';
import { itStoresBulkBatchesAsInserts } from '../../test/bulk-store-cases.ts';
import { searchCriteria } from '../../test/search-criteria.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { NewSighting } from '../sighting-record.ts';
import { toCopyBatch } from './copy-batch.ts';
import { prepareSightings } from './prepared-sightings.ts';

const UPDATED = '2026-01-01T00:00:00.000Z';

describe.skipIf(!process.env.TEST_DATABASE_URL)('COPY batches (PostgreSQL bulk loads)', () => {
  let database: TestDatabase;
  let sightings: ReturnType<typeof sightingStores>;
  let copy: CopyConnections;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    sightings = sightingStores(database.handle);
    copy = await openCopyConnections(database.handle.connectionString!, 2);
  });
  afterEach(async () => {
    await copy.close();
    await database.destroy();
  });

  /** Encodes the sightings as a worker thread does, and stores them on one of the load's connections. */
  function store(batch: NewSighting[], connection = 0): Promise<number> {
    return sightings.bulk.insertCopied(copy.connections[connection]!, toCopyBatch(prepareSightings(batch, UPDATED)));
  }

  itStoresBulkBatchesAsInserts(
    () => sightings,
    (batch) => store(batch),
  );

  it('keeps ids, keys and import keys unique when two connections store clashing batches at once', async () => {
    const occurred = '2024-05-01T22:15:00.000Z';
    const batch = (label: string) =>
      Array.from({ length: 50 }, (_, index) =>
        makeSighting({
          id: `race${String(index).padStart(4, '0')}`,
          occurred,
          summary: `Clash ${label} ${index}`,
          importKey: index < 25 ? `shared:${index}` : `${label}:${index}`,
          tags: [label],
        }),
      );
    const [first, second] = await Promise.all([store(batch('left'), 0), store(batch('right'), 1)]);
    // The 25 shared import keys are stored once; every other row once, each under an id and key of its own.
    expect(first + second).toBe(25 + 50);
    const found = await sightings.publicReads.search(searchCriteria('clash', { limit: 100 }));
    expect(found.total).toBe(75);
    expect(new Set(found.sightings.map((sighting) => sighting.id)).size).toBe(75);
    for (const sighting of found.sightings) expect(sighting.tags).toHaveLength(1);
  });
});
