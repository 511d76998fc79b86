import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../common/api/api-paths.ts';
import { parseCsv } from '../../import/csv-parser.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { injectAsBrowser } from '../../test/inject-with-xsrf.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { testDialects } from '../../test/test-database.ts';
import { MediaRepository } from '../media-repository.ts';
import { EXPORTED_FIELDS } from './exported-sighting.ts';

const RANGE = { fromDate: '2019-01-01', toDate: '2025-12-31' };
/** More than two of the export's batches (1000 sightings each), so batches follow one another. */
const MANY = 2300;

const minute = (index: number) => new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString();

const many = Array.from({ length: MANY }, (_, index) =>
  makeSighting({
    id: `lt${String(index).padStart(6, '0')}`,
    summary: `Orange lights number ${index}`,
    occurred: minute(index),
    submitted: minute(index + 1),
    // A street address only staff see, in the edit form: never exported.
    address: index === 7 ? '12 Secret Lane' : null,
  }),
);
const hostile = makeSighting({
  id: 'hostile1',
  summary: '=HYPERLINK("http://evil.example","click") lights',
  detailedDescription: 'Two lines, "quoted",\nand a comma; @SUM(1) and -2+3',
  tags: ['+cmd', 'a|b'],
  occurred: '2024-06-01T12:00:00.000Z',
  longitude: -119.98,
});
const balloon = makeSighting({
  id: 'balloon1',
  summary: 'Red lights, surely a balloon',
  occurred: '2024-06-02T00:00:00.000Z',
});
const withMedia = makeSighting({ id: 'media001', summary: 'Filmed lights', occurred: '2024-06-03T00:00:00.000Z' });
const noPlace = makeSighting({
  id: 'noplace1',
  summary: 'Lights heard, place unknown',
  latitude: null,
  longitude: null,
  occurred: '2024-06-04T00:00:00.000Z',
});
const pending = makeSighting({
  id: 'pending1',
  approved: false,
  status: 'PENDING',
  occurred: '2024-06-05T00:00:00.000Z',
});
const deleted = makeSighting({ id: 'deleted1', deleted: true, occurred: '2024-06-06T00:00:00.000Z' });
const otherWords = makeSighting({
  id: 'disc0001',
  summary: 'A silver disc',
  detailedDescription: 'Spinning.',
  tags: ['disc'],
});

