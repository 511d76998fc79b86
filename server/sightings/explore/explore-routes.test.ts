import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clustersAnswerSchema, facetsAnswerSchema, histogramAnswerSchema } from '../../../common/schemas/explore.ts';
import { zoneOffsetMs } from '../../../common/display/zone-clock.ts';
import { sightingListSchema } from '../../../common/schemas/sighting.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { editOf } from '../../test/sighting-edit.ts';
import { injectAsBrowser } from '../../test/inject-with-xsrf.ts';
import { makeReport } from '../../test/report-factory.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { runBulkLoad } from '../bulk/bulk-load.ts';
import { boxesForBounds, type LngLatBox } from '../map/map-boxes.ts';
import { MediaRepository } from '../media-repository.ts';
import type { NewSighting } from '../sighting-record.ts';
import { testDialects } from '../../test/test-database.ts';
import { clusterLevel, viewLevel } from './explore-grid.ts';

const SHAPES = ['Disk', 'Light', 'Triangle', 'Fireball', null] as const;
const COUNTRIES = ['US', 'GB', 'AU', 'FJ', null] as const;
const WORDS = ['disc', 'triangle', 'orb'] as const;
/** Places: crowded cities, the antimeridian, the edges of cells at every level, and the poles. */
const PLACES = [
  { latitude: 40.71, longitude: -74.0 },
  { latitude: 40.73, longitude: -73.99 },
  { latitude: 51.5, longitude: -0.12 },
  { latitude: -33.87, longitude: 151.21 },
  { latitude: -17.7, longitude: 179.95 },
  { latitude: -17.8, longitude: -179.9 },
  { latitude: 0, longitude: 0 },
  { latitude: 45, longitude: -90 },
  { latitude: 90, longitude: 180 },
  { latitude: -90, longitude: -180 },
] as const;

/** A small deterministic generator, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SOURCES = ['NUFORC', 'Skywatch', 'MUFON case export'];

function spreadSightings(count: number, seed: number): NewSighting[] {
  const random = seededRandom(seed);
  const pick = <T>(options: readonly T[]) => options[Math.floor(random() * options.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const place =
      random() < 0.6
        ? pick(PLACES)
        : { latitude: Number((random() * 170 - 85).toFixed(4)), longitude: Number((random() * 360 - 180).toFixed(4)) };
    const jitter = random() < 0.5 ? 0 : (random() - 0.5) / 10;
    const latitude = Math.max(-90, Math.min(90, place.latitude + jitter));
    const longitude = Math.max(-180, Math.min(180, place.longitude + jitter));
    const occurred = new Date(Date.UTC(1950, 0, 1) + Math.floor(random() * 75 * 365.25 * 86_400_000)).toISOString();
    const approved = index % 7 !== 0;
    return makeSighting({
      occurred,
      summary: `A ${pick(WORDS)} seen over the town`,
      latitude,
      longitude,
      shape: pick(SHAPES),
      iso2CountryCode: pick(COUNTRIES),
      // By the index, so that the other fields' random picks are those they always were.
      source: SOURCES[index % SOURCES.length]!,
      approved,
      status: approved ? 'APPROVED' : 'PENDING',
    });
  });
}

/**
 * Sightings on either side of the filters' first and last days, and of new year, so every range's
 * ends hold some: counted from the rows, added to the years kept or taken out of them.
 */
