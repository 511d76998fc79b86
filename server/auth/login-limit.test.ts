import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FailedSignIn } from '../../common/schemas/failed-sign-in.ts';
import { buildApp } from '../app.ts';
import { openSqlite, sqliteFilePath, type DatabaseHandle } from '../db/connection.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addStaff, STAFF_PASSWORD, type TestStaff } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { LoginFailureRepository } from './login-failure-repository.ts';
import { FIRST_DELAY_MS, FREE_FAILURES, LOGIN_WINDOW_MS, LoginLimiter } from './login-limiter.ts';

/** A sign-in from a given client address. */
function signInFrom(app: FastifyInstance, address: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/token/generate',
    payload: { username: email, password },
    cookies: { 'XSRF-TOKEN': 't' },
    headers: { 'x-xsrf-token': 't' },
    remoteAddress: address,
  });
}

describe.each(testDialects())('sign-in limits on %s', (dialect) => {
  let test: TestApp;
  let secondHandle: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let failures: LoginFailureRepository;
  // Both processes read one clock, which a test may hold still: a busy machine can take longer than
  // the first wait between two requests, and the wait is what a test checks, not the machine's pace.
  let heldAt: Date | undefined;
  const now = () => heldAt ?? new Date();

  beforeAll(async () => {
    test = await buildTestApp(dialect, {}, { now });
    // A second app process on the same database: its own connection where the engine allows it here.
    secondHandle = dialect === 'sqlite' ? openSqlite(sqliteFilePath(test.database.dataDir)) : test.database.handle;
    second = await buildApp({ config: test.config, database: secondHandle, webRoot: test.database.dataDir, now });
    failures = new LoginFailureRepository(test.database.handle.db);
  });
  afterEach(() => {
    heldAt = undefined;
  });
  afterAll(async () => {
    await second?.close();
    if (secondHandle !== test?.database.handle) await secondHandle?.close();
    await test?.close();
  });

  it('slows an account at one address after 3 wrong passwords, on every app process, even for the right one', async () => {
    const skinner: TestStaff = await addStaff(test.database.handle);
    heldAt = new Date();
    for (let attempt = 1; attempt <= FREE_FAILURES.accountAndAddress; attempt += 1) {
      const response = await signInFrom(test.app, '203.0.113.50', skinner.email, `wrong guess ${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const slowed = await signInFrom(second, '203.0.113.50', skinner.email, STAFF_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    expect(slowed.headers['retry-after']).toBe('1');
    expect((await signInFrom(test.app, '203.0.113.50', skinner.email.toUpperCase(), STAFF_PASSWORD)).statusCode).toBe(
      429,
    );
  });

  it('never slows the owner at an address they signed in from, whatever others guess from elsewhere', async () => {
    const owner = await addStaff(test.database.handle);
    expect((await signInFrom(test.app, '198.51.100.1', owner.email, STAFF_PASSWORD)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      const response = await signInFrom(second, `192.0.2.${guess + 1}`, owner.email, `guess ${guess}`);
      statuses.push(response.statusCode);
    }
    const free = FREE_FAILURES.accountFromNewAddresses;
    expect(statuses.slice(0, free).every((status) => status === 401)).toBe(true);
    // Past the free ones, guesses are slowed; one that comes after its wait (the first is a second, and
    // a busy machine may take longer over twenty requests) is only checked, and fails, as it should.
    expect(statuses.slice(free)).toContain(429);
    expect(statuses.slice(free).every((status) => status === 429 || status === 401)).toBe(true);

    // More guesses from strangers, recorded as the limiter records them: the wait is now long enough to
    // outlast any slowness of the machine, and still the owner signs in at the usual address.
    await failures.record(Array<string>(10).fill(`user:${owner.email}`), new Date().toISOString());
    expect((await signInFrom(test.app, '198.51.100.1', owner.email, STAFF_PASSWORD)).statusCode).toBe(200);
    // From an address the account has never used, the guesses do slow it down.
    expect((await signInFrom(test.app, '198.51.100.99', owner.email, STAFF_PASSWORD)).statusCode).toBe(429);
  });

  it('slows one address across many accounts, and no other address', async () => {
    const address = '203.0.113.9';
    const accounts = await Promise.all(Array.from({ length: 10 }, () => addStaff(test.database.handle)));
    for (const account of accounts) {
      for (let attempt = 0; attempt < FREE_FAILURES.address / accounts.length; attempt += 1) {
        expect((await signInFrom(test.app, address, account.email, 'wrong password')).statusCode).toBe(401);
      }
    }
    const fresh = await addStaff(test.database.handle);
    expect((await signInFrom(second, address, fresh.email, STAFF_PASSWORD)).statusCode).toBe(429);
    expect((await signInFrom(test.app, '198.51.100.7', fresh.email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a burst of parallel guesses past the limit no further', async () => {
    const target = await addStaff(test.database.handle);
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        signInFrom(index % 2 ? second : test.app, `192.0.2.${index + 101}`, target.email, `guess ${index}`),
      ),
    );
    const checked = guesses.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES.accountFromNewAddresses);
    expect(guesses.filter((response) => response.statusCode === 429).length).toBe(14 - checked);
  });

  it('logs failed sign-ins to real accounts for admins, wrong passwords and slowed attempts, not unknown e-mails', async () => {
    const mulder = await addStaff(test.database.handle, { firstName: 'Fox', lastName: 'Mulder' });
    for (let attempt = 0; attempt <= FREE_FAILURES.accountAndAddress; attempt += 1) {
      await signInFrom(test.app, '203.0.113.77', mulder.email, 'trustno2');
    }
    await signInFrom(test.app, '203.0.113.78', 'nobody@skywatch.test', 'whatever');
    const admin = await addStaff(test.database.handle, { role: 'admin' });
    const token = (await signInFrom(test.app, '198.51.100.200', admin.email, STAFF_PASSWORD)).json().token;
    const logged = await failedSignInsReadBy(token);
    const mine = logged.filter((entry) => entry.email === mulder.email);
    expect(mine.map((entry) => entry.outcome)).toEqual([
      'SLOWED_DOWN',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
      'WRONG_PASSWORD',
    ]);
    expect(mine[0]).toMatchObject({ firstName: 'Fox', lastName: 'Mulder', address: '203.0.113.77' });
    expect(logged.some((entry) => entry.address === '203.0.113.78')).toBe(false);
  });

  it("shows a moderator only their own failed sign-ins, never other staff's nor their addresses", async () => {
    const admin = await addStaff(test.database.handle, { role: 'admin' });
    await signInFrom(test.app, '203.0.113.91', admin.email, 'not the password');
    const moderator = await addStaff(test.database.handle, { role: 'moderator' });
    await signInFrom(test.app, '203.0.113.92', moderator.email, 'not mine either');
    const token = (await signInFrom(test.app, '198.51.100.201', moderator.email, STAFF_PASSWORD)).json().token;
    const logged = await failedSignInsReadBy(token);
    expect(logged.map((entry) => [entry.email, entry.address])).toEqual([[moderator.email, '203.0.113.92']]);
  });

  async function failedSignInsReadBy(token: string): Promise<FailedSignIn[]> {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/api/v1/administration/failed-sign-ins/0/100',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().content;
  }

  it('doubles the wait with each failure past the free ones, and forgets them after a success or the window', async () => {
    let now = new Date('2030-01-01T00:00:00.000Z');
    const limiter = new LoginLimiter(failures, () => now);
    const email = 'clock@skywatch.test';
    const tick = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    for (let attempt = 0; attempt < FREE_FAILURES.accountAndAddress; attempt += 1)
      await limiter.begin(email, '10.0.0.1');
    for (const wait of [FIRST_DELAY_MS, 2 * FIRST_DELAY_MS, 4 * FIRST_DELAY_MS]) {
      tick(wait - 500);
      await expect(limiter.begin(email, '10.0.0.1')).rejects.toMatchObject({ statusCode: 429 });
      tick(500);
      await limiter.begin(email, '10.0.0.1');
    }
    tick(LOGIN_WINDOW_MS + 1000);
    const attempt = await limiter.begin(email, '10.0.0.1');
    await attempt.succeeded();
    expect(await failures.countSince(`pair:${email}|10.0.0.1`, '2000-01-01T00:00:00.000Z')).toBe(0);
  });
});
