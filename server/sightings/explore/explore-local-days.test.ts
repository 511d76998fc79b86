import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clustersAnswerSchema, histogramAnswerSchema } from '../../../common/schemas/explore.ts';
import { sightingListSchema } from '../../../common/schemas/sighting.ts';
import { countExploreCells } from '../../db/migrations/explore-counts-as-applied.ts';
import { prepareDatabase } from '../../prepare-database.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { testDialects } from '../../test/test-database.ts';
import { exploreSqlFor, recountExploreCells } from './explore-cells.ts';

const DENVER = { latitude: 39.74, longitude: -104.99 };
// 21:00 on New Year's Eve in Denver: 04:00 on 1 January 2020 in UTC.
const denverEve = makeSighting({ occurred: '2020-01-01T04:00:00.000Z', timeZone: 'America/Denver', ...DENVER });
// No known zone: its UTC day, an approximation.
const unzoned = makeSighting({ occurred: '2020-01-01T03:00:00.000Z', timeZone: null, ...DENVER });
const sightings = [
  denverEve,
  unzoned,
  // 01:00 on New Year's Day in Tokyo: still 2019 in UTC.
  makeSighting({
    occurred: '2019-12-31T16:00:00.000Z',
    timeZone: 'Asia/Tokyo',
    latitude: 35.68,
    longitude: 139.69,
  }),
  // Whole years of a shape on either side, so a long range takes its years from the kept counts.
  ...['2012-06-01', '2015-06-01', '2018-06-01'].map((day) =>
    makeSighting({ occurred: `${day}T20:00:00.000Z`, timeZone: 'America/Denver', ...DENVER }),
  ),
];

const WORLD = { swLng: -180, swLat: -90, neLng: 180, neLat: 90 };
const AMERICAS = { swLng: -130, swLat: 20, neLng: -60, neLat: 55 };
type Query = Record<string, string | number>;

describe.each(testDialects())("New Year's Eve in the Americas, on %s", (dialect) => {
  let test: TestApp;
  const get = async (path: string, query: Query) => {
    const url = `/api/v1/sightings/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const years = async (query: Query) => histogramAnswerSchema.parse(await get('histogram', query)).buckets;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    await sightingStores(test.database.handle).bulk.insertMany(sightings);
  }, 60_000);
  afterAll(() => test.close());

  it('counts in 2019 in the yearly histogram and the timeline, on every path the counts take', async () => {
    // The world's years come from the kept counts; the Americas' from the kept counts less the outside.
    // Denver's eve in 2019; Tokyo's New Year's Day (2019 in UTC) and the unzoned sighting in 2020.
    expect(await years(WORLD)).toContainEqual({ period: '2019', count: 1 });
    expect(await years(WORLD)).toContainEqual({ period: '2020', count: 2 });
    expect(await years(AMERICAS)).toEqual([
      { period: '2012', count: 1 },
      { period: '2015', count: 1 },
      { period: '2018', count: 1 },
      { period: '2019', count: 1 },
      { period: '2020', count: 1 },
    ]);
    // The timeline's months, and its years narrowed by a shape over whole years (kept years and ends).
    expect(await years({ ...AMERICAS, interval: 'month' })).toContainEqual({ period: '2019-12', count: 1 });
    expect(await years({ ...AMERICAS, shape: 'Sphere', fromDate: '2012-03-01', toDate: '2019-12-31' })).toEqual([
      { period: '2012', count: 1 },
      { period: '2015', count: 1 },
      { period: '2018', count: 1 },
      { period: '2019', count: 1 },
    ]);
    expect(await years({ ...AMERICAS, fromDate: '2020-01-01', toDate: '2020-12-31' })).toEqual([
      { period: '2020', count: 1 },
    ]);
  });

  it("is found by the explorer's fromDate and toDate on 2019-12-31, the unzoned sighting on its UTC day", async () => {
    const eve = { fromDate: '2019-12-31', toDate: '2019-12-31' };
    const clusters = clustersAnswerSchema.parse(await get('clusters', { ...AMERICAS, ...eve, zoom: 3 }));
    expect(clusters.total).toBe(1);
    const listed = sightingListSchema.parse(await get('by-lat-lng-bounds', { ...AMERICAS, ...eve, size: 10 }));
    expect(listed.map((sighting) => [sighting.id, sighting.timeZone])).toEqual([[denverEve.id, 'America/Denver']]);
    const newYear = sightingListSchema.parse(
      await get('by-lat-lng-bounds', { ...AMERICAS, fromDate: '2020-01-01', toDate: '2020-01-01', size: 10 }),
    );
    // Approximate: no zone is known, so its day is its UTC day (`timeZone` null says so).
    expect(newYear.map((sighting) => [sighting.id, sighting.timeZone])).toEqual([[unzoned.id, null]]);
    const world = clustersAnswerSchema.parse(await get('clusters', { ...WORLD, ...eve, zoom: 1 }));
    expect(world.total).toBe(1);
    // Tokyo's New Year's Day, 2019 in UTC.
    expect(await years({ ...WORLD, fromDate: '2020-01-01', toDate: '2020-01-01' })).toEqual([
      { period: '2020', count: 2 },
    ]);
  });

  it('files the kept counts by local year after migration 034 asks for the recount', async () => {
    const { db } = test.database.handle;
    const keptYears = () =>
      sql<{ cell: number; year: number; count: number }>`select cell, year, sighting_count as count
        from explore_cell_years where level = 1 and year >= 2019 and sighting_count <> 0 order by cell, year`
        .execute(db)
        .then(({ rows }) => rows.map((row) => [Number(row.cell), Number(row.year), Number(row.count)]));
    const local = await keptYears();
    const denverCell = local.find(([, year]) => year === 2019)![0];
    expect(local.filter(([cell]) => cell === denverCell)).toEqual([
      [denverCell, 2019, 1],
      [denverCell, 2020, 1],
    ]);
    // The counts and triggers as migration 015 made them: by UTC year.
    await exploreSqlFor(dialect).dropTriggers(db);
    await db.transaction().execute((trx) => countExploreCells(trx, dialect));
    expect((await keptYears()).filter(([cell]) => cell === denverCell)).toEqual([[denverCell, 2020, 2]]);
    await sql`delete from schema_migrations where name = '034-explore-local-years'`.execute(db);
    // A start: the migration, then the recount it asks for.
    await prepareDatabase(db, dialect);
    expect(await keptYears()).toEqual(local);
    // The app's triggers now follow the local day: a sighting moved across New Year moves its year.
    await sql`update sightings set local_date = '2020-01-01' where id = ${denverEve.id}`.execute(db);
    const afterEdit = await keptYears();
    await db.transaction().execute((trx) => recountExploreCells(trx, dialect));
    expect(afterEdit).toEqual(await keptYears());
    expect(afterEdit.filter(([cell]) => cell === denverCell)).toEqual([[denverCell, 2020, 2]]);
  });
});