const AT_RANGE_ENDS = [
  '1983-01-01T00:00:00.000Z',
  '1983-02-09T23:59:00.000Z',
  '1983-02-10T00:00:00.000Z',
  '1983-07-03T12:00:00.000Z',
  '1983-07-04T00:01:00.000Z',
  '1983-12-31T23:59:00.000Z',
  '1984-01-01T00:00:00.000Z',
  '1972-08-31T23:59:00.000Z',
  '1972-09-01T00:00:00.000Z',
  '2001-01-20T10:00:00.000Z',
  '2001-02-03T00:00:00.000Z',
  '2001-11-30T23:59:00.000Z',
  '2001-12-01T00:00:00.000Z',
  '2011-05-20T23:59:00.000Z',
  '2011-05-21T00:00:00.000Z',
  '2011-10-20T23:59:00.000Z',
  '2011-10-21T00:00:00.000Z',
  '2011-12-31T23:59:00.000Z',
  // Either side of the same days' ends on the sightings' own calendar (the factory's zone, Los Angeles):
  // the other side of them in UTC.
  '1983-02-10T07:59:00.000Z',
  '1983-02-10T08:00:00.000Z',
  '1984-01-01T07:59:00.000Z',
  '1984-01-01T08:00:00.000Z',
  '2011-05-21T06:59:00.000Z',
  '2011-05-21T07:00:00.000Z',
  '2020-01-01T04:00:00.000Z',
  '2020-01-01T08:00:00.000Z',
];

function sightingsAtRangeEnds(): NewSighting[] {
  return AT_RANGE_ENDS.flatMap((occurred, index) =>
    SHAPES.map((shape, shapeIndex) =>
      makeSighting({ occurred, shape, ...PLACES[(index + shapeIndex) % PLACES.length]! }),
    ),
  );
}

interface StoredRow {
  id: string;
  latitude: number | null;
  longitude: number | null;
  occurred: string;
  time_zone: string | null;
  shape: string | null;
  iso2_country_code: string | null;
  source: string | null;
  media_count: number;
}

const BOUNDS = [
  { swLng: -180, swLat: -90, neLng: 180, neLat: 90 },
  { swLng: -180, swLat: -85, neLng: 180, neLat: 85 },
  { swLng: -130, swLat: 20, neLng: -60, neLat: 55 },
  { swLng: -74.3, swLat: 40.5, neLng: -73.7, neLat: 40.9 },
  { swLng: -74.01, swLat: 40.7, neLng: -73.98, neLat: 40.74 },
  // Across the antimeridian, as the map sends it, and once with longitudes past 180.
  { swLng: 170, swLat: -30, neLng: -170, neLat: -10 },
  { swLng: 179.9, swLat: -18, neLng: 180.2, neLat: -17.5 },
  { swLng: -10, swLat: -10, neLng: 10, neLat: 10 },
];
const ZOOMS = [0, 3, 6, 10, 14, 18];

type Query = Record<string, string | number | boolean>;
const FILTERS: Query[] = [
  {},
  { fromDate: '1980-03-15', toDate: '1999-12-31' },
  { fromDate: '1980-03-15', toDate: '1999-12-31', shape: 'Light' },
  // Years from the kept counts, the days at either end from the rows: added to the whole years inside,
  // or taken out of the years at the ends (decision 0024).
  { fromDate: '1983-07-04', toDate: '2011-05-20', shape: 'Triangle' },
  { fromDate: '1983-02-10', toDate: '2011-10-20', shape: 'Triangle' },
  { fromDate: '1990-01-01', shape: 'Fireball' },
  { toDate: '1972-08-31', shape: 'Disk' },
  { fromDate: '2001-02-03', toDate: '2001-11-30', shape: 'Light' },
  { fromDate: '1983-02-10', toDate: '2011-05-20' },
  // New Year's Eve alone, and a year ending on it, on the sightings' own calendars.
  { fromDate: '2019-12-31', toDate: '2019-12-31' },
  { fromDate: '1984-01-01', toDate: '2019-12-31' },
  { fromDate: '1983-12-31', toDate: '2019-12-31', shape: 'Light' },
  { shape: 'Disk' },
  { country: 'us' },
  { source: 'NUFORC' },
  { source: 'MUFON case export', fromDate: '1983-02-10', toDate: '2011-05-20', shape: 'Triangle' },
  { hasMedia: true },
  { term: 'disc', fromDate: '1960-01-01' },
  // Words alone are a condition on the rows on PostgreSQL; a quoted phrase is read as the search's keys.
  { term: 'town -disc', shape: 'Light' },
  { term: '"disc seen"' },
];