describe.each(testDialects())('exporting a search on %s', (dialect) => {
  let test: TestApp;
  let addressCount = 0;
  /** Each call from an address of its own, so the limit of exports per address is tested on its own. */
  const exportAs = (body: object, remoteAddress = `10.0.0.${++addressCount}`) =>
    injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/sightings/export`, payload: body, remoteAddress });
  const search = (body: object) =>
    injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/sightings/search`, payload: body });

  /** Every id the search lists, page after page. */
  async function searchedIds(body: object): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 0; ; page += 1) {
      const answer = (await search({ ...body, page, size: 100 })).json();
      ids.push(...answer.content.map((sighting: { id: string }) => sighting.id));
      if (page + 1 >= answer.totalPages) return ids;
    }
  }

  function csvRows(body: string): Array<Record<string, string>> {
    const [header, ...records] = parseCsv(body.replace(/^\uFEFF/, ''));
    return records.map((record) =>
      Object.fromEntries(header!.fields.map((name, index) => [name, record.fields[index]!])),
    );
  }

  beforeAll(async () => {
    test = await buildTestApp(dialect, { PUBLIC_URL: 'https://skywatch.example' });
    const stores = sightingStores(test.database.handle);
    await stores.bulk.insertMany([...many, hostile, balloon, withMedia, noPlace, pending, deleted, otherWords]);
    const media = new MediaRepository(test.database.handle.db, stores.engine);
    const target = await media.findUploadTarget('media001');
    await media.add(
      target!.seq,
      {
        fileName: 'saucer one.jpg',
        kind: 'photo',
        contentType: 'image/jpeg',
        sizeBytes: 10,
        hasPublicCopy: true,
        created: withMedia.submitted,
      },
      10,
    );
  });
  afterAll(() => test?.close());

  it('exports as CSV the same sightings the search lists on all its pages, in its order', async () => {
    const request = { term: 'lights', ...RANGE };
    const response = await exportAs({ ...request, format: 'csv', page: 3, size: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe('attachment; filename="skywatch-sightings-lights.csv"');
    expect(response.headers['link']).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    const listed = await searchedIds(request);
    expect(listed).toHaveLength(MANY + 4);
    expect(response.headers['x-total-count']).toBe(String(listed.length));
    expect(response.body.startsWith('\uFEFFid,permalink,occurred,')).toBe(true);
    expect(response.body.split('\r\n').at(-1)).toBe('');
    const rows = csvRows(response.body);
    expect(rows.map((row) => row.id)).toEqual(listed);
    expect(Object.keys(rows[0]!)).toEqual([...EXPORTED_FIELDS, 'licence']);
    expect(rows[0]!.licence).toContain('CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)');
    expect(rows.find((row) => row.id === 'lt000042')).toMatchObject({
      permalink: 'https://skywatch.example/sighting/lt000042',
      summary: 'Orange lights number 42',
      latitude: '38.94',
      longitude: '-119.98',
      occurred: minute(42),
      entityEncountered: 'false',
    });
  });

  it('follows the search: dates, words left out and media', async () => {
    const ids = async (request: object) =>
      csvRows((await exportAs({ ...request, format: 'csv' })).body).map((row) => row.id);
    expect(await ids({ term: 'lights', fromDate: '2024-06-01', toDate: '2024-06-30' })).toEqual([
      'noplace1',
      'media001',
      'balloon1',
      'hostile1',
    ]);
    expect(await ids({ term: 'lights -balloon', fromDate: '2024-06-01', toDate: '2024-06-30' })).toEqual([
      'noplace1',
      'media001',
      'hostile1',
    ]);
    const [filmed, ...others] = csvRows(
      (await exportAs({ term: 'lights', ...RANGE, hasMedia: true, format: 'csv' })).body,
    );
    expect(others).toEqual([]);
    expect(filmed).toMatchObject({
      id: 'media001',
      media: `https://skywatch.example/media/${withMedia.submitted.slice(0, 10)}/media001/saucer%20one.jpg`,
    });
    expect(await ids({ term: 'nothing like this', ...RANGE })).toEqual([]);
    expect(await ids({ term: '"lights number 42"', ...RANGE })).toEqual(['lt000042']);
    expect(await ids({ term: 'lights -"number 1"', fromDate: '2020-01-01', toDate: '2020-01-01' })).toEqual(
      await searchedIds({ term: 'lights -"number 1"', fromDate: '2020-01-01', toDate: '2020-01-01' }),
    );
  });

  it('never exports what only staff see', async () => {
    for (const format of ['csv', 'json', 'geojson']) {
      const { body } = await exportAs({ term: 'lights', ...RANGE, format });
      expect(body).toContain('lt000007');
      for (const hidden of ['12 Secret Lane', 'pending1', 'deleted1', 'APPROVED', 'formattedAddress', 'importKey']) {
        expect(body, `${format}: ${hidden}`).not.toContain(hidden);
      }
    }
  });

  it('quotes CSV fields and keeps text from running as a spreadsheet formula', async () => {
    const response = await exportAs({ term: 'hyperlink', ...RANGE, format: 'csv' });
    const [row] = csvRows(response.body);
    expect(row).toMatchObject({
      summary: `'=HYPERLINK("http://evil.example","click") lights`,
      detailedDescription: 'Two lines, "quoted",\nand a comma; @SUM(1) and -2+3',
      tags: "'+cmd|a\\|b",
      longitude: '-119.98',
    });
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"") lights"`);
  });

  it('exports JSON with its licence, each sighting with its permalink', async () => {
    const response = await exportAs({ term: 'lights', ...RANGE, format: 'json' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="skywatch-sightings-lights.json"');
    const file = response.json();
    expect(file.licence).toMatch(/^Skywatch sightings, shared under CC BY 4\.0/);
    expect(file.sightings.map((sighting: { id: string }) => sighting.id)).toEqual(
      await searchedIds({ term: 'lights', ...RANGE }),
    );
    expect(Object.keys(file.sightings[0])).toEqual([...EXPORTED_FIELDS]);
    expect(file.sightings.find((sighting: { id: string }) => sighting.id === 'hostile1')).toMatchObject({
      permalink: 'https://skywatch.example/sighting/hostile1',
      summary: hostile.summary,
      tags: ['+cmd', 'a|b'],
    });
    const empty = await exportAs({ term: 'nothing like this', ...RANGE, format: 'json' });
    expect(empty.json()).toEqual({ licence: file.licence, sightings: [] });
  });

  it('exports a valid GeoJSON FeatureCollection with the licence as a member of its own', async () => {
    const response = await exportAs({
      term: 'lights',
      fromDate: '2024-06-01',
      toDate: '2024-06-30',
      format: 'geojson',
    });
    expect(response.headers['content-type']).toBe('application/geo+json');
    const collection = response.json();
    expect(collection).toMatchObject({ type: 'FeatureCollection', licence: expect.stringContaining('CC BY 4.0') });
    expect(collection.features.map((feature: { id: string }) => feature.id)).toEqual([
      'noplace1',
      'media001',
      'balloon1',
      'hostile1',
    ]);
    for (const feature of collection.features) {
      expect(feature.type).toBe('Feature');
      expect(feature.properties.permalink).toBe(`https://skywatch.example/sighting/${feature.id}`);
      if (feature.geometry === null) continue;
      expect(feature.geometry).toEqual({
        type: 'Point',
        coordinates: [feature.properties.longitude, feature.properties.latitude],
      });
    }
    expect(collection.features[0].geometry).toBeNull();
    expect(collection.features[3].geometry.coordinates).toEqual([-119.98, 38.94]);
  });

  it('refuses a bad request with 400 naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ term: 'lights' }, /format/],
      [{ term: 'lights', format: 'xlsx' }, /format must be one of csv, json, geojson/],
      [{ term: 'li', format: 'csv' }, /term/],
      [{ term: 'lights', format: 'csv', fromDate: '2024-02-02', toDate: '2024-02-01' }, /fromDate/],
      [{ term: 'lights', format: 'csv', hasMedia: 'yes' }, /hasMedia/],
    ];
    for (const [body, message] of cases) {
      const response = await exportAs(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('limits the exports of one address, saying why', async () => {
    const address = '10.9.9.9';
    for (let index = 0; index < 10; index += 1) {
      expect((await exportAs({ term: 'disc', ...RANGE, format: 'csv' }, address)).statusCode).toBe(200);
    }
    const refused = await exportAs({ term: 'disc', ...RANGE, format: 'csv' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many exports from your address\. Please try again in/);
    expect((await exportAs({ term: 'disc', ...RANGE, format: 'csv' })).statusCode).toBe(200);
  });
});
