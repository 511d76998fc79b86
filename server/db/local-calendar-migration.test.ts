import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { up } from './migrations/030-local-calendar.ts';

const sightings = [
  // 19:30 MST on 13 March 1997: the 14th in UTC.
  makeSighting({
    id: 'migrate1',
    occurred: '1997-03-14T02:30:00.000Z',
    timeZone: 'America/Phoenix',
    longitude: -112.07,
  }),
  // No zone: the UTC day, and mean solar time 112.07° west.
  makeSighting({ id: 'migrate2', occurred: '1997-03-14T02:30:00.000Z', timeZone: null, longitude: -112.07 }),
  // Neither zone nor place: the UTC day and hour.
  makeSighting({
    id: 'migrate3',
    occurred: '1999-12-31T23:30:00.000Z',
    timeZone: null,
    latitude: null,
    longitude: null,
  }),
  // Tokyo's New Year's Day, 1999 in UTC.
  makeSighting({ id: 'migrate4', occurred: '1999-12-31T15:30:00.000Z', timeZone: 'Asia/Tokyo', longitude: 139.7 }),
];

describe.each(testDialects())('migration 030 on stored sightings, on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await sightingStores(database.handle).bulk.insertMany(sightings);
  });
  afterAll(() => database?.destroy());

  it('works out the day and hour of every stored row, as new rows get them', async () => {
    const { db } = database.handle;
    const calendar = () =>
      db.selectFrom('sightings').select(['id', 'local_date', 'local_hour']).orderBy('id').execute();
    const written = await calendar();
    expect(written.map((row) => [row.local_date, Number(row.local_hour)])).toEqual([
      ['1997-03-13', 19],
      ['1997-03-14', 19],
      ['1999-12-31', 23],
      ['2000-01-01', 0],
    ]);
    // The rows as they were before the migration: without the columns. SQLite drops no column that an
    // index or a trigger names: those of later migrations (034's) and of the kept counts go first.
    await sql`drop index sightings_public_local_dates`.execute(db);
    if (dialect === 'sqlite') {
      for (const index of ['sightings_public_places', 'sightings_public_shapes', 'sightings_public_cells'])
        await sql`drop index ${sql.ref(index)}`.execute(db);
      for (const kept of ['explore_cells', 'explore_shape_years'])
        for (const change of ['insert', 'update', 'delete'])
          await sql`drop trigger ${sql.ref(`${kept}_${change}`)}`.execute(db);
    }
    await sql`alter table sightings drop column local_date`.execute(db);
    await sql`alter table sightings drop column local_hour`.execute(db);
    await db.transaction().execute((trx) => up(trx, dialect));
    expect(await calendar()).toEqual(written);
  });
});
