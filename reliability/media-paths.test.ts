/**
 * No path traversal under /media: raw request paths with ../, %2e%2e, encoded slashes and
 * backslashes, double encoding, NUL bytes and absolute paths, sent over a real socket (no client
 * tidies them up), never reach the database file, the private originals or anything outside.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../server/test/build-test-app.ts';
import { injectAsBrowser } from '../server/test/inject-with-xsrf.ts';
import { exifHasGps, jpegWithGps } from '../server/test/media-fixtures.ts';
import { multipartForm } from '../server/test/multipart-form.ts';
import { makeReport } from '../server/test/report-factory.ts';
import { addStaff, bearer, storeToken } from '../server/test/staff-factory.ts';

let testApp: TestApp;
let origin: { port: number };
let folder: string;
let file: string;

before(async () => {
  testApp = await buildTestApp('sqlite');
  const report = (
    await injectAsBrowser(testApp.app, { method: 'POST', url: '/api/v1/sightings/report', payload: makeReport() })
  ).json();
  const form = await multipartForm([{ name: 'lights.jpg', bytes: await jpegWithGps(64, 48) }]);
  const uploaded = await injectAsBrowser(testApp.app, {
    method: 'POST',
    url: `/api/v1/sightings/upload/${report.id}`,
    payload: form.payload,
    headers: { ...form.headers, 'x-upload-token': report.uploadToken },
  });
  assert.equal(uploaded.statusCode, 201);
  folder = `${report.submitted.slice(0, 10)}/${report.id}`;
  file = uploaded.json().file;
  // Published by staff: until then its files are kept out of /media.
  const staff = bearer(await storeToken(testApp.database.handle, (await addStaff(testApp.database.handle)).seq));
  const stored = await injectAsBrowser(testApp.app, { url: `/api/v1/sightings/by-id/${report.id}`, headers: staff });
  const approved = await injectAsBrowser(testApp.app, {
    method: 'POST',
    url: '/api/v1/administration/update/sighting',
    payload: { ...(stored.json() as object), point: null, approved: true },
    headers: staff,
  });
  assert.equal(approved.statusCode, 200);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  origin = testApp.app.server.address() as { port: number };
});
after(() => testApp?.close());

/** One GET with the path exactly as written. */
function rawGet(rawPath: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: origin.port, path: rawPath, method: 'GET', agent: false });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test('the public copy is served, without the GPS position the original holds', async () => {
  const served = await rawGet(`/media/${folder}/${file}`);
  assert.equal(served.status, 200);
  const original = readFileSync(path.join(testApp.database.dataDir, 'originals', folder, file));
  assert.ok(exifHasGps((await sharp(original).metadata()).exif), 'the kept original has it');
  assert.ok(!exifHasGps((await sharp(served.body).metadata()).exif), 'the public copy has not');
});

test('no request path reaches the database, the originals or the system', async () => {
  const [day, id] = folder.split('/');
  const secrets = [
    readFileSync(path.join(testApp.database.dataDir, 'originals', folder, file)),
    Buffer.from('SQLite format 3'),
    Buffer.from('root:x:0:0'),
  ];
  const attempts = [
    '/media/../skywatch.sqlite',
    '/media/%2e%2e/skywatch.sqlite',
    '/media/%2E%2E%2Fskywatch.sqlite',
    '/media/..%2fskywatch.sqlite',
    '/media/..%5cskywatch.sqlite',
    '/media/%252e%252e%252fskywatch.sqlite',
    '/media/%c0%ae%c0%ae/skywatch.sqlite',
    `/media/${day}/${id}/..%2f..%2f..%2fskywatch.sqlite`,
    `/media/${day}/${id}/%2e%2e/%2e%2e/%2e%2e/skywatch.sqlite`,
    `/media/../originals/${folder}/${file}`,
    `/media/%2e%2e/originals/${folder}/${file}`,
    `/media/%2e%2e%2foriginals%2f${day}%2f${id}%2f${file}`,
    `/media/${day}/${id}/..%2f..%2f..%2foriginals%2f${day}%2f${id}%2f${file}`,
    '/media//etc/passwd',
    '/media/%2fetc%2fpasswd',
    '/media/etc/passwd',
    '/media/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/media/../../../../../../etc/passwd',
    `/media/${day}/${id}/${file}%00.txt`,
    `/media/${day}/${id}/${file}/..`,
    `/media/${day}/${id}/.${file}`,
    `/media/${day}/${id}/`,
    `/media/${day}/`,
    '/media/',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../skywatch.sqlite',
    '/skywatch.sqlite',
    `/originals/${folder}/${file}`,
  ];
  for (const attempt of attempts) {
    const answer = await rawGet(attempt);
    for (const secret of secrets) assert.ok(!answer.body.includes(secret), `${attempt} leaked a secret`);
    if (attempt.startsWith('/media')) {
      assert.ok(answer.status >= 400 && answer.status < 500, `${attempt} answered ${answer.status}`);
    }
  }
});
