import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openSqlite } from '../db/connection.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { editOf } from '../test/sighting-edit.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import type { NewSighting } from './sighting-record.ts';

const COUNT = 9000;
const YEAR_MS = 365 * 86_400_000;

function spreadSightings(): NewSighting[] {
  return Array.from({ length: COUNT }, (_, index) => {
    // Several per minute, so ties inside a minute are ordered too.
    const occurred = new Date(Date.UTC(1990, 0, 1) + (index % 3000) * (YEAR_MS / 100) + index).toISOString();
    // Most at Lake Tahoe (a crowded view); one in 150 in Phoenix; three, long ago, in Sydney.
    const place =
      index % 150 === 1
        ? { latitude: 33.45, longitude: -112.07 }
        : index % 3000 === 2
          ? { latitude: -33.87, longitude: 151.21 }
          : {};
    return makeSighting({
      occurred,
      ...place,
      approved: index % 10 !== 0,
      status: index % 10 !== 0 ? 'APPROVED' : 'PENDING',
    });
  });
}

describe.each(testDialects())('the public timeline on %s', (dialect) => {
  let database: TestDatabase;
  let repository: ReturnType<typeof sightingStores>;
  let sightings: NewSighting[];

  const expectedIds = async () =>
    (
      await database.handle.db
        .selectFrom('sightings')
        .select('id')
        .where('approved', '=', true)
        .where('deleted', '=', false)
        .orderBy('timeline_key', 'desc')
        .execute()
    ).map((row) => row.id);

  async function expectEveryPageRight(): Promise<void> {
    const expected = await expectedIds();
    expect(await repository.publicReads.count()).toBe(expected.length);
    for (const offset of [0, 4095, 4096, 4100, 8191, 8192, expected.length - 3, expected.length + 5]) {
      const page = await repository.publicReads.listPage(offset, 25);
      expect(
        page.map((sighting) => sighting.id),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset, offset + 25));
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    repository = sightingStores(database.handle);
    sightings = spreadSightings();
    await repository.bulk.insertMany(sightings);
  }, 60_000);
  afterAll(() => database.destroy());

  it('pages deep into the timeline as exactly as from the top', async () => {
    await expectEveryPageRight();
  });

  it('stays exact after approvals, edits of the date and deletions', async () => {
    const countMatches = async () =>
      (
        await repository.publicReads.search({
          term: 'orange',
          fromInstant: '1900-01-01T00:00:00.000Z',
          toInstantExclusive: '2100-01-01T00:00:00.000Z',
          hasMedia: false,
          excludeExplained: false,
          offset: 0,
          limit: 1,
        })
      ).total;
    const before = await countMatches();
    const pending = sightings[10]!;
    await repository.staff.update(pending.id, editOf(pending, { approved: true, status: 'APPROVED' }));
    const moved = sightings[11]!;
    await repository.staff.update(moved.id, editOf(moved, { occurred: '2031-01-01T00:00:00.000Z' }));
    await repository.staff.softDelete(sightings[5001]!.id);
    await expectEveryPageRight();
    expect(await countMatches()).toBe(before); // one approved, one deleted
    expect((await repository.publicReads.listPage(0, 1))[0]!.id).toBe(moved.id);
  });

  it('finds by words, dates, media and place only what the public may see', async () => {
    const search = (term: string, from: string, to: string) =>
      repository.publicReads.search({
        term,
        fromInstant: `${from}T00:00:00.000Z`,
        toInstantExclusive: `${to}T00:00:00.000Z`,
        hasMedia: false,
        excludeExplained: false,
        offset: 0,
        limit: 100,
      });
    const moved = sightings[11]!;
    expect((await search('orange lig', '2031-01-01', '2031-01-02')).sightings.map((s) => s.id)).toEqual([moved.id]);
    const all = await search('orange lig', '1900-01-01', '2100-01-01');
    expect(all.total).toBe((await expectedIds()).length);
    expect(all.sightings.map((s) => s.id)).toEqual((await expectedIds()).slice(0, 100));
    expect((await search('orange lightz', '1900-01-01', '2100-01-01')).total).toBe(0);
    const inView = await repository.publicReads.findInBoxes([{ west: -121, south: 38, east: -119, north: 40 }], 10);
    expect(inView.map((s) => s.id)).toEqual((await expectedIds()).slice(0, 10));
  });

  it('answers crowded, sparse and tiny map views alike: the newest public sightings in the box', async () => {
    const newestIn = async (box: { west: number; south: number; east: number; north: number }, limit = 25) => {
      const rows = await database.handle.db
        .selectFrom('sightings')
        .select('id')
        .where('approved', '=', true)
        .where('deleted', '=', false)
        .where('latitude', '>=', box.south)
        .where('latitude', '<=', box.north)
        .where('longitude', '>=', box.west)
        .where('longitude', '<=', box.east)
        .orderBy('timeline_key', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    };
    for (const box of [
      { west: -121, south: 38, east: -119, north: 40 },
      { west: -113, south: 33, east: -111, north: 34 },
      { west: 150, south: -35, east: 152, north: -33 },
      { west: 0, south: 0, east: 1, north: 1 },
      // City-sized, read cell by cell: crowded (Lake Tahoe), sparse (Phoenix), empty.
      { west: -120.2, south: 38.8, east: -119.8, north: 39.1 },
      { west: -112.3, south: 33.3, east: -111.9, north: 33.7 },
      { west: 10.1, south: 10.1, east: 10.4, north: 10.3 },
    ]) {
      const answer = await repository.publicReads.findInBoxes([box], 25);
      expect(answer.map((s) => s.id)).toEqual(await newestIn(box));
    }
    // Asked for more than the short walk can promise in a box too full for the spatial index: the
    // whole timeline is walked.
    const crowded = { west: -121, south: 38, east: -119, north: 40 };
    const everything = await repository.publicReads.findInBoxes([crowded], 9000);
    expect(everything.length).toBeGreaterThan(5000);
    expect(everything.map((s) => s.id)).toEqual(await newestIn(crowded, 9000));
  });
});

