import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreDeferredIndexes } from '../../db/deferred-indexes.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-database.ts';
import { deferSightingIndexes, runBulkLoad } from './bulk-load.ts';

describe.each(testDialects())('indexes deferred by a bulk load (%s)', (dialect) => {
  let database: TestDatabase;
  afterEach(() => database?.destroy());

  async function indexNames(): Promise<string[]> {
    const { rows } =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'sightings'`.execute(
            database.handle.db,
          )
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'sightings'`.execute(
            database.handle.db,
          );
    return rows.map((row) => row.name).sort();
  }

  /** The indexes of the tags and, on PostgreSQL, the foreign keys: deferred too. */
  async function tagIndexesAndKeys(): Promise<string[]> {
    const { rows } =
      dialect === 'postgres'
        ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'sighting_tags'
            union all select conname from pg_constraint where contype = 'f'`.execute(database.handle.db)
        : await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'sighting_tags'`.execute(
            database.handle.db,
          );
    return rows.map((row) => row.name).sort();
  }

  it('builds them after a load into an empty table, as they were', async () => {
    database = await createTestDatabase(dialect);
    const before = await indexNames();
    const tagsBefore = await tagIndexesAndKeys();
    expect(tagsBefore).toContain('sighting_tags_tag');
    const sightings = sightingStores(database.handle);
    const result = await runBulkLoad(database.handle.db, sightings.engine, async () => {
      expect(await indexNames()).not.toContain('sightings_public_cells');
      expect(await tagIndexesAndKeys()).not.toContain('sighting_tags_tag');
      if (dialect === 'postgres') expect(await tagIndexesAndKeys()).not.toContain('sighting_tags_sighting_seq_fkey');
      return {
        added: await sightings.bulk.insertMany([
          makeSighting({ tags: ['Orb'] }),
          makeSighting({ latitude: 33.45, longitude: -112.07 }),
        ]),
      };
    });
    expect(result.added).toBe(2);
    expect(await indexNames()).toEqual(before);
    expect(await tagIndexesAndKeys()).toEqual(tagsBefore);
    const inPhoenix = await sightings.publicReads.findInBoxes(
      [{ west: -112.3, south: 33.3, east: -111.9, north: 33.7 }],
      10,
    );
    expect(inPhoenix).toHaveLength(1);
  });

  it('leaves the indexes of a table that holds sightings alone', async () => {
    database = await createTestDatabase(dialect);
    await sightingStores(database.handle).bulk.insertMany([makeSighting()]);
    expect(await deferSightingIndexes(database.handle.db, sightingStores(database.handle).engine)).toBe(false);
    expect(await indexNames()).toContain('sightings_public_cells');
  });

  it('builds them at the next start when a load was cut off', async () => {
    database = await createTestDatabase(dialect);
    const before = await indexNames();
    const tagsBefore = await tagIndexesAndKeys();
    expect(await deferSightingIndexes(database.handle.db, sightingStores(database.handle).engine)).toBe(true);
    expect(await indexNames()).not.toEqual(before);
    expect(await tagIndexesAndKeys()).not.toEqual(tagsBefore);
    await migrateToLatest(database.handle.db, dialect);
    expect(await indexNames()).toEqual(before);
    expect(await tagIndexesAndKeys()).toEqual(tagsBefore);
    await restoreDeferredIndexes(database.handle.db, dialect); // nothing left to do
    expect(await indexNames()).toEqual(before);
  });
});
