import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { API_BASE } from '../../common/api/api-paths.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { addStaff, bearer, storeToken, type TestStaff } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';

const admin = (path: string) => `${API_BASE}/administration${path}`;
const publicUrl = (path: string) => `${API_BASE}/sightings${path}`;

describe.each(testDialects())('moderation on %s', (dialect) => {
  let test: TestApp;
  let repository: ReturnType<typeof sightingStores>;
  let moderator: TestStaff;
  let token: string;

  const pendingOld = makeSighting({
    id: 'queue001',
    approved: false,
    status: 'PENDING',
    submitted: '2024-06-01T00:00:00.000Z',
    summary: 'Zebulon quartz craft hovered',
  });
  const pendingNew = makeSighting({
    id: 'queue002',
    approved: false,
    status: 'PENDING',
    submitted: '2024-06-03T00:00:00.000Z',
  });
  const pendingMiddle = makeSighting({
    id: 'queue003',
    approved: false,
    status: 'PENDING',
    submitted: '2024-06-02T00:00:00.000Z',
  });
  const deletedPending = makeSighting({
    id: 'queue004',
    approved: false,
    deleted: true,
    status: 'PENDING',
    submitted: '2024-05-01T00:00:00.000Z',
  });
  const visible = makeSighting({ id: 'public01', summary: 'Plain public lights', tags: ['lights'] });

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const { handle } = test.database;
    repository = sightingStores(handle);
    await repository.bulk.insertMany([pendingOld, pendingNew, pendingMiddle, deletedPending, visible]);
    moderator = await addStaff(handle, { role: 'moderator', firstName: 'Monica', lastName: 'Reyes' });
    token = await storeToken(handle, moderator.seq);
  });
  afterAll(() => test?.close());

  const get = (url: string, headers: Record<string, string> = bearer(token)) =>
    test.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object = {}) =>
    injectAsBrowser(test.app, { method: 'POST', url, payload, headers: bearer(token) });
  const edited = (sighting: Sighting, changes: Partial<Sighting>) => ({ ...sighting, point: null, ...changes });
  const current = async (id: string) => (await get(publicUrl(`/by-id/${id}`))).json() as Sighting;

  describe('the moderation queue and staff reads', () => {
    it('lists pending reports oldest submitted first as a Spring page, without deleted ones', async () => {
      const response = await get(admin('/sightings/pending?page=0&size=2'));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.content.map((s: Sighting) => s.id)).toEqual(['queue001', 'queue003']);
      expect(body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
      const next = (await get(admin('/sightings/pending?page=1&size=2'))).json();
      expect(next.content.map((s: Sighting) => s.id)).toEqual(['queue002']);
    });

    it('lists them newest submitted first when asked, oldest first when asked so or not at all', async () => {
      const newest = (await get(admin('/sightings/pending?page=0&size=10&order=newest'))).json();
      expect(newest.content.map((s: Sighting) => s.id)).toEqual(['queue002', 'queue003', 'queue001']);
      const oldest = (await get(admin('/sightings/pending?order=oldest'))).json();
      expect(oldest.content.map((s: Sighting) => s.id)).toEqual(['queue001', 'queue003', 'queue002']);
      const wrong = await get(admin('/sightings/pending?order=random'));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toContain('order');
    });

    it('refuses bad paging with 400', async () => {
      for (const query of ['page=-1', 'size=0', 'size=101', 'page=x']) {
        expect((await get(admin(`/sightings/pending?${query}`))).statusCode, query).toBe(400);
      }
      for (const path of ['/activities/-1/10', '/activities/0/0', '/activities/0/101', '/activities/a/b']) {
        expect((await get(admin(path))).statusCode, path).toBe(400);
      }
    });

    it('shows pending sightings by id to signed-in staff only, never deleted ones', async () => {
      expect((await get(publicUrl('/by-id/queue002'), {})).statusCode).toBe(404);
      expect((await get(publicUrl('/by-id/queue002'), bearer('not-a-live-token'))).statusCode).toBe(404);
      expect((await get(publicUrl('/by-id/queue002'))).json().id).toBe('queue002');
      expect((await get(publicUrl('/by-id/queue004'))).statusCode).toBe(404);
    });

    it('says whether a sighting exists, pending included, deleted not', async () => {
      const exists = async (id: string) => (await get(admin(`/sighting/exists/${id}`))).json();
      expect(await exists('queue002')).toBe(true);
      expect(await exists('public01')).toBe(true);
      expect(await exists('queue004')).toBe(false);
      expect(await exists('nothere1')).toBe(false);
      expect((await get(admin('/sighting/exists/way-too-long-id'))).statusCode).toBe(400);
    });
  });

  describe('updating', () => {
    it('approves and edits a pending sighting, which becomes public at once in every list', async () => {
      const before = await current('queue001');
      const response = await post(
        admin('/update/sighting'),
        edited(before, {
          summary: '  Approved silver saucer over the marsh  ',
          detailedDescription: 'Rewritten description of the saucer.',
          rating: '4',
          approved: true,
          tags: ['saucer', ' Saucer', 'marsh', '', 'marsh'],
          address: '1 Marsh Road',
          iso2CountryCode: 'gb',
          latitude: 52.5,
          longitude: 0.25,
          addressResolution: 'ROOFTOP',
          occurred: '2024-05-31T21:00:00+02:00',
          // Server-set fields cannot be changed: these are ignored.
          submitted: '2020-01-01T00:00:00.000Z',
          source: 'Someone else',
          status: 'WHATEVER',
          deleted: true,
        }),
      );
      expect(response.statusCode).toBe(200);
      const updated = response.json() as Sighting;
      expect(updated).toMatchObject({
        id: 'queue001',
        summary: 'Approved silver saucer over the marsh',
        detailedDescription: 'Rewritten description of the saucer.',
        rating: '4',
        approved: true,
        status: 'APPROVED',
        deleted: false,
        tags: ['saucer', 'marsh'],
        address: '1 Marsh Road',
        iso2CountryCode: 'GB',
        latitude: 52.5,
        longitude: 0.25,
        point: { type: 'Point', coordinates: [0.25, 52.5] },
        addressResolution: 'ROOFTOP',
        occurred: '2024-05-31T19:00:00.000Z',
        daysBetweenOccurrenceAndSubmission: 0,
        submitted: before.submitted,
        created: before.created,
        source: before.source,
      });

      const publicRead = await get(publicUrl('/by-id/queue001'), {});
      expect(publicRead.json().summary).toBe('Approved silver saucer over the marsh');
      const page = (await get(publicUrl('/by-page?page=0&size=10'), {})).json() as Sighting[];
      expect(page.map((s) => s.id)).toContain('queue001');
      const latest = (await get(publicUrl('/latest-sighting'), {})).json();
      expect(latest.id).toBe('queue001');
      const inBounds = (
        await get(publicUrl('/by-lat-lng-bounds?swLng=0&swLat=52&neLng=1&neLat=53&size=10'), {})
      ).json() as Sighting[];
      expect(inBounds.map((s) => s.id)).toEqual(['queue001']);
      const search = async (term: string) =>
        (
          await injectAsBrowser(test.app, {
            method: 'POST',
            url: publicUrl('/search'),
            payload: { term, fromDate: '2024-01-01', toDate: '2024-12-31' },
          })
        ).json();
      expect((await search('silver saucer')).content.map((s: Sighting) => s.id)).toEqual(['queue001']);
      expect((await search('marsh')).totalElements).toBe(1);
      // The old text is gone from the index.
      expect((await search('zebulon')).totalElements).toBe(0);
      // The log says in words that the report was approved.
      expect((await get(admin('/activities/0/1'))).json().content[0]).toMatchObject({
        action: 'UPDATED_SIGHTING',
        sightingId: 'queue001',
        outcome: 'approved',
      });
    });

    it('withdraws approval, hiding the sighting again', async () => {
      const before = await current('queue001');
      const response = await post(admin('/update/sighting'), edited(before, { approved: false }));
      expect(response.json()).toMatchObject({ approved: false, status: 'PENDING' });
      expect((await get(admin('/activities/0/1'))).json().content[0]).toMatchObject({
        action: 'UPDATED_SIGHTING',
        outcome: null,
      });
      expect((await get(publicUrl('/by-id/queue001'), {})).statusCode).toBe(404);
      expect((await get(publicUrl('/by-lat-lng-bounds?swLng=0&swLat=52&neLng=1&neLat=53&size=10'), {})).json()).toEqual(
        [],
      );
    });

    it('clears coordinates, dropping the sighting from the map', async () => {
      const before = await current('public01');
      const response = await post(admin('/update/sighting'), edited(before, { latitude: null, longitude: null }));
      expect(response.json()).toMatchObject({ latitude: null, longitude: null, point: null });
      const inBounds = (
        await get(publicUrl('/by-lat-lng-bounds?swLng=-180&swLat=-90&neLng=180&neLat=90&size=100'), {})
      ).json() as Sighting[];
      expect(inBounds.map((s) => s.id)).not.toContain('public01');
    });

    it('removes media files but never adds one', async () => {
      const { db } = test.database.handle;
      const seq = Number(
        (await db.selectFrom('sightings').select('seq').where('id', '=', 'queue003').executeTakeFirstOrThrow()).seq,
      );
      await db
        .insertInto('media')
        .values(
          ['a.jpg', 'b.mp4'].map((file_name, position) => ({
            sighting_seq: seq,
            position,
            file_name,
            kind: 'photo',
            content_type: 'image/jpeg',
            size_bytes: 10,
            has_public_copy: false,
            created: '2024-06-02T00:00:00.000Z',
          })),
        )
        .execute();
      await db.updateTable('sightings').set({ media_count: 2 }).where('seq', '=', seq).execute();
      const before = await current('queue003');
      expect(before.media).toEqual(['a.jpg', 'b.mp4']);

      const adding = await post(admin('/update/sighting'), edited(before, { media: ['a.jpg', 'b.mp4', 'evil.exe'] }));
      expect(adding.statusCode).toBe(400);
      expect(adding.json().message).toMatch(/evil\.exe/);

      const removing = await post(admin('/update/sighting'), edited(before, { media: ['b.mp4'] }));
      expect(removing.json().media).toEqual(['b.mp4']);
      const row = await db
        .selectFrom('sightings')
        .select('media_count')
        .where('seq', '=', seq)
        .executeTakeFirstOrThrow();
      expect(Number(row.media_count)).toBe(1);
    });

    it('refuses bad input with 400 and a message, never 500, and stores nothing', async () => {
      const before = await current('queue002');
      const { id: _id, ...withoutId } = before;
      const bad: Array<[string, object]> = [
        ['occurred after submitted', edited(before, { occurred: '2024-06-03T00:00:01.000Z' })],
        ['occurred not a date', edited(before, { occurred: 'yesterday' })],
        ['rating out of range', edited(before, { rating: '5' })],
        ['rating as a word', edited(before, { rating: 'Excellent' })],
        ['empty summary', edited(before, { summary: '   ' })],
        ['no summary', edited(before, { summary: null })],
        ['long tag', edited(before, { tags: ['x'.repeat(65)] })],
        ['tag not text', edited(before, { tags: [42] as unknown as string[] })],
        ['latitude alone', edited(before, { longitude: null })],
        ['latitude out of range', edited(before, { latitude: 91 })],
        ['country code', edited(before, { iso2CountryCode: 'USA' })],
        ['address resolution', edited(before, { addressResolution: 'EXACT' as 'ROOFTOP' })],
        ['approved as text', edited(before, { approved: 'yes' as unknown as boolean })],
        ['no id', withoutId],
        ['bad id', edited(before, { id: '../../x' })],
        ['not an object', []],
      ];
      for (const [label, payload] of bad) {
        const response = await post(admin('/update/sighting'), payload);
        expect(response.statusCode, label).toBe(400);
        expect(response.json().message, label).toBeTruthy();
      }
      expect(await current('queue002')).toEqual(before);
    });

    it('answers 404 for an unknown or deleted sighting', async () => {
      const before = await current('queue002');
      for (const id of ['nothere1', 'queue004']) {
        const response = await post(admin('/update/sighting'), edited(before, { id }));
        expect(response.statusCode, id).toBe(404);
        expect(response.json().message).toBe('This sighting does not appear to exist.');
      }
    });
  });

  describe('deleting and the activity log', () => {
    let logStart: number;
    beforeEach(async () => {
      logStart = (await get(admin('/activities/0/100'))).json().totalElements;
    });

    it('soft-deletes: gone from every public read and from staff lookups, kept in the database, logged', async () => {
      expect((await post(admin('/delete/sighting/public01'))).json()).toBe(true);

      expect((await get(publicUrl('/by-id/public01'), {})).statusCode).toBe(404);
      expect((await get(publicUrl('/by-id/public01'))).statusCode).toBe(404);
      expect(
        ((await get(publicUrl('/by-page?page=0&size=100'), {})).json() as Sighting[]).map((s) => s.id),
      ).not.toContain('public01');
      const search = await injectAsBrowser(test.app, {
        method: 'POST',
        url: publicUrl('/search'),
        payload: { term: 'plain public', fromDate: '2024-01-01', toDate: '2024-12-31' },
      });
      expect(search.json().totalElements).toBe(0);
      expect((await get(admin('/sighting/exists/public01'))).json()).toBe(false);
      const row = await test.database.handle.db
        .selectFrom('sightings')
        .select(['deleted', 'summary'])
        .where('id', '=', 'public01')
        .executeTakeFirstOrThrow();
      expect(Boolean(row.deleted)).toBe(true);
      expect(row.summary).toBe('Plain public lights');

      const log = (await get(admin('/activities/0/10'))).json();
      expect(log.totalElements).toBe(logStart + 1);
      expect(log.content[0]).toMatchObject({
        action: 'DELETED_SIGHTING',
        sightingId: 'public01',
        user: { firstName: 'Monica', lastName: 'Reyes' },
        // Taking down a public sighting decides no review.
        outcome: null,
      });
    });

    it("logs the staff's reason for deleting a pending report, and refuses a reason too long", async () => {
      const tooLong = await post(admin('/delete/sighting/queue003'), { reason: 'x'.repeat(301) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain('at most 300 characters');
      const deleted = await post(admin('/delete/sighting/queue003'), { reason: '  Not a sighting: a lantern.  ' });
      expect(deleted.json()).toBe(true);
      const log = (await get(admin('/activities/0/10'))).json();
      expect(log.content[0]).toMatchObject({
        action: 'DELETED_SIGHTING',
        sightingId: 'queue003',
        reason: 'Not a sighting: a lantern.',
        // A pending report taken down was rejected, and the log says so.
        outcome: 'rejected',
      });
    });

    it('answers false, logging nothing, when there is nothing to delete', async () => {
      expect((await post(admin('/delete/sighting/public01'))).json()).toBe(false);
      expect((await post(admin('/delete/sighting/nothere1'))).json()).toBe(false);
      expect((await post(admin('/delete/sighting/not valid!'))).statusCode).toBe(400);
      expect((await get(admin('/activities/0/10'))).json().totalElements).toBe(logStart);
    });

    it('pages the log newest first with the staff member of each entry', async () => {
      const skinner = await addStaff(test.database.handle, { role: 'admin', firstName: 'Walter', lastName: 'Skinner' });
      const before = await current('queue002');
      const response = await injectAsBrowser(test.app, {
        method: 'POST',
        url: admin('/update/sighting'),
        payload: edited(before, { summary: 'Edited by Skinner' }),
        headers: bearer(await storeToken(test.database.handle, skinner.seq)),
      });
      expect(response.statusCode).toBe(200);

      const log = (await get(admin('/activities/0/2'))).json();
      expect(log).toMatchObject({
        totalElements: logStart + 1,
        totalPages: Math.ceil((logStart + 1) / 2),
        number: 0,
        size: 2,
      });
      expect(log.content[0]).toEqual({
        action: 'UPDATED_SIGHTING',
        created: expect.any(String),
        user: { firstName: 'Walter', lastName: 'Skinner' },
        sightingId: 'queue002',
        reason: null,
        outcome: null,
      });
      expect(Date.parse(log.content[0].created)).toBeGreaterThanOrEqual(Date.parse(log.content[1].created));
      expect(log.content[1].user).toEqual({ firstName: 'Monica', lastName: 'Reyes' });
    });
  });
});
