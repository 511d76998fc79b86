/**
 * Intruders: the strict Content-Security-Policy and the other helmet headers on pages and API, the
 * anti-forgery check on every changing call, staff calls refused without a valid token, sign-in
 * guessing limited, and uploads only with the report's token, of allowed types, sizes and counts.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_QUEUE_LIMIT } from '../common/schemas/upload-queue.ts';
import { UserRepository } from '../server/auth/user-repository.ts';
import { buildTestApp, type TestApp } from '../server/test/build-test-app.ts';
import { injectAsBrowser } from '../server/test/inject-with-xsrf.ts';
import { jpegWithGps, windowsProgramBytes } from '../server/test/media-fixtures.ts';
import { multipartForm } from '../server/test/multipart-form.ts';
import { makeReport } from '../server/test/report-factory.ts';
import { addStaff, bearer, STAFF_PASSWORD, storeToken } from '../server/test/staff-factory.ts';
import { READ_ONLY_POSTS } from '../server/http/public-calls.ts';
import { API_CALLS } from './fuzz/api-calls.ts';
import { storedSnapshot } from './support/stored-snapshot.ts';

let testApp: TestApp;
let webRoot: string;
let visitor = 0;
const nextAddress = () => `172.16.${visitor >> 8}.${visitor++ & 255}`;

before(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'skywatch-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  testApp = await buildTestApp('sqlite', {}, { webRoot });
});
after(async () => {
  await testApp?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const asBrowser = (options: InjectOptions) =>
  injectAsBrowser(testApp.app, { remoteAddress: nextAddress(), ...options });
const snapshot = () => storedSnapshot(testApp.database.handle.db, testApp.database.dataDir);
const concrete = (template: string) =>
  template.replace('{id}', 'abcd1234').replace('{page}', '0').replace('{size}', '10');

describe('headers', () => {
  function directives(policy: string | undefined): Map<string, string[]> {
    assert.ok(policy, 'a Content-Security-Policy is sent');
    return new Map(
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
  }

  const addresses = [
    '/',
    '/sighting/abcd1234',
    '/no/such/page',
    '/api/v1/sightings/total-sightings',
    '/api/v1/nothing',
  ];

  for (const address of addresses) {
    test(`a strict Content-Security-Policy and the helmet headers on ${address}`, async () => {
      const response = await testApp.app.inject({ method: 'GET', url: address });
      const policy = directives(response.headers['content-security-policy'] as string);
      assert.deepEqual(policy.get('script-src'), ["'self'"], 'scripts only from our origin: no inline, no eval');
      assert.deepEqual(policy.get('script-src-attr'), ["'none'"], 'no inline event handlers');
      assert.deepEqual(policy.get('default-src'), ["'self'"]);
      assert.deepEqual(policy.get('object-src'), ["'none'"]);
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], 'never framed (clickjacking)');
      assert.deepEqual(policy.get('base-uri'), ["'self'"]);
      assert.deepEqual(policy.get('form-action'), ["'self'"]);
      assert.deepEqual(policy.get('connect-src'), ["'self'"]);
      for (const [name, values] of policy) {
        assert.ok(!values.includes("'unsafe-eval'") && !values.includes('*'), `${name} allows no eval and no wildcard`);
      }
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'DENY', 'as frame-ancestors says, for older browsers');
      assert.equal(response.headers['referrer-policy'], 'no-referrer');
      assert.equal(
        response.headers['strict-transport-security'],
        undefined,
        'HSTS over HTTPS only (this is plain HTTP)',
      );
      assert.equal(response.headers['cross-origin-opener-policy'], 'same-origin');
      assert.equal(response.headers['cross-origin-resource-policy'], 'same-origin');
      assert.equal(response.headers['x-permitted-cross-domain-policies'], 'none');
      assert.equal(response.headers['x-powered-by'], undefined);
    });
  }

  test('the anti-forgery cookie is same-site strict and marked secure behind HTTPS', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/' });
    const cookie = plain.cookies.find((one) => one.name === 'XSRF-TOKEN');
    assert.equal(cookie?.sameSite, 'Strict');
    assert.ok((cookie?.value.length ?? 0) >= 32);
  });
});

describe('anti-forgery', () => {
  // The search and export POSTs only read: they need no token.
  const changing = API_CALLS.filter((call) => call.method === 'POST' && !READ_ONLY_POSTS.has(call.path));

  for (const call of changing) {
    test(`${call.path} refuses a call without the echoed token, even with a staff token, changing nothing`, async () => {
      const admin = await addStaff(testApp.database.handle, { role: 'admin' });
      const token = await storeToken(testApp.database.handle, admin.seq);
      const before = await snapshot();
      const url = concrete(call.path);
      const payload = call.multipart ? undefined : makeReport();
      const attempts: InjectOptions[] = [
        { method: 'POST', url, payload },
        { method: 'POST', url, payload, cookies: { 'XSRF-TOKEN': 'one' }, headers: { 'x-xsrf-token': 'two' } },
        { method: 'POST', url, payload, headers: { 'x-xsrf-token': 'only-the-header' } },
        { method: 'POST', url, payload, headers: bearer(token) },
      ];
      for (const attempt of attempts) {
        const response = await testApp.app.inject({ ...attempt, remoteAddress: nextAddress() });
        assert.equal(response.statusCode, 403, `${JSON.stringify(attempt.headers)}: ${response.body}`);
      }
      // The admin made above is the only change.
      const after = await snapshot();
      assert.deepEqual({ ...after, users: '', tokens: '' }, { ...before, users: '', tokens: '' });
    });
  }
});

describe('staff calls', () => {
  const staffCalls = API_CALLS.filter((call) => call.staff);
  let tokens: Record<string, string>;

  before(async () => {
    const handle = testApp.database.handle;
    const admin = await addStaff(handle, { role: 'admin' });
    const moderator = await addStaff(handle, { role: 'moderator' });
    const removed = await addStaff(handle, { role: 'admin' });
    tokens = {
      expired: await storeToken(handle, admin.seq, { expiresInMs: -1000 }),
      revoked: await storeToken(handle, admin.seq, { revoked: true }),
      disabled: await storeToken(handle, removed.seq),
      moderator: await storeToken(handle, moderator.seq),
    };
    await new UserRepository(handle.db).disable(removed.seq);
  });

  for (const call of staffCalls) {
    test(`${call.method} ${call.path} answers 401 without a valid token`, async () => {
      const refusals: Array<[string, Record<string, string>]> = [
        ['no token', {}],
        ['a made-up token', bearer('made-up-token-0000000000000000000000000000')],
        ['an expired token', bearer(tokens.expired!)],
        ['a revoked token', bearer(tokens.revoked!)],
        ["a disabled account's token", bearer(tokens.disabled!)],
        ['another scheme', { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }],
      ];
      for (const [what, headers] of refusals) {
        const response = await asBrowser({ method: call.method, url: concrete(call.path), headers, payload: {} });
        assert.equal(response.statusCode, 401, `${what}: ${response.body}`);
        assert.equal(response.headers['www-authenticate'], 'Bearer');
      }
    });
  }

  test('a moderator is refused the admin-only calls with 403', async () => {
    const adminOnly = staffCalls.filter((call) => /system|hyperparameters/.test(call.path));
    assert.equal(adminOnly.length, 4);
    for (const call of adminOnly) {
      const response = await asBrowser({
        method: call.method,
        url: call.path,
        headers: bearer(tokens.moderator!),
        payload: {},
      });
      assert.equal(response.statusCode, 403, call.path);
    }
  });
});

describe('sign-in guessing', () => {
  test('3 wrong passwords from one address slow the account there (429 with Retry-After), even for the right one', async () => {
    const staff = await addStaff(testApp.database.handle);
    const signIn = (password: string, remoteAddress = '203.0.113.60') =>
      asBrowser({
        method: 'POST',
        url: '/api/v1/token/generate',
        payload: { username: staff.email, password },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 3; attempt += 1) assert.equal((await signIn(`guess ${attempt}`)).statusCode, 401);
    const slowed = await signIn(STAFF_PASSWORD);
    assert.equal(slowed.statusCode, 429);
    assert.ok(Number(slowed.headers['retry-after']) >= 1);
    assert.equal((await signIn(STAFF_PASSWORD, '198.51.100.61')).statusCode, 200, 'not locked for everyone');
  });

  test('one address guessing at many accounts is limited too', async () => {
    const remoteAddress = '203.0.113.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await injectAsBrowser(testApp.app, {
        method: 'POST',
        url: '/api/v1/token/generate',
        payload: { username: `nobody${attempt}@example.org`, password: 'guess' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array(20).fill(401), 429]);
  });
});

describe('uploads', () => {
  async function newReport() {
    const response = await asBrowser({ method: 'POST', url: '/api/v1/sightings/report', payload: makeReport() });
    assert.equal(response.statusCode, 201);
    return response.json() as { id: string; uploadToken: string; followToken: string; submitted: string };
  }

  async function upload(id: string, token: string | undefined, file: { name: string; bytes: Uint8Array }) {
    const form = await multipartForm([file]);
    const headers = { ...form.headers, ...(token ? { 'x-upload-token': token } : {}) };
    return asBrowser({ method: 'POST', url: `/api/v1/sightings/upload/${id}`, headers, payload: form.payload });
  }

  test('only with the report’s own token, within its hour', async () => {
    const mine = await newReport();
    const theirs = await newReport();
    const photo = { name: 'p.jpg', bytes: await jpegWithGps(16, 16) };
    const before = await snapshot();
    assert.equal((await upload(mine.id, undefined, photo)).statusCode, 401);
    assert.equal((await upload(mine.id, theirs.uploadToken, photo)).statusCode, 401);
    assert.equal((await upload(mine.id, 'x'.repeat(43), photo)).statusCode, 401);
    await (testApp.database.handle.db as any)
      .updateTable('upload_tokens')
      .set({ expires: new Date(Date.now() - 1000).toISOString() })
      .where('sighting_id', '=', theirs.id)
      .execute();
    const afterExpiry = await snapshot();
    assert.equal((await upload(theirs.id, theirs.uploadToken, photo)).statusCode, 401, 'an expired token');
    assert.deepEqual({ ...(await snapshot()), upload_tokens: '' }, { ...before, upload_tokens: '' });
    assert.deepEqual(await snapshot(), afterExpiry);
    assert.equal((await upload(mine.id, mine.uploadToken, photo)).statusCode, 201);
  });

  test('only allowed types, decided by the bytes, not the name', async () => {
    const report = await newReport();
    const before = await snapshot();
    const refused = [
      { name: 'photo.jpg', bytes: windowsProgramBytes() },
      { name: 'notes.txt', bytes: Buffer.from('text with a \u0000 byte') },
      { name: 'random.bin', bytes: Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 7919) % 256)) },
    ];
    for (const file of refused) {
      const response = await upload(report.id, report.uploadToken, file);
      assert.equal(response.statusCode, 415, `${file.name}: ${response.body}`);
    }
    assert.deepEqual(await snapshot(), before);
  });

  test('markup is kept only as a plain-text document, served as a download that cannot run', async () => {
    const report = await newReport();
    const scripted = [
      { name: 'page.html', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
      { name: 'image.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
    ];
    for (const file of scripted) {
      const response = await upload(report.id, report.uploadToken, file);
      assert.equal(response.statusCode, 201, response.body);
      const stored = response.json() as { file: string; kind: string };
      assert.equal(stored.kind, 'document');
      assert.match(stored.file, /\.txt$/, 'never stored under a name a browser would render');
      // Awaiting review, the file is read through the witness's follow link, with a public file's headers.
      const served = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/reports/follow/${report.followToken}/media/${stored.file}`,
      });
      assert.equal(served.statusCode, 200);
      assert.match(String(served.headers['content-type']), /^text\/plain/);
      assert.match(String(served.headers['content-disposition']), /^attachment/);
      assert.match(String(served.headers['content-security-policy']), /sandbox/);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
    }
  });

  test('at most 10 MiB a file, and at most 10 files a sighting', async () => {
    const report = await newReport();
    const before = await snapshot();
    const tooLarge = await upload(report.id, report.uploadToken, {
      name: 'big.txt',
      bytes: Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 1, 'a'),
    });
    assert.equal(tooLarge.statusCode, 413);
    assert.deepEqual(await snapshot(), before);
    const photo = await jpegWithGps(16, 16);
    for (let index = 0; index < UPLOAD_QUEUE_LIMIT; index += 1) {
      assert.equal(
        (await upload(report.id, report.uploadToken, { name: `p${index}.jpg`, bytes: photo })).statusCode,
        201,
      );
    }
    const full = await snapshot();
    assert.equal((await upload(report.id, report.uploadToken, { name: 'one-more.jpg', bytes: photo })).statusCode, 409);
    assert.deepEqual(await snapshot(), full);
  });
});