describe('migration 005 on a database made before it', () => {
  it('gives stored sightings their keys and search and map entries', async () => {
    const handle = openSqlite(':memory:');
    try {
      await sql`create table schema_migrations (name text primary key, applied text not null)`.execute(handle.db);
      for (const migration of migrations.slice(0, 4)) {
        await migration.up(handle.db, 'sqlite');
        await sql`insert into schema_migrations values (${migration.name}, 'then')`.execute(handle.db);
      }
      await sql`insert into sightings (id, summary, occurred, submitted, created, updated, latitude, longitude, approved)
        values ('old00001', 'A glowing disc', '1952-07-19T23:40:00.000Z', '1952-07-20T00:00:00.000Z',
                '1952-07-20T00:00:00.000Z', '1952-07-20T00:00:00.000Z', 38.9, -77.03, 1)`.execute(handle.db);
      await sql`insert into sighting_tags values (1, 0, 'washington')`.execute(handle.db);
      await migrateToLatest(handle.db, 'sqlite');

      const repository = sightingStores(handle);
      const found = await repository.publicReads.search({
        term: 'washing',
        fromInstant: '1952-01-01T00:00:00.000Z',
        toInstantExclusive: '1953-01-01T00:00:00.000Z',
        hasMedia: false,
        excludeExplained: false,
        offset: 0,
        limit: 10,
      });
      expect(found.sightings.map((s) => s.id)).toEqual(['old00001']);
      const inView = await repository.publicReads.findInBoxes([{ west: -78, south: 38, east: -76, north: 40 }], 10);
      expect(inView.map((s) => s.id)).toEqual(['old00001']);
    } finally {
      await handle.close();
    }
  });
});