function queryString(query: Query): string {
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
}

/** The cell of a position at a level, written out again here: rows from the south pole, columns from the antimeridian. */
function cellOf(latitude: number, longitude: number, level: number): string {
  const size = 180 / 2 ** level;
  return `${Math.floor((latitude + 90) / size)}:${Math.floor((longitude + 180) / size)}`;
}

function inViewCells(row: StoredRow, boxes: readonly LngLatBox[], level: number): boolean {
  if (row.latitude === null || row.longitude === null) return false;
  const size = 180 / 2 ** level;
  const [rowOf, columnOf] = [
    (lat: number) => Math.floor((lat + 90) / size),
    (lng: number) => Math.floor((lng + 180) / size),
  ];
  return boxes.some(
    (box) =>
      rowOf(row.latitude!) >= rowOf(box.south) &&
      rowOf(row.latitude!) <= rowOf(box.north) &&
      columnOf(row.longitude!) >= columnOf(box.west) &&
      columnOf(row.longitude!) <= columnOf(box.east),
  );
}

function inBoxes(row: StoredRow, boxes: readonly LngLatBox[]): boolean {
  if (row.latitude === null || row.longitude === null) return false;
  return boxes.some(
    (box) =>
      row.latitude! >= box.south &&
      row.latitude! <= box.north &&
      row.longitude! >= box.west &&
      row.longitude! <= box.east,
  );
}

/** A row's day on the calendar of its place: its zone's clock, worked out apart here (decision 0047). */
function localDay(row: StoredRow): string {
  const occurred = new Date(row.occurred).getTime();
  return new Date(occurred + zoneOffsetMs(row.time_zone!, occurred)).toISOString().slice(0, 10);
}

