import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-database.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { runBulkLoad } from '../bulk/bulk-load.ts';
import { prepareDatabase } from '../../prepare-database.ts';
import { pauseExploreCountsOfEmptyTable, recountExploreCells } from './explore-cells.ts';
import { recountExploreShapeYears } from './explore-shape-years.ts';

/** The kept counts, cells with none left out, sums rounded past the noise of adding and taking away. */
async function keptCounts(db: Kysely<Database>): Promise<string[]> {
  const cells = await sql<Record<string, number | string>>`select level, cell, sighting_count, latitude_sum,
      longitude_sum, seq_sum from explore_cells where sighting_count <> 0`.execute(db);
  const years = await sql<Record<string, number | string>>`select level, cell, year, sighting_count
      from explore_cell_years where sighting_count <> 0`.execute(db);
  const shapeYears = await sql<Record<string, number | string>>`select shape, level, cell, year, sighting_count,
      latitude_sum, longitude_sum, seq_sum from explore_cell_shape_years where sighting_count <> 0`.execute(db);
  const line = (row: Record<string, number | string>) =>
    Object.values(row)
      .map((value) => Number(Number(value).toFixed(6)))
      .join(' ');
  return [
    ...cells.rows.map(line),
    ...years.rows.map((row) => `year ${line(row)}`),
    ...shapeYears.rows.map(({ shape, ...row }) => `shape ${shape} ${line(row)}`),
  ].sort();
}

/** What counting every stored row again gives, in a transaction that is rolled back. */
async function recounted(db: Kysely<Database>, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  let counts: string[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      await recountExploreCells(trx, dialect);
      await recountExploreShapeYears(trx, dialect);
      counts = await keptCounts(trx);
      throw new Error('rolled back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
    });
  return counts;
}

const SHAPES = ['Disk', 'Light', 'Triangle', null] as const;

const somewhere = (index: number) => ({
  shape: SHAPES[index % SHAPES.length]!,
  latitude: ((index * 37) % 170) - 85 + (index % 10) / 10,
  longitude: ((index * 53) % 360) - 180 + (index % 7) / 7,
  occurred: new Date(Date.UTC(1950 + (index % 70), index % 12, 1 + (index % 28))).toISOString(),
});

describe.each(testDialects())('the explorer kept counts on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('follow every write as a recount of the rows would have them', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const stores = sightingStores(database.handle);
    const sightings = Array.from({ length: 300 }, (_, index) =>
      makeSighting({
        ...somewhere(index),
        approved: index % 4 !== 0,
        status: index % 4 !== 0 ? 'APPROVED' : 'PENDING',
      }),
    );
    await stores.bulk.insertMany(sightings);
    expect((await keptCounts(db)).length).toBeGreaterThan(0);
    expect(await keptCounts(db)).toEqual(await recounted(db, dialect));

    // Writes straight to the table count as well: the triggers follow the rows, not a code path.
    await sql`update sightings set latitude = latitude / 2, occurred = ${'1999-01-01T00:00:00.000Z'} where seq % 5 = 0`.execute(
      db,
    );
    await sql`update sightings set approved = ${dialect === 'postgres' ? sql`not approved` : sql`1 - approved`} where seq % 3 = 0`.execute(
      db,
    );
    await sql`update sightings set deleted = ${dialect === 'postgres' ? sql`true` : sql`1`} where seq % 11 = 0`.execute(
      db,
    );
    await sql`update sightings set latitude = null where seq % 13 = 0`.execute(db);
    await sql`update sightings set shape = 'Light' where seq % 6 = 0`.execute(db);
    await sql`update sightings set shape = null where seq % 19 = 0`.execute(db);
    await sql`delete from sightings where seq % 17 = 0`.execute(db);
    expect(await keptCounts(db)).toEqual(await recounted(db, dialect));
  });

  it('are not written by an update of columns they do not follow', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    await sightingStores(database.handle).bulk.insertMany(
      Array.from({ length: 20 }, (_, index) => makeSighting(somewhere(index))),
    );
    // PostgreSQL's row versions tell whether a row was written, however little it changed.
    const versions = async () =>
      dialect === 'postgres'
        ? (
            await sql<{
              version: string;
            }>`select xmin::text as version from explore_cells order by level, cell`.execute(db)
          ).rows.concat(
            (
              await sql<{ version: string }>`select xmin::text as version from explore_cell_shape_years
                order by level, shape, cell, year`.execute(db)
            ).rows,
          )
        : [];
    const before = { counts: await keptCounts(db), versions: await versions() };
    await sql`update sightings set summary = 'Edited', media_count = media_count`.execute(db);
    expect({ counts: await keptCounts(db), versions: await versions() }).toEqual(before);
  });

  it('are made once at the end of a bulk load into an empty table, and kept again after it', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const stores = sightingStores(database.handle);
    await runBulkLoad(db, stores.engine, async () => ({
      added: await stores.bulk.insertMany(Array.from({ length: 200 }, (_, index) => makeSighting(somewhere(index)))),
    }));
    const afterLoad = await keptCounts(db);
    expect(
      afterLoad.filter((line) => line.startsWith('1 ')).reduce((sum, line) => sum + Number(line.split(' ')[2]), 0),
    ).toBe(200);
    // Shape, level, cell, year, count: every sighting with a shape (three in four) once at level 1.
    const shapesAtLevelOne = afterLoad
      .map((line) => line.split(' '))
      .filter((words) => words[0] === 'shape' && words[2] === '1');
    expect(shapesAtLevelOne.reduce((sum, words) => sum + Number(words[5]), 0)).toBe(150);
    expect(afterLoad).toEqual(await recounted(db, dialect));
    await stores.bulk.insertMany([makeSighting(somewhere(7))]);
    expect(await keptCounts(db)).not.toEqual(afterLoad);
    expect(await keptCounts(db)).toEqual(await recounted(db, dialect));
  });

  it('are made at the next start when a bulk load was cut off', async () => {
    database = await createTestDatabase(dialect);
    const { db } = database.handle;
    const stores = sightingStores(database.handle);
    await pauseExploreCountsOfEmptyTable(db, dialect);
    await stores.bulk.insertMany(Array.from({ length: 50 }, (_, index) => makeSighting(somewhere(index))));
    expect(await keptCounts(db)).toEqual([]);
    await prepareDatabase(db, dialect);
    expect((await keptCounts(db)).length).toBeGreaterThan(0);
    expect(await keptCounts(db)).toEqual(await recounted(db, dialect));
    await stores.bulk.insertMany([makeSighting(somewhere(3))]);
    expect(await keptCounts(db)).toEqual(await recounted(db, dialect));
  });
});
