import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../common/api/api-paths.ts';
import type { Duplicates } from '../../../common/schemas/duplicates.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { injectAsBrowser } from '../../test/inject-with-xsrf.ts';
import { wavyPicture } from '../../test/media-fixtures.ts';
import { multipartForm } from '../../test/multipart-form.ts';
import { makeReport } from '../../test/report-factory.ts';
import { addStaff, bearer, storeToken } from '../../test/staff-factory.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { PhotoHashRepository } from '../../sightings/photo-hash-repository.ts';
import { testDialectsAndMediaStores, useTestMediaStore } from '../../test/test-media-stores.ts';
import { addressesUnder } from '../../test/remote-addresses.ts';

const newAddress = addressesUnder('10.7');

interface Reported {
  id: string;
  submitted: string;
  uploadToken: string;
  followToken: string;
}

const admin = (path: string) => `${API_BASE}/administration${path}`;
describe.each(testDialectsAndMediaStores())('duplicates on %s, media in %s', (dialect, store) => {
  let test: TestApp;
  let token: string;
  const media = useTestMediaStore(store, () => test.config.dataDir);
  beforeAll(async () => {
    test = await buildTestApp(dialect, media.environment());
    const staff = await addStaff(test.database.handle, { role: 'moderator', firstName: 'Walter', lastName: 'Skinner' });
    token = await storeToken(test.database.handle, staff.seq);
  });
  afterAll(() => test?.close());

  const get = (url: string, headers: Record<string, string> = bearer(token)) =>
    test.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string> = bearer(token)) =>
    injectAsBrowser(test.app, { method: 'POST', url, payload: {}, headers });
  const duplicatesOf = async (id: string) => {
    const response = await get(admin(`/duplicates/${id}`));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Duplicates).candidates;
  };
  const folderOf = (sighting: Pick<Sighting, 'id' | 'submitted'>) =>
    `${sighting.submitted.slice(0, 10)}/${sighting.id}`;

  async function report(overrides: Record<string, unknown> = {}): Promise<Reported> {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport(overrides),
      remoteAddress: newAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function upload(sighting: Reported, name: string, bytes: Uint8Array) {
    const form = await multipartForm([{ name, bytes }]);
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/upload/${sighting.id}`,
      payload: form.payload,
      headers: { ...form.headers, 'x-upload-token': sighting.uploadToken },
      remoteAddress: newAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** Staff approve a report as the editor's Update with approval on does. */
  async function approve(id: string) {
    const stored = (await get(`${API_BASE}/sightings/by-id/${id}`)).json() as Sighting;
    const approved = await injectAsBrowser(test.app, {
      method: 'POST',
      url: admin('/update/sighting'),
      payload: { ...stored, point: null, approved: true },
      headers: bearer(token),
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }

  /** Reports of their own, in a place and at a time no other test uses. */
  const placed = (latitude: number, occurred: string, overrides: Record<string, unknown> = {}) =>
    report({ latitude, longitude: -100, occurred, ...overrides });

  it('offers a resent report the one it repeats, sure of it, and not another witness or the original', async () => {
    const original = await placed(40, '2023-03-01T21:00:00.000Z');
    const resend = await placed(40, '2023-03-01T21:05:00.000Z');
    const witness = await placed(40.03, '2023-03-01T21:25:00.000Z', {
      summary: 'A bright disc over the highway',
      detailedDescription: 'My wife and I watched a big bright disc above the highway for about ten minutes.',
    });
    const nextDay = await placed(40, '2023-03-02T23:00:00.000Z');

    const candidates = await duplicatesOf(resend.id);
    expect(candidates.map((candidate) => candidate.id)).toEqual([original.id]);
    expect(candidates[0]).toMatchObject({
      matched: ['place-time', 'text'],
      distanceKm: 0,
      minutesApart: 5,
      textSimilarity: 1,
      photoBitsApart: null,
      approved: false,
      summary: makeReport().summary,
    });
    expect(candidates[0]!.confidence).toBeGreaterThanOrEqual(0.9);
    // A report is a resend only of one stored before it.
    expect(await duplicatesOf(original.id)).toEqual([]);
    // Another witness's own words, 3 km away and 20 minutes later: not offered as a duplicate of the resend.
    const witnessCandidates = await duplicatesOf(witness.id);
    expect(witnessCandidates.every((candidate) => candidate.confidence < 0.5)).toBe(true);
    // The same words a day later (beyond the window of time): alike only in words, so still offered.
    const later = await duplicatesOf(nextDay.id);
    expect(later.map((candidate) => candidate.matched)).not.toContainEqual(expect.arrayContaining(['place-time']));
  });

  it('finds the same photo sent from elsewhere, resized and recompressed', async () => {
    const photo = await wavyPicture(3);
    const first = await placed(10, '2022-07-04T03:00:00.000Z', { summary: 'Orb over the harbour' });
    await upload(first, 'orb.jpg', photo);
    const elsewhere = await placed(-30, '2022-07-09T03:00:00.000Z', {
      summary: 'Strange photo',
      detailedDescription: 'Found this on my phone this morning.',
    });
    await upload(elsewhere, 'IMG_0001.jpg', await sharp(photo).resize(200).jpeg({ quality: 60 }).toBuffer());
    const candidates = await duplicatesOf(elsewhere.id);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({ id: first.id, matched: ['photo'], distanceKm: expect.any(Number) });
    expect(candidates[0]!.photoBitsApart).toBeLessThanOrEqual(3);
    expect(candidates[0]!.confidence).toBeGreaterThan(0.8);
  });

  it('finds the same photo even when hundreds of stored photos share one of its bands', async () => {
    const photo = await wavyPicture(7);
    const first = await placed(-10, '2016-02-02T02:00:00.000Z', { summary: 'Lit-up craft' });
    await upload(first, 'craft.jpg', photo);
    const { db } = test.database.handle;
    const [stored] = await db
      .selectFrom('media')
      .innerJoin('sightings', 'sightings.seq', 'media.sighting_seq')
      .select('media.perceptual_hash')
      .where('sightings.id', '=', first.id)
      .execute();
    const hash = stored!.perceptual_hash!;
    // 600 other photos whose hashes begin as this one does and differ in every other band.
    const crowd = sightingStores(test.database.handle);
    const others = Array.from({ length: 600 }, (_, index) =>
      makeSighting({ occurred: '2015-01-01T00:00:00.000Z', summary: `crowd ${index}` }),
    );
    await crowd.bulk.insertMany(others);
    const seqs = await db
      .selectFrom('sightings')
      .select('seq')
      .where(
        'id',
        'in',
        others.map((other) => other.id),
      )
      .execute();
    const hashes = new PhotoHashRepository(db);
    for (const [index, { seq }] of seqs.entries()) {
      const [media] = await db
        .insertInto('media')
        .values({
          sighting_seq: seq,
          position: 0,
          file_name: 'crowd.jpg',
          kind: 'photo',
          content_type: 'image/jpeg',
          size_bytes: 1,
          has_public_copy: true,
          created: '2015-01-01T00:00:00.000Z',
        })
        .returning('seq')
        .execute();
      const opposite = [...hash.slice(4, 13)].map((digit) => (0xf ^ Number.parseInt(digit, 16)).toString(16)).join('');
      await hashes.store(Number(media!.seq), `${hash.slice(0, 4)}${opposite}${index.toString(16).padStart(3, '0')}`);
    }
    // The original's photo stored again after the crowd: read in stored order, the crowd's rows come first.
    const original = await db
      .selectFrom('media')
      .innerJoin('sightings', 'sightings.seq', 'media.sighting_seq')
      .selectAll('media')
      .where('sightings.id', '=', first.id)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('media').where('seq', '=', original.seq).execute();
    const { seq: _seq, ...row } = original;
    const [again] = await db.insertInto('media').values(row).returning('seq').execute();
    await hashes.store(Number(again!.seq), hash);
    const resend = await placed(-50, '2016-03-03T02:00:00.000Z', { summary: 'Other words', detailedDescription: 'y' });
    await upload(resend, 'again.jpg', photo);
    expect((await duplicatesOf(resend.id)).map((candidate) => candidate.id)).toEqual([first.id]);
  });

  it('remembers "keep both": the pair is offered no more', async () => {
    const original = await placed(20, '2021-01-01T01:00:00.000Z');
    const resend = await placed(20, '2021-01-01T01:00:00.000Z');
    expect((await duplicatesOf(resend.id)).map((candidate) => candidate.id)).toEqual([original.id]);
    for (let time = 0; time < 2; time += 1) {
      const kept = await post(admin(`/keep/sighting/${resend.id}/and/${original.id}`));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toBe(true);
    }
    expect(await duplicatesOf(resend.id)).toEqual([]);
    expect((await post(admin(`/keep/sighting/${resend.id}/and/${resend.id}`))).statusCode).toBe(400);
    const unknown = await post(admin(`/keep/sighting/${resend.id}/and/nosuch00`));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no sighting nosuch00: it does not exist or is deleted.');
  });

  it('merges a resend into its original: the files move over, the resend is deleted and logged', async () => {
    const original = await placed(30, '2020-05-05T05:00:00.000Z');
    await upload(original, 'sky.jpg', await wavyPicture(5));
    const resend = await placed(30, '2020-05-05T05:00:00.000Z');
    await upload(resend, 'sky.jpg', await wavyPicture(6));
    // The same photo again, byte for byte, under another name: the original keeps its one copy.
    await upload(resend, 'copy.jpg', await wavyPicture(5));
    await upload(resend, 'notes.txt', Buffer.from('It was silent.'));

    const response = await post(admin(`/merge/sighting/${resend.id}/into/${original.id}`));
    expect(response.statusCode, response.body).toBe(200);
    const merged = response.json() as Sighting;
    expect(merged.id).toBe(original.id);
    expect(merged.media).toEqual(['sky.jpg', 'sky-2.jpg', 'notes.txt']);

    // Both reports await review: their files are out of view, and the moved ones stay so.
    const target = `originals/${folderOf(merged)}/pending`;
    expect(await media.files(target)).toEqual([
      'notes.txt',
      'sky-2.jpg',
      'sky-2.jpg.thumb.webp',
      'sky.jpg',
      'sky.jpg.thumb.webp',
    ]);
    const originals = await media.files(`originals/${folderOf(merged)}`);
    expect(originals.filter((file) => !file.startsWith('pending/'))).toEqual(['sky-2.jpg', 'sky.jpg']);
    expect(await media.files(`media/${folderOf(merged)}`)).toEqual([]);
    expect((await media.read(`${target}/notes.txt`)).toString()).toBe('It was silent.');
    expect(await media.files(`media/${folderOf(resend)}`)).toEqual([]);
    // The resend, deleted, keeps only its own copy of the photo the original held already.
    const left = await media.files(`originals/${folderOf(resend)}`);
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((file) => !file.includes('copy.jpg'))).toEqual([]);

    expect((await get(admin(`/sighting/exists/${resend.id}`))).json()).toBe(false);
    const activities = (await get(admin('/activities/0/10'))).json();
    expect(activities.content[0]).toMatchObject({
      action: 'MERGED_SIGHTING',
      sightingId: resend.id,
      user: { firstName: 'Walter', lastName: 'Skinner' },
      reason: `Merged into ${original.id}: it repeats that report.`,
    });
    expect(activities.content[0].reason).not.toContain('copy.jpg');

    // The resend's witness is led to the original once visitors can see it.
    const followed = async () =>
      (await test.app.inject({ method: 'GET', url: `${API_BASE}/reports/follow/${resend.followToken}` })).json();
    expect(await followed()).toMatchObject({ status: 'not-published', mergedIntoPath: null });
    await approve(original.id);
    expect(await followed()).toMatchObject({
      status: 'not-published',
      reason: `Merged into ${original.id}: it repeats that report.`,
      mergedIntoPath: `/sighting/${original.id}`,
    });

    // The moved photo keeps its hash: a third resend of it still finds the original.
    const third = await placed(-45, '2020-06-05T05:00:00.000Z', {
      summary: 'Unrelated words',
      detailedDescription: 'x',
    });
    await upload(third, 'again.jpg', await wavyPicture(5));
    expect((await duplicatesOf(third.id)).map((candidate) => candidate.id)).toEqual([original.id]);
  });

  it('keeps events and counts right when a public report is merged into another', async () => {
    const first = await placed(50, '2019-09-09T22:00:00.000Z');
    const second = await placed(50.01, '2019-09-09T22:10:00.000Z');
    for (const sighting of [first, second]) {
      const current = (await get(admin(`/duplicates/${sighting.id}`))).statusCode;
      expect(current).toBe(200);
      await approve(sighting.id);
    }
    const total = async () => (await get(`${API_BASE}/sightings/total-sightings`, {})).json() as number;
    const before = await total();
    expect((await get(`${API_BASE}/sightings/by-id/${first.id}`, {})).json()).toMatchObject({ eventSize: 2 });
    expect((await post(admin(`/merge/sighting/${second.id}/into/${first.id}`))).statusCode).toBe(200);
    expect(await total()).toBe(before - 1);
    expect((await get(`${API_BASE}/sightings/by-id/${second.id}`, {})).statusCode).toBe(404);
    expect((await get(`${API_BASE}/sightings/by-id/${first.id}`, {})).json()).toMatchObject({
      eventId: first.id,
      eventSize: 1,
    });
  });

  it('refuses bad merges with clear errors and changes nothing', async () => {
    const original = await placed(60, '2018-01-01T00:00:00.000Z');
    const itself = await post(admin(`/merge/sighting/${original.id}/into/${original.id}`));
    expect(itself.statusCode).toBe(400);
    expect(itself.json().message).toBe(
      'A sighting cannot be merged into itself: give the id of the report it repeats.',
    );
    expect((await post(admin(`/merge/sighting/nosuch00/into/${original.id}`))).statusCode).toBe(404);
    const intoUnknown = await post(admin(`/merge/sighting/${original.id}/into/nosuch00`));
    expect(intoUnknown.statusCode).toBe(404);
    expect((await get(admin(`/sighting/exists/${original.id}`))).json()).toBe(true);
    expect((await post(admin('/merge/sighting/bad%20id!/into/x'))).statusCode).toBe(400);
    expect((await get(admin('/duplicates/nosuch00'))).statusCode).toBe(404);
    expect((await get(admin('/duplicates/bad%20id!'))).statusCode).toBe(400);

    const full = await placed(61, '2018-01-01T00:00:00.000Z');
    const resend = await placed(61, '2018-01-01T00:00:00.000Z');
    for (let file = 0; file < 9; file += 1) await upload(full, `note-${file}.txt`, Buffer.from(`note ${file}`));
    for (let file = 0; file < 2; file += 1) await upload(resend, `more-${file}.txt`, Buffer.from(`more ${file}`));
    const tooMany = await post(admin(`/merge/sighting/${resend.id}/into/${full.id}`));
    expect(tooMany.statusCode).toBe(409);
    expect(await media.files(`originals/${folderOf(resend)}/pending`)).toEqual(['more-0.txt', 'more-1.txt']);
    expect((await get(admin(`/sighting/exists/${resend.id}`))).json()).toBe(true);
  });

  it('is for staff only, and a merge needs the anti-forgery token', async () => {
    expect((await get(admin('/duplicates/abc'), {})).statusCode).toBe(401);
    const original = await placed(70, '2017-01-01T00:00:00.000Z');
    const resend = await placed(70, '2017-01-01T00:00:00.000Z');
    const unforged = await test.app.inject({
      method: 'POST',
      url: admin(`/merge/sighting/${resend.id}/into/${original.id}`),
      headers: bearer(token),
    });
    expect(unforged.statusCode).toBe(403);
    expect((await post(admin(`/merge/sighting/${resend.id}/into/${original.id}`), {})).statusCode).toBe(401);
    expect((await get(admin(`/sighting/exists/${resend.id}`))).json()).toBe(true);
  });
});
