import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_FILE_BYTES } from '../../common/schemas/upload-queue.ts';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import {
  exifHasGps,
  jpegWithGps,
  mp4WithLocation,
  VIDEO_LOCATION,
  webmBytes,
  windowsProgramBytes,
} from '../test/media-fixtures.ts';
import { MULTIPART_BOUNDARY_TOO_LONG } from '../media/multipart-upload.ts';
import { multipartForm } from '../test/multipart-form.ts';
import { makeReport } from '../test/report-factory.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { filesUnder, testMediaStores, useTestMediaStore } from '../test/test-media-stores.ts';

let nextAddress = 1;
const newAddress = () => `10.2.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

interface Reported {
  id: string;
  submitted: string;
  uploadToken: string;
}

const cases = testDialects().flatMap((dialect) => testMediaStores().map((store) => [dialect, store] as const));

describe.each(cases)('media uploads on %s, stored in %s', (dialect, store) => {
  let test: TestApp;
  const media = useTestMediaStore(store, () => test.config.dataDir);
  beforeAll(async () => {
    test = await buildTestApp(dialect, media.environment());
  });
  afterAll(() => test?.close());

  const dataDir = () => test.config.dataDir;
  const folderOf = (sighting: Reported) => `${sighting.submitted.slice(0, 10)}/${sighting.id}`;
  /** Where a report's files wait, out of the public folder, until staff approve it. */
  const pendingOf = (sighting: Reported) => `originals/${folderOf(sighting)}/pending`;

  let staffToken: string | undefined;
  async function asStaff(method: 'GET' | 'POST', url: string, payload?: object) {
    if (!staffToken) {
      const staff = await addStaff(test.database.handle, { role: 'moderator' });
      staffToken = await storeToken(test.database.handle, staff.seq);
    }
    return injectAsBrowser(test.app, { method, url, payload, headers: bearer(staffToken) });
  }
  /** Staff approve the report (or take the approval back), as the edit form saves it. */
  async function setApproved(sighting: Reported, approved: boolean) {
    const current = (await asStaff('GET', `${API_BASE}/sightings/by-id/${sighting.id}`)).json();
    const saved = await asStaff('POST', `${API_BASE}/administration/update/sighting`, {
      ...current,
      point: null,
      approved,
    });
    expect(saved.statusCode).toBe(200);
  }

  async function newReport(): Promise<Reported> {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport(),
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /** A file uploaded to a report with the report's own upload token. */
  function uploadTo(sighting: Reported, file: Parameters<typeof upload>[1]) {
    return upload(sighting.id, file, sighting.uploadToken);
  }

  async function upload(
    sightingId: string,
    file: { name: string; bytes: Uint8Array; field?: string; type?: string },
    token: string | undefined,
  ) {
    const form = await multipartForm([file]);
    return injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/upload/${sightingId}`,
      payload: form.payload,
      headers: { ...form.headers, ...(token === undefined ? {} : { 'x-upload-token': token }) },
      remoteAddress: newAddress(),
    });
  }

  const text = (content: string) => Buffer.from(content, 'utf8');
  const mediaRows = (sighting: Reported) =>
    test.database.handle.db
      .selectFrom('media')
      .innerJoin('sightings', 'sightings.seq', 'media.sighting_seq')
      .select([
        'media.file_name',
        'media.kind',
        'media.content_type',
        'media.size_bytes',
        'media.position',
        'sightings.media_count',
      ])
      .where('sightings.id', '=', sighting.id)
      .orderBy('media.position')
      .execute();

  it('stores a text file out of view until approval, under originals/{day of submitted}/{id}/pending/, and names it in the sighting', async () => {
    const sighting = await newReport();
    const response = await uploadTo(sighting, { name: 'notes.txt', bytes: text('We saw it at 10 pm. Naïve café ✓') });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      file: 'notes.txt',
      kind: 'document',
      size: Buffer.byteLength('We saw it at 10 pm. Naïve café ✓'),
    });
    expect((await media.read(`${pendingOf(sighting)}/notes.txt`)).toString('utf8')).toBe(
      'We saw it at 10 pm. Naïve café ✓',
    );
    expect(await media.files(`media/${folderOf(sighting)}`)).toEqual([]);
    const rows = await mediaRows(sighting);
    expect(rows).toEqual([
      expect.objectContaining({
        file_name: 'notes.txt',
        kind: 'document',
        content_type: 'text/plain; charset=utf-8',
        position: 0,
        media_count: 1,
      }),
    ]);
  });

  it.each([
    ['without a token', undefined, 'An upload token is required'],
    ['with a wrong token', 'not-the-token', 'not valid for this sighting'],
  ])('refuses an upload %s with 401 and stores nothing', async (_case, token, message) => {
    const sighting = await newReport();
    const response = await upload(sighting.id, { name: 'notes.txt', bytes: text('hello') }, token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain(message);
    expect(await media.files(`media/${folderOf(sighting)}`)).toEqual([]);
    expect(await mediaRows(sighting)).toEqual([]);
  });

  it("refuses another sighting's token", async () => {
    const [first, second] = [await newReport(), await newReport()];
    const response = await upload(second.id, { name: 'notes.txt', bytes: text('hello') }, first.uploadToken);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token (over 60 minutes after the report)', async () => {
    const sighting = await newReport();
    const past = new Date(Date.now() - 61 * 60_000).toISOString();
    await (test.database.handle.db as any)
      .updateTable('upload_tokens')
      .set({ created: new Date(Date.now() - 121 * 60_000).toISOString(), expires: past })
      .where('sighting_id', '=', sighting.id)
      .execute();
    const response = await uploadTo(sighting, { name: 'notes.txt', bytes: text('hello') });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('expired');
  });

  it('answers 404 for an unknown sighting', async () => {
    const response = await upload('nosuch01', { name: 'notes.txt', bytes: text('hello') }, 'whatever');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a file of 10 MiB + 1 byte with 413, leaving nothing on disk or in the database', async () => {
    const sighting = await newReport();
    const response = await uploadTo(sighting, { name: 'big.txt', bytes: Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1, 'a') });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('at most 10485760 bytes');
    expect(await media.files('media')).not.toContainEqual(expect.stringContaining(sighting.id));
    expect(filesUnder(path.join(dataDir(), 'tmp'))).toEqual([]);
    expect(await mediaRows(sighting)).toEqual([]);
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const sighting = await newReport();
    const response = await uploadTo(sighting, { name: 'big.txt', bytes: Buffer.alloc(UPLOAD_MAX_FILE_BYTES, 'a') });
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(UPLOAD_MAX_FILE_BYTES);
  });

  it('refuses a program renamed .jpg with 415 and stores nothing', async () => {
    const sighting = await newReport();
    const response = await uploadTo(sighting, { name: 'photo.jpg', bytes: windowsProgramBytes(), type: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('EXE');
    expect(await media.files(`media/${folderOf(sighting)}`)).toEqual([]);
    expect(filesUnder(path.join(dataDir(), 'tmp'))).toEqual([]);
    expect(await mediaRows(sighting)).toEqual([]);
  });

  it('refuses binary bytes without a known signature, and text with NUL bytes', async () => {
    const sighting = await newReport();
    expect(
      (await uploadTo(sighting, { name: 'x.txt', bytes: Buffer.from([0xff, 0xfe, 0xfd, 0x80, 0x81]) })).statusCode,
    ).toBe(415);
    expect((await uploadTo(sighting, { name: 'x.txt', bytes: Buffer.from('abc\0def') })).statusCode).toBe(415);
  });

  it('refuses an empty file and a file in another field', async () => {
    const sighting = await newReport();
    expect((await uploadTo(sighting, { name: 'x.txt', bytes: Buffer.alloc(0) })).statusCode).toBe(400);
    const other = await uploadTo(sighting, { name: 'x.txt', bytes: text('hi'), field: 'photo' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain("field 'file'");
  });

  it('refuses a body that is not well-formed multipart with 400, leaving nothing behind', async () => {
    const sighting = await newReport();
    const truncated = '--cut\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc';
    for (const payload of ['{"file": "x"}', truncated]) {
      const response = await injectAsBrowser(test.app, {
        method: 'POST',
        url: `${API_BASE}/sightings/upload/${sighting.id}`,
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=cut', 'x-upload-token': sighting.uploadToken },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The upload is not well-formed multipart\/form-data/);
    }
    expect(await mediaRows(sighting)).toEqual([]);
  });

  it('refuses a multipart boundary longer than 70 characters with 400, not 500', async () => {
    const sighting = await newReport();
    for (const length of [71, 300]) {
      const boundary = 'b'.repeat(length);
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc\r\n--${boundary}--\r\n`;
      const response = await injectAsBrowser(test.app, {
        method: 'POST',
        url: `${API_BASE}/sightings/upload/${sighting.id}`,
        payload,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-upload-token': sighting.uploadToken,
        },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode, `a boundary of ${length}`).toBe(400);
      expect(response.json().message).toBe(MULTIPART_BOUNDARY_TOO_LONG);
    }
    expect(await mediaRows(sighting)).toEqual([]);
  });

  it('takes at most 10 files per sighting and refuses the 11th', async () => {
    const sighting = await newReport();
    for (let index = 1; index <= 10; index += 1) {
      expect((await uploadTo(sighting, { name: `note.txt`, bytes: text(`note ${index}`) })).statusCode).toBe(201);
    }
    const refused = await uploadTo(sighting, { name: 'note.txt', bytes: text('one too many') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A sighting can hold at most 10 files.');
    const rows = await mediaRows(sighting);
    expect(rows.map((row) => row.file_name)).toEqual([
      'note.txt',
      ...Array.from({ length: 9 }, (_, index) => `note-${index + 2}.txt`),
    ]);
    expect(rows[0]!.media_count).toBe(10);
    expect(await media.files(pendingOf(sighting))).toHaveLength(10);
  });

  it('lets only one of two uploads racing for the last place in', async () => {
    const sighting = await newReport();
    for (let index = 1; index <= 9; index += 1) await uploadTo(sighting, { name: 'n.txt', bytes: text(`${index}`) });
    const racing = await Promise.all([1, 2].map(() => uploadTo(sighting, { name: 'last.txt', bytes: text('last') })));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await mediaRows(sighting)).toHaveLength(10);
    expect(await media.files(pendingOf(sighting))).toHaveLength(10);
  });

  it('keeps a name like ../../etc/passwd inside the sighting folder', async () => {
    const sighting = await newReport();
    const response = await uploadTo(sighting, { name: '../../etc/passwd', bytes: text('root:x:0:0') });
    expect(response.statusCode).toBe(201);
    expect(response.json().file).toBe('passwd.txt');
    expect(await media.files(pendingOf(sighting))).toEqual(['passwd.txt']);
    expect(existsSync(path.join(dataDir(), 'etc'))).toBe(false);
    const windows = await uploadTo(sighting, { name: '..\\..\\Über Köln?.TXT', bytes: text('x') });
    expect(windows.json().file).toBe('Uber-Koln.txt');
  });

  it('publishes a photo without its GPS, upright, with a WebP thumbnail, and keeps the original for staff', async () => {
    const sighting = await newReport();
    const original = await jpegWithGps(64, 48);
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const response = await uploadTo(sighting, { name: 'IMG_0042.JPEG', bytes: original, type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ file: 'IMG_0042.jpeg', kind: 'photo', size: original.length });

    const folder = folderOf(sighting);
    const publicCopy = await sharp(await media.read(`${pendingOf(sighting)}/IMG_0042.jpeg`)).metadata();
    expect(publicCopy.format).toBe('jpeg');
    expect(publicCopy.exif).toBeUndefined();
    expect([publicCopy.width, publicCopy.height]).toEqual([48, 64]);

    const kept = await media.read(`originals/${folder}/IMG_0042.jpeg`);
    expect(kept.equals(original)).toBe(true);
    expect(exifHasGps((await sharp(kept).metadata()).exif)).toBe(true);

    const thumbnail = await sharp(await media.read(`${pendingOf(sighting)}/IMG_0042.jpeg.thumb.webp`)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 48 });
    expect(thumbnail.exif).toBeUndefined();

    await setApproved(sighting, true);
    const served = await test.app.inject({ method: 'GET', url: `/media/${folder}/IMG_0042.jpeg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(exifHasGps((await sharp(served.rawPayload).metadata()).exif)).toBe(false);
    expect(
      (await test.app.inject({ method: 'GET', url: `/media/${folder}/IMG_0042.jpeg.thumb.webp` })).statusCode,
    ).toBe(200);
  });

  it('accepts a small MP4 as video and blanks the location it carries in the public copy', async () => {
    const sighting = await newReport();
    const video = mp4WithLocation();
    const response = await uploadTo(sighting, { name: 'clip.mp4', bytes: video, type: 'video/mp4' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ file: 'clip.mp4', kind: 'video', size: video.length });
    const published = await media.read(`${pendingOf(sighting)}/clip.mp4`);
    expect(published.length).toBe(video.length);
    expect(published.includes(Buffer.from(VIDEO_LOCATION))).toBe(false);
    expect((await media.read(`originals/${folderOf(sighting)}/clip.mp4`)).equals(video)).toBe(true);
  });

  it('accepts a WebM as video, named by its bytes whatever the name says', async () => {
    const sighting = await newReport();
    const response = await uploadTo(sighting, { name: 'clip.mov', bytes: webmBytes() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ file: 'clip.webm', kind: 'video' });
  });

  it('lists uploaded files on the sighting, as staff read it', async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'a.txt', bytes: text('a') });
    await uploadTo(sighting, { name: 'b.txt', bytes: text('b') });
    const row = await test.database.handle.db
      .selectFrom('sightings')
      .select('media_count')
      .where('id', '=', sighting.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.media_count)).toBe(2);
    expect((await mediaRows(sighting)).map((media) => media.file_name)).toEqual(['a.txt', 'b.txt']);
  });

  it('serves media under /media with long caching, nosniff, and documents as attachments', async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'notes.txt', bytes: text('<script>alert(1)</script>') });
    await setApproved(sighting, true);
    const response = await test.app.inject({ method: 'GET', url: `/media/${folderOf(sighting)}/notes.txt` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<script>alert(1)</script>');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-disposition']).toBe('attachment; filename="notes.txt"');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers range requests with 206 and the bytes asked for, and 416 past the end', async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'letters.txt', bytes: text('abcdefghij') });
    await setApproved(sighting, true);
    const url = `/media/${folderOf(sighting)}/letters.txt`;
    const get = (range?: string) =>
      test.app.inject({ method: 'GET', url, headers: range === undefined ? {} : { range } });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe('10');
    const head = await test.app.inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-length'], head.body]).toEqual([200, '10', '']);
    for (const [range, body, contentRange] of [
      ['bytes=2-5', 'cdef', 'bytes 2-5/10'],
      ['bytes=7-', 'hij', 'bytes 7-9/10'],
      ['bytes=-3', 'hij', 'bytes 7-9/10'],
      ['bytes=8-100', 'ij', 'bytes 8-9/10'],
    ]) {
      const part = await get(range);
      expect(part.statusCode, range).toBe(206);
      expect(part.body, range).toBe(body);
      expect(part.headers['content-range'], range).toBe(contentRange);
      expect(part.headers['content-length'], range).toBe(String(body!.length));
      expect(part.headers['cache-control'], range).toBe('public, max-age=31536000, immutable');
      expect(part.headers['x-content-type-options'], range).toBe('nosniff');
    }
    const past = await get('bytes=20-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10');
    expect(past.json().message).toBe('The range asked for lies past the end of the file.');
    // Several ranges at once are not offered: the whole file, as HTTP allows.
    const several = await get('bytes=0-1,4-5');
    expect([several.statusCode, several.body]).toEqual([200, 'abcdefghij']);
  });

  it('sends media without the anti-forgery cookie, so shared caches and CDNs may keep them', async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'plain.txt', bytes: text('no cookie here') });
    await setApproved(sighting, true);
    const folder = folderOf(sighting);
    // A browser's first request, without the cookie: pages and API calls would hand it one.
    const answers = await Promise.all([
      test.app.inject({ method: 'GET', url: `/media/${folder}/plain.txt` }),
      test.app.inject({ method: 'GET', url: `/media/${folder}/plain.txt`, headers: { range: 'bytes=0-1' } }),
      test.app.inject({ method: 'HEAD', url: `/media/${folder}/plain.txt` }),
      test.app.inject({ method: 'GET', url: `/media/${folder}/missing.txt` }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 206, 200, 404]);
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
    const page = await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/total-sightings` });
    expect(page.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  });

  it('answers 304 to a browser whose copy is current', async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'seen.txt', bytes: text('still the same') });
    await setApproved(sighting, true);
    const url = `/media/${folderOf(sighting)}/seen.txt`;
    const first = await test.app.inject({ method: 'GET', url });
    expect(first.headers.etag).toBeTruthy();
    const again = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"another"' } });
    expect(changed.statusCode).toBe(200);
  });

  it("keeps a pending report's files from the public: staff and the follow link read them, approval publishes them", async () => {
    const response = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/sightings/report`,
      payload: makeReport(),
      remoteAddress: newAddress(),
    });
    const sighting = response.json() as Reported & { followToken: string };
    await uploadTo(sighting, {
      name: 'ok.png',
      bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
        .png()
        .toBuffer(),
    });
    await uploadTo(sighting, { name: 'notes.txt', bytes: text('seen at 10') });
    const publicUrl = (file: string) => `/media/${folderOf(sighting)}/${file}`;
    const publicStatus = async (file: string) =>
      (await test.app.inject({ method: 'GET', url: publicUrl(file) })).statusCode;

    // Pending: the public path answers 404, as the sighting's own page does.
    for (const file of ['ok.png', 'ok.png.thumb.webp', 'notes.txt']) expect(await publicStatus(file), file).toBe(404);
    expect(
      (await test.app.inject({ method: 'GET', url: `${API_BASE}/sightings/by-id/${sighting.id}` })).statusCode,
    ).toBe(404);
    // Staff read them with their token, the witness with the follow link: never kept by a shared cache.
    const byStaff = await asStaff('GET', `${API_BASE}/administration/media/${sighting.id}/notes.txt`);
    expect([byStaff.statusCode, byStaff.body]).toEqual([200, 'seen at 10']);
    expect(byStaff.headers['cache-control']).toBe('private, no-store');
    expect(byStaff.headers['x-content-type-options']).toBe('nosniff');
    expect(byStaff.headers['content-disposition']).toBe('attachment; filename="notes.txt"');
    const thumbnail = await asStaff('GET', `${API_BASE}/administration/media/${sighting.id}/ok.png.thumb.webp`);
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/webp']);
    const byWitness = await test.app.inject({
      method: 'GET',
      url: `${API_BASE}/reports/follow/${sighting.followToken}/media/ok.png`,
    });
    expect([byWitness.statusCode, byWitness.headers['content-type']]).toEqual([200, 'image/png']);
    expect(byWitness.headers['cache-control']).toBe('no-store');
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `${API_BASE}/administration/media/${sighting.id}/ok.png`,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongLink = await test.app.inject({
      method: 'GET',
      url: `${API_BASE}/reports/follow/not-the-link/media/ok.png`,
    });
    expect(wrongLink.statusCode).toBe(404);
    expect((await asStaff('GET', `${API_BASE}/administration/media/${sighting.id}/missing.png`)).statusCode).toBe(404);

    // Approved: public, and cacheable for a year; no longer a pending file.
    await setApproved(sighting, true);
    const published = await test.app.inject({ method: 'GET', url: publicUrl('ok.png') });
    expect(published.statusCode).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await publicStatus('ok.png.thumb.webp')).toBe(200);
    expect((await asStaff('GET', `${API_BASE}/administration/media/${sighting.id}/ok.png`)).statusCode).toBe(404);

    // The approval taken back: out of view again. Deleted: gone from the public path, kept for staff.
    await setApproved(sighting, false);
    expect(await publicStatus('ok.png')).toBe(404);
    expect((await asStaff('GET', `${API_BASE}/administration/media/${sighting.id}/ok.png`)).statusCode).toBe(200);
    await setApproved(sighting, true);
    const deleted = await asStaff('POST', `${API_BASE}/administration/delete/sighting/${sighting.id}`, {});
    expect(deleted.json()).toBe(true);
    for (const file of ['ok.png', 'notes.txt']) expect(await publicStatus(file), file).toBe(404);
    expect(await media.files(`originals/${folderOf(sighting)}/withheld`)).toEqual([
      'notes.txt',
      'ok.png',
      'ok.png.thumb.webp',
    ]);
  });

  it('answers 404 for a file that is not there', async () => {
    const sighting = await newReport();
    const response = await test.app.inject({ method: 'GET', url: `/media/${folderOf(sighting)}/nothing.jpg` });
    expect(response.statusCode).toBe(404);
  });

  it("serves a deleted sighting's files no more, and keeps them for staff", async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'notes.txt', bytes: text('seen at 10') });
    await uploadTo(sighting, { name: 'sky.jpg', bytes: await jpegWithGps() });
    const staff = await addStaff(test.database.handle, { role: 'moderator' });
    const deleted = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/administration/delete/sighting/${sighting.id}`,
      payload: {},
      headers: bearer(await storeToken(test.database.handle, staff.seq)),
    });
    expect(deleted.json()).toBe(true);

    for (const file of ['notes.txt', 'sky.jpg']) {
      const response = await test.app.inject({ method: 'GET', url: `/media/${folderOf(sighting)}/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
    expect(await media.files(`media/${folderOf(sighting)}`)).toEqual([]);
    expect(await media.files(`originals/${folderOf(sighting)}`)).toEqual([
      'sky.jpg', // the upload as received
      'withheld/notes.txt',
      'withheld/sky.jpg', // its public copy, without the GPS position
      'withheld/sky.jpg.thumb.webp',
    ]);
  });

  it('serves no folder listings, no originals, nothing outside the media folder', async () => {
    const sighting = await newReport();
    await uploadTo(sighting, { name: 'photo.jpg', bytes: await jpegWithGps() });
    const folder = folderOf(sighting);
    for (const url of [
      `/media/${folder}/`,
      `/media/${folder}`,
      `/media/${folder.slice(0, 10)}/`,
      '/media/',
      `/media/../originals/${folder}/photo.jpg`,
      `/media/%2e%2e/originals/${folder}/photo.jpg`,
      `/media/..%2foriginals/${folder}/photo.jpg`,
      `/media/${folder}/..%2f..%2f..%2fskywatch.sqlite`,
      '/media/%2e%2e/skywatch.sqlite',
      `/originals/${folder}/photo.jpg`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.rawPayload.subarray(0, 2).equals(Buffer.from([0xff, 0xd8])), url).toBe(false);
    }
  });
});
