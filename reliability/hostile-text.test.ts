/**
 * Hostile text in every text field of a report and of a staff edit: markup, SQL, full-text syntax,
 * very long text, RTL marks, emoji, null bytes. Stored verbatim, except what the schema documents it
 * strips (control characters, outer blanks, runs of blanks in one-line fields), and searchable without
 * the engine ever reading it as query syntax. (The browser side is e2e/hostile-text.spec.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { withoutInvisibleFormatting } from '../common/schemas/clean-text.ts';
import { reportRequestSchema } from '../common/schemas/report.ts';
import { sightingUpdateSchema } from '../common/schemas/sighting-update.ts';
import { buildTestApp, type TestApp } from '../server/test/build-test-app.ts';
import { injectAsBrowser } from '../server/test/inject-with-xsrf.ts';
import { addStaff, bearer, storeToken } from '../server/test/staff-factory.ts';
import { testDialects } from '../server/test/test-database.ts';

const SCRIPT = '<script>window.__pwned = 1</script>';
const IMAGE = '<img src=x onerror="window.__pwned = 1">';
const SQL = "'; drop table sightings; --";
const FULL_TEXT = 'NEAR(lights disc) OR "x" AND * ^col:';
const ODD = '\u202eRTL\u202c \u200fmark\u200e 👽🛸 ｆｕｌｌ Z̷a̸l̶g̷o̵';
const CONTROL = 'nul\u0000bell\u0007esc\u001bdel\u007f';

/** One text with everything in it, cut to fit a field. */
const hostile = (max: number, marker: string) =>
  `${marker} ${SCRIPT} ${IMAGE} ${SQL} ${FULL_TEXT} ${ODD} ${CONTROL}`.slice(0, max);

function hostileReport() {
  return {
    summary: hostile(256, 'zorbquix'),
    detailedDescription: `${hostile(5000, 'zorbquix')}\r\nsecond line\n${'long '.repeat(900)}`,
    occurred: '2024-05-01T22:15:00.000Z',
    latitude: 38.94,
    longitude: -119.98,
    address: hostile(300, 'address'),
    locationName: hostile(300, 'place'),
    city: hostile(100, 'city'),
    region: hostile(100, 'region'),
    country: hostile(100, 'country'),
    tags: [SCRIPT.slice(0, 64), SQL, '👽🛸', '\u202eevil\u202c', 'a\u0000b'],
  };
}

const TEXT_FIELDS = ['summary', 'detailedDescription', 'address', 'locationName', 'city', 'region', 'country', 'tags'];

for (const dialect of testDialects()) {
  describe(`hostile text on ${dialect}`, () => {
    let testApp: TestApp;
    let token: string;
    let id: string;

    before(async () => {
      testApp = await buildTestApp(dialect);
      const admin = await addStaff(testApp.database.handle, { role: 'admin' });
      token = await storeToken(testApp.database.handle, admin.seq);
    });
    after(() => testApp?.close());

    const byId = async () =>
      (
        await testApp.app.inject({ method: 'GET', url: `/api/v1/sightings/by-id/${id}`, headers: bearer(token) })
      ).json();

    test('a report keeps every text field as written, minus only what the schema strips', async () => {
      const body = hostileReport();
      const response = await injectAsBrowser(testApp.app, {
        method: 'POST',
        url: '/api/v1/sightings/report',
        payload: body,
      });
      assert.equal(response.statusCode, 201, response.body);
      id = response.json().id;
      const expected = reportRequestSchema.parse(body) as Record<string, unknown>;
      const stored = await byId();
      for (const field of TEXT_FIELDS) assert.deepEqual(stored[field], expected[field], field);
      assert.ok(stored.summary.includes(SCRIPT) && stored.summary.includes(SQL), 'markup and SQL kept literally');
      assert.ok(stored.detailedDescription.includes(withoutInvisibleFormatting(ODD)), 'emoji and odd letters kept');
      assert.ok(!/[\u202a-\u202e\u200e\u200f]/.test(stored.detailedDescription), 'bidirectional controls removed');
      assert.ok(!stored.summary.includes('\u0000'), 'control characters stripped, as the schema documents');
      assert.equal(stored.detailedDescription.split('\n')[1], 'second line', 'line breaks kept, CRLF as LF');
    });

    test('a staff edit keeps hostile text the same way', async () => {
      const current = await byId();
      const edit = {
        ...current,
        point: null,
        approved: true,
        summary: hostile(1000, 'zorbquix edited'),
        detailedDescription: hostile(20_000, 'described'),
        address: hostile(500, 'address'),
        tags: [SCRIPT.slice(0, 64), '👽🛸', 'nul\u0000tag'],
      };
      const response = await injectAsBrowser(testApp.app, {
        method: 'POST',
        url: '/api/v1/administration/update/sighting',
        payload: edit,
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 200, response.body);
      const expected = sightingUpdateSchema.parse(edit) as Record<string, unknown>;
      const stored = await byId();
      for (const field of ['summary', 'detailedDescription', 'address', 'tags']) {
        assert.deepEqual(stored[field], expected[field], field);
      }
    });

    test('full-text syntax, SQL and markup as search terms are plain words: 200, never an error', async () => {
      const search = (term: string) =>
        injectAsBrowser(testApp.app, {
          method: 'POST',
          url: '/api/v1/sightings/search',
          payload: { term, fromDate: '2024-01-01', toDate: '2024-12-31', size: 10 },
        });
      for (const term of [FULL_TEXT, SQL, SCRIPT, ODD, CONTROL, '"""', '***', 'NEAR(', "zorbquix' OR 1=1 --", '%_%']) {
        const response = await search(term);
        assert.equal(response.statusCode, 200, `${term}: ${response.body}`);
      }
      const found = (await search('zorbquix')).json();
      assert.deepEqual(
        found.content.map((sighting: { id: string }) => sighting.id),
        [id],
        'the edited sighting is found by a word of its text',
      );
    });
  });
}
