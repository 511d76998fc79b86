import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openSqlite, sqliteFilePath, type DatabaseHandle } from '../db/connection.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addStaff, signIn, STAFF_PASSWORD, type TestStaff } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { LoginFailureRepository } from './login-failure-repository.ts';
import { LOGIN_LIMITS, LOGIN_WINDOW_MS, LoginLimiter } from './login-limiter.ts';

describe.each(testDialects())('sign-in limits on %s', (dialect) => {
  let test: TestApp;
  let secondHandle: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let skinner: TestStaff;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    // A second app process on the same database: its own connection where the engine allows it here.
    secondHandle = dialect === 'sqlite' ? openSqlite(sqliteFilePath(test.database.dataDir)) : test.database.handle;
    second = await buildApp({ config: test.config, database: secondHandle, webRoot: test.database.dataDir });
    skinner = await addStaff(test.database.handle, { email: 'walter.skinner@skywatch.test' });
  });
  afterAll(async () => {
    await second?.close();
    if (secondHandle !== test?.database.handle) await secondHandle?.close();
    await test?.close();
  });

  it('answers 429 with Retry-After after 5 wrong passwords, on every app process, even for the right one', async () => {
    for (let attempt = 1; attempt <= LOGIN_LIMITS.user; attempt += 1) {
      const response = await signIn(test.app, skinner.email, `wrong guess ${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await signIn(test.app, skinner.email, 'one more guess');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60 + 1);

    const elsewhere = await signIn(second, skinner.email, STAFF_PASSWORD);
    expect(elsewhere.statusCode).toBe(429);
    expect((await signIn(test.app, skinner.email.toUpperCase(), STAFF_PASSWORD)).statusCode).toBe(429);
  });

  it('limits one address across many accounts', async () => {
    const address = { remoteAddress: '203.0.113.9' };
    const accounts = await Promise.all(Array.from({ length: 5 }, () => addStaff(test.database.handle)));
    let failures = 0;
    for (const account of accounts) {
      for (let attempt = 0; attempt < LOGIN_LIMITS.ip / accounts.length; attempt += 1) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/v1/token/generate',
          payload: { username: account.email, password: 'wrong password' },
          cookies: { 'XSRF-TOKEN': 't' },
          headers: { 'x-xsrf-token': 't' },
          ...address,
        });
        expect(response.statusCode).toBe(401);
        failures += 1;
      }
    }
    expect(failures).toBe(LOGIN_LIMITS.ip);
    const fresh = await addStaff(test.database.handle);
    const payload = { username: fresh.email, password: STAFF_PASSWORD };
    const xsrf = { cookies: { 'XSRF-TOKEN': 't' }, headers: { 'x-xsrf-token': 't' } };
    const sameAddress = await second.inject({
      method: 'POST',
      url: '/api/v1/token/generate',
      payload,
      ...xsrf,
      ...address,
    });
    expect(sameAddress.statusCode).toBe(429);
    const otherAddress = await test.app.inject({
      method: 'POST',
      url: '/api/v1/token/generate',
      payload,
      ...xsrf,
      remoteAddress: '198.51.100.7',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('lets a burst of parallel guesses past the limit no further', async () => {
    const target = await addStaff(test.database.handle);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? second : test.app).inject({
          method: 'POST',
          url: '/api/v1/token/generate',
          payload: { username: target.email, password: `guess ${index}` },
          cookies: { 'XSRF-TOKEN': 't' },
          headers: { 'x-xsrf-token': 't' },
          remoteAddress: `192.0.2.${index + 1}`,
        }),
      ),
    );
    const checked = guesses.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.user);
    expect(guesses.filter((response) => response.statusCode === 429).length).toBe(12 - checked);
  });

  it('forgets failures after a successful sign-in and once the window has passed', async () => {
    const failures = new LoginFailureRepository(test.database.handle.db);
    let now = new Date('2030-01-01T00:00:00.000Z');
    const limiter = new LoginLimiter(failures, () => now);
    const email = 'clock@skywatch.test';
    for (let attempt = 0; attempt < LOGIN_LIMITS.user; attempt += 1) await limiter.begin(email, '10.0.0.1');
    await expect(limiter.begin(email, '10.0.0.2')).rejects.toMatchObject({ statusCode: 429 });

    now = new Date(now.getTime() + LOGIN_WINDOW_MS + 1000);
    const attempt = await limiter.begin(email, '10.0.0.3');
    await attempt.succeeded();
    expect(await failures.countSince(`user:${email}`, '2000-01-01T00:00:00.000Z')).toBe(0);
  });
});