function countBy<T extends string | number>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe.each(testDialects())('exploring the whole record on %s', (dialect) => {
  let test: TestApp;
  let stores: ReturnType<typeof sightingStores>;
  let sightings: NewSighting[];

  const get = async (path: string, query: Query) => {
    const response = await test.app.inject({ method: 'GET', url: `/api/v1/sightings/${path}?${queryString(query)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  /** The public rows, read straight from the table. */
  const publicRows = async (): Promise<StoredRow[]> =>
    (await test.database.handle.db
      .selectFrom('sightings')
      .select([
        'id',
        'latitude',
        'longitude',
        'occurred',
        'time_zone',
        'shape',
        'iso2_country_code',
        'source',
        'media_count',
      ])
      .where('approved', '=', true)
      .where('deleted', '=', false)
      .execute()) as StoredRow[];

  /** The ids a search finds for a term and dates, page by page: the oracle of the same rules. */
  const searchIds = async (term: string, fromDate: string, toDate: string, hasMedia: boolean) => {
    const ids = new Set<string>();
    for (let page = 0; ; page += 1) {
      const found = await stores.publicReads.search({
        term,
        // A day wider than the days: each row's own day decides (matching's filter).
        fromInstant: new Date(Date.parse(`${fromDate}T00:00:00.000Z`) - 86_400_000).toISOString(),
        toInstantExclusive: `${toDate}T00:00:00.000Z`,
        hasMedia,
        excludeExplained: false,
        offset: page * 100,
        limit: 100,
      });
      for (const sighting of found.sightings) ids.add(sighting.id);
      if (found.sightings.length < 100) return ids;
    }
  };

  /** The public rows in the view's cells (or, `exactly`, in its box) that match the filters. */
  async function matching(bounds: Query, filters: Query, exactly = false): Promise<StoredRow[]> {
    const boxes = boxesForBounds(bounds as { swLng: number; swLat: number; neLng: number; neLat: number });
    const level = viewLevel(boxes);
    const inPlace = (row: StoredRow) => (exactly ? inBoxes(row, boxes) : inViewCells(row, boxes, level));
    const termIds =
      filters.term === undefined
        ? null
        : await searchIds(
            String(filters.term),
            String(filters.fromDate ?? '0001-01-01'),
            '9999-12-31',
            Boolean(filters.hasMedia),
          );
    return (await publicRows()).filter(
      (row) =>
        inPlace(row) &&
        (filters.fromDate === undefined || localDay(row) >= String(filters.fromDate)) &&
        (filters.toDate === undefined || localDay(row) <= String(filters.toDate)) &&
        (filters.shape === undefined || row.shape === filters.shape) &&
        (filters.country === undefined || row.iso2_country_code === String(filters.country).toUpperCase()) &&
        (filters.source === undefined || row.source === filters.source) &&
        (!filters.hasMedia || Number(row.media_count) > 0) &&
        (termIds === null || termIds.has(row.id)),
    );
  }

  /**
   * Every answer, for every box, zoom and filter, against a count of the rows in JavaScript: clusters
   * are whole cells of the view's grid, every count is of the box itself.
   */
  async function expectEveryAnswerRight(
    filtersToCheck: readonly Query[] = FILTERS,
    boundsToCheck: ReadonlyArray<Query & { swLng: number; swLat: number; neLng: number; neLat: number }> = BOUNDS,
    zooms: readonly number[] = ZOOMS,
  ): Promise<number> {
    /** How many views' cells held sightings outside their boxes. */
    let cut = 0;
    for (const bounds of boundsToCheck) {
      const boxes = boxesForBounds(bounds);
      for (const filters of filtersToCheck) {
        const inCells = await matching(bounds, filters);
        const rows = await matching(bounds, filters, true);
        if (inCells.length > rows.length) cut += 1;
        const label = JSON.stringify({ bounds, filters });
        for (const zoom of zooms) {
          const answer = clustersAnswerSchema.parse(await get('clusters', { ...bounds, ...filters, zoom }));
          const level = clusterLevel(viewLevel(boxes), zoom);
          const expected = [
            ...Map.groupBy(inCells, (row) => cellOf(row.latitude!, row.longitude!, level)).values(),
          ].map((members) => ({
            count: members.length,
            latitude: members.reduce((sum, row) => sum + row.latitude!, 0) / members.length,
            longitude: members.reduce((sum, row) => sum + row.longitude!, 0) / members.length,
            id: members.length === 1 ? members[0]!.id : undefined,
          }));
          const order = (a: { count: number; latitude: number; longitude: number }, b: typeof a) =>
            b.count - a.count || a.latitude - b.latitude || a.longitude - b.longitude;
          expect(answer.total, `${label} zoom ${zoom}`).toBe(rows.length);
          expect(answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(inCells.length);
          const got = answer.clusters.sort(order);
          expected.sort(order);
          expect(got.length, `${label} zoom ${zoom}`).toBe(expected.length);
          got.forEach((cluster, index) => {
            const want = expected[index]!;
            expect(cluster.count, `${label} zoom ${zoom}`).toBe(want.count);
            expect(cluster.latitude).toBeCloseTo(want.latitude, 4);
            expect(cluster.longitude).toBeCloseTo(want.longitude, 4);
            expect(cluster.id).toBe(want.id);
          });
        }

        for (const interval of ['year', 'month'] as const) {
          const histogram = histogramAnswerSchema.parse(await get('histogram', { ...bounds, ...filters, interval }));
          const periods = countBy(rows.map((row) => localDay(row).slice(0, interval === 'year' ? 4 : 7)));
          const expected = [...periods]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([period, count]) => ({ period, count }));
          expect(histogram.buckets, `${label} ${interval}`).toEqual(expected);
          expect(histogram.total).toBe(rows.length);
        }

        // The table of sightings in view: the newest in the box itself, narrowed the same way.
        const inBox = rows;
        const listed = sightingListSchema.parse(await get('by-lat-lng-bounds', { ...bounds, ...filters, size: 100 }));
        expect(listed.length, label).toBe(Math.min(100, inBox.length));
        const listedIds = new Set(listed.map((sighting) => sighting.id));
        expect(inBox.filter((row) => listedIds.has(row.id)).length, label).toBe(listed.length);
        const occurred = listed.map((sighting) => Date.parse(sighting.occurred));
        expect(occurred, label).toEqual(occurred.toSorted((a, b) => b - a));
        const unlisted = inBox.filter((row) => !listedIds.has(row.id)).map((row) => Date.parse(row.occurred));
        if (unlisted.length > 0) expect(Math.min(...occurred), label).toBeGreaterThanOrEqual(Math.max(...unlisted));

        const facets = facetsAnswerSchema.parse(await get('facets', { ...bounds, ...filters }));
        const byCount = (counts: Map<string, number>) =>
          [...counts]
            .map(([value, count]) => ({ value, count }))
            .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
        expect(facets.total, label).toBe(rows.length);
        expect(facets.shapes).toEqual(byCount(countBy(rows.flatMap((row) => (row.shape ? [row.shape] : [])))));
        expect(facets.countries).toEqual(
          byCount(countBy(rows.flatMap((row) => (row.iso2_country_code ? [row.iso2_country_code] : [])))),
        );
        const hours = Array.from({ length: 24 }, () => 0);
        const months = Array.from({ length: 12 }, () => 0);
        // Hours and months on the calendar of each place (its zone's clocks, worked out apart here).
        for (const row of rows) {
          const occurred = new Date(row.occurred);
          const clock = new Date(occurred.getTime() + zoneOffsetMs(row.time_zone!, occurred.getTime()));
          hours[clock.getUTCHours()]! += 1;
          months[clock.getUTCMonth()]! += 1;
        }
        expect(facets.hours, label).toEqual(hours);
        expect(facets.months, label).toEqual(months);
      }
    }
    return cut;
  }

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    stores = sightingStores(test.database.handle);
    sightings = spreadSightings(700, 17);
    await stores.bulk.insertMany([...sightings, ...sightingsAtRangeEnds()]);
    const media = new MediaRepository(test.database.handle.db, stores.engine);
    const seqs = await test.database.handle.db.selectFrom('sightings').select('seq').where('seq', '<=', 40).execute();
    for (const { seq } of seqs.filter((_, index) => index % 3 === 0)) {
      await media.add(
        Number(seq),
        {
          fileName: 'photo.jpg',
          kind: 'image',
          contentType: 'image/jpeg',
          sizeBytes: 10,
          hasPublicCopy: true,
          created: '2024-05-02T08:00:00.000Z',
        },
        10,
      );
    }
  }, 60_000);
  afterAll(() => test.close());

  it('answers every view, zoom and filter as a count of the rows does', async () => {
    expect(await expectEveryAnswerRight()).toBeGreaterThan(0);
  }, 120_000);

  it('counts exactly what random boxes hold, their edges through crowded cells, across the antimeridian and at the poles', async () => {
    const offset = fc.double({ min: -0.06, max: 0.06, noNaN: true });
    // Edges within the jitter around a crowded place: each cuts through its cells at every level.
    const nearPlace = fc
      .record({ place: fc.constantFrom(...PLACES), west: offset, south: offset, east: offset, north: offset })
      .map(({ place, west, south, east, north }) => ({
        swLng: place.longitude - 0.05 + west,
        swLat: Math.max(-90, place.latitude - 0.05 + south),
        neLng: place.longitude + 0.05 + east,
        neLat: Math.min(90, place.latitude + 0.05 + north),
      }));
    const anywhere = fc
      .record({
        swLng: fc.double({ min: -200, max: 180, noNaN: true }),
        width: fc.double({ min: 0.01, max: 120, noNaN: true }),
        swLat: fc.double({ min: -90, max: 89, noNaN: true }),
        height: fc.double({ min: 0.01, max: 60, noNaN: true }),
      })
      .map(({ swLng, width, swLat, height }) => ({
        swLng,
        swLat,
        neLng: swLng + width,
        neLat: Math.min(90, swLat + height),
      }));
    const rounded = (value: number) => Number(value.toFixed(5));
    const boxes = fc
      .sample(fc.oneof(nearPlace, anywhere), { numRuns: 16, seed: 39 })
      .map((bounds) => ({
        swLng: rounded(bounds.swLng),
        swLat: rounded(bounds.swLat),
        neLng: rounded(bounds.neLng),
        neLat: rounded(bounds.neLat),
      }))
      .filter((bounds) => bounds.swLat < bounds.neLat);
    const filters = [0, 1, 3, 8, 9, 12, 13, 17].map((index) => FILTERS[index]!);
    expect(await expectEveryAnswerRight(filters, boxes, [3, 12])).toBeGreaterThan(boxes.length);
  }, 240_000);

  it('changes every answer at once after approvals, edits, deletions, reports and imports', async () => {
    const pending = sightings.filter((sighting) => !sighting.approved);
    const published = sightings.filter((sighting) => sighting.approved);
    // Staff's edit has no shape; a command may change it, and the kept counts follow the rows. The
    // staff edits below change the timeline's version, so nothing remembered outlives it.
    await sql`update sightings set shape = ${'Triangle'} where id in (${published[5]!.id}, ${published[7]!.id})`.execute(
      test.database.handle.db,
    );
    await sql`update sightings set shape = null where id = ${published[8]!.id}`.execute(test.database.handle.db);
    await stores.staff.update(pending[0]!.id, editOf(pending[0]!, { approved: true, status: 'APPROVED' }));
    await stores.staff.update(published[0]!.id, editOf(published[0]!, { approved: false, status: 'PENDING' }));
    await stores.staff.update(published[1]!.id, editOf(published[1]!, { latitude: 40.72, longitude: -73.995 }));
    await stores.staff.update(published[2]!.id, editOf(published[2]!, { occurred: '1985-07-04T03:00:00.000Z' }));
    await stores.staff.update(
      published[3]!.id,
      editOf(published[3]!, { iso2CountryCode: 'FJ', latitude: -17.75, longitude: 179.99 }),
    );
    await stores.staff.update(
      published[6]!.id,
      editOf(published[6]!, { occurred: '1999-12-31T23:59:00.000Z', latitude: 40.71, longitude: -74.0 }),
    );
    await stores.staff.softDelete(published[4]!.id);
    // A witness's report, through the wizard's call, and its approval by staff.
    const report = await injectAsBrowser(test.app, {
      method: 'POST',
      url: '/api/v1/sightings/report',
      payload: makeReport({ latitude: 40.71, longitude: -74.0 }),
    });
    expect(report.statusCode, report.body).toBe(201);
    const reported = await stores.staff.findLiveById(report.json().id);
    await stores.staff.update(reported!.id, { ...reported!, approved: true, status: 'APPROVED', media: [] });
    await runBulkLoad(test.database.handle.db, stores.engine, async () => ({
      added: await stores.bulk.insertMany(spreadSightings(150, 99)),
    }));
    await expectEveryAnswerRight();
  }, 120_000);

  it('refuses bad parameters with a 400 that names them', async () => {
    const world = { swLng: -180, swLat: -90, neLng: 180, neLat: 90 };
    const cases: Array<[string, Query, string]> = [
      ['clusters', { ...world }, 'zoom'],
      ['clusters', { ...world, zoom: 23 }, 'zoom'],
      ['clusters', { ...world, zoom: 1.5 }, 'zoom'],
      ['clusters', { ...world, zoom: 3, swLat: 'north' }, 'swLat'],
      ['clusters', { ...world, zoom: 3, neLat: 91 }, 'neLat'],
      ['histogram', { ...world, swLat: 10, neLat: 0 }, 'swLat'],
      ['histogram', { ...world, interval: 'week' }, 'interval'],
      ['histogram', { ...world, fromDate: '2020-02-30' }, 'fromDate'],
      ['histogram', { ...world, fromDate: '2021-01-01', toDate: '2020-01-01' }, 'fromDate'],
      ['facets', { ...world, term: 'ab' }, 'term'],
      ['facets', { ...world, hasMedia: 'yes' }, 'hasMedia'],
      ['facets', { ...world, country: 'USA' }, 'country'],
      ['facets', { ...world, shape: '' }, 'shape'],
      ['facets', { ...world, source: 'x'.repeat(101) }, 'source'],
      ['facets', { swLat: -90, neLng: 180, neLat: 90 }, 'swLng'],
      ['by-lat-lng-bounds', { ...world, term: 'ab' }, 'term'],
      ['by-lat-lng-bounds', { ...world, hasMedia: 'yes' }, 'hasMedia'],
      ['by-lat-lng-bounds', { ...world, country: 'USA' }, 'country'],
      ['by-lat-lng-bounds', { ...world, source: ' ' }, 'source'],
      ['by-lat-lng-bounds', { ...world, fromDate: '2021-01-01', toDate: '2020-01-01' }, 'fromDate'],
    ];
    for (const [path, query, field] of cases) {
      const response = await test.app.inject({ method: 'GET', url: `/api/v1/sightings/${path}?${queryString(query)}` });
      expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('lists the three calls in the OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['clusters', 'histogram', 'facets'])
      expect(document.paths).toHaveProperty([`/api/v1/sightings/${path}`]);
  });
});

describe.each(testDialects())('the explorer on a crowded view on %s', (dialect) => {
  let test: TestApp;
  const world = { swLng: -180, swLat: -90, neLng: 180, neLat: 90 };
  const ask = (path: string, query: Query) =>
    test.app.inject({ method: 'GET', url: `/api/v1/sightings/${path}?${queryString(query)}` });

  beforeAll(async () => {
    test = await buildTestApp(dialect, { EXPLORE_ROWS_LIMIT: '5' });
    const near = (index: number) => ({ latitude: 51.5 + index / 100, longitude: -0.12 });
    await sightingStores(test.database.handle).bulk.insertMany(
      Array.from({ length: 12 }, (_, index) => makeSighting({ ...near(index), shape: 'Disk', summary: 'A disc' })),
    );
    await sightingStores(test.database.handle).bulk.insertMany([
      makeSighting({ latitude: -33.87, longitude: 151.21, shape: 'Light', summary: 'A light' }),
    ]);
  }, 60_000);
  afterAll(() => test.close());

  it('counts row by row only views holding at most the limit, and asks to zoom in past it', async () => {
    const refused = await ask('facets', world);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This view holds 13 sightings, more than 5 can be counted with these filters at once. Zoom in to narrow it.',
    );
    expect((await ask('clusters', { ...world, zoom: 2, term: 'disc' })).statusCode).toBe(400);
    expect((await ask('clusters', { ...world, zoom: 2, country: 'GB' })).statusCode).toBe(400);
    expect((await ask('clusters', { ...world, zoom: 2, source: 'Skywatch' })).statusCode).toBe(400);
    expect((await ask('histogram', { ...world, interval: 'month' })).statusCode).toBe(400);
    // The table of sightings in view follows the same rule, so the page says one thing.
    const table = await ask('by-lat-lng-bounds', { ...world, country: 'GB' });
    expect(table.statusCode).toBe(400);
    expect(table.json().message).toContain('Zoom in to narrow it.');
    expect((await ask('by-lat-lng-bounds', { ...world, shape: 'Disk' })).json()).toHaveLength(12);

    // The kept counts answer any view, and a date range and a shape have an index to narrow the rows.
    expect((await ask('clusters', { ...world, zoom: 2 })).json().total).toBe(13);
    expect((await ask('histogram', world)).json().total).toBe(13);
    const disks = await ask('clusters', { ...world, zoom: 2, shape: 'Disk', fromDate: '2000-01-01' });
    expect(disks.json().total).toBe(12);

    const sydney = { swLng: 150, swLat: -35, neLng: 152, neLat: -33 };
    const facets = await ask('facets', { ...sydney, term: 'light' });
    expect(facets.statusCode).toBe(200);
    expect(facets.json().total).toBe(1);
  });
});
