import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { addStaff, bearer, signIn, STAFF_PASSWORD, storeToken, type TestStaff } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { UserRepository } from './user-repository.ts';

const HOUR_MS = 3_600_000;

describe.each(testDialects())('staff tokens on %s', (dialect) => {
  let test: TestApp;
  let mulder: TestStaff;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    mulder = await addStaff(test.database.handle, {
      email: 'Fox.Mulder@Skywatch.test',
      firstName: 'Fox',
      lastName: 'Mulder',
      role: 'moderator',
    });
  });
  afterAll(() => test?.close());

  const validate = (username: string, token: string) =>
    injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/token/validate`, payload: { username, token } });
  const revoke = (headers: Record<string, string>) =>
    injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/token/revoke`, headers, payload: {} });

  it('signs in with e-mail and password and answers the token and username', async () => {
    const response = await signIn(test.app, 'fox.mulder@skywatch.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.username).toBe('fox.mulder@skywatch.test');
    expect(body.token).toMatch(/^[\w-]{43}$/);
  });

  it('ignores the case of the e-mail', async () => {
    expect((await signIn(test.app, 'FOX.MULDER@skywatch.TEST')).statusCode).toBe(200);
  });

  it('never stores the token itself', async () => {
    const { token } = (await signIn(test.app, mulder.email)).json();
    const stored = await test.database.handle.db.selectFrom('tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answers one generic 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await signIn(test.app, 'walter.skinner@skywatch.test', 'not the password');
    const unknownEmail = await signIn(test.app, 'nobody@skywatch.test', STAFF_PASSWORD);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('You have provided an invalid username or password.');
    }
  });

  it('refuses malformed sign-in requests with 400', async () => {
    for (const payload of [
      {},
      { username: 'not-an-email', password: 'x' },
      { username: mulder.email },
      { username: mulder.email, password: '' },
      { username: mulder.email, password: 'x', rememberMe: 'yes' },
    ]) {
      const response = await injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/token/generate`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('validates a live token with the holder, role and expiry (12 hours, 30 days with Remember Me)', async () => {
    const session = (await signIn(test.app, mulder.email)).json().token;
    const remembered = (await signIn(test.app, mulder.email, STAFF_PASSWORD, true)).json().token;

    const short = (await validate(mulder.email, session)).json();
    expect(short).toMatchObject({
      valid: true,
      username: mulder.email,
      role: 'moderator',
      firstName: 'Fox',
      lastName: 'Mulder',
    });
    expect(Math.abs(Date.parse(short.expires) - (Date.now() + 12 * HOUR_MS))).toBeLessThan(60_000);

    const long = (await validate(mulder.email, remembered)).json();
    expect(Math.abs(Date.parse(long.expires) - (Date.now() + 30 * 24 * HOUR_MS))).toBeLessThan(60_000);
  });

  it('says invalid for a token of someone else, an unknown, an expired or a revoked token', async () => {
    const token = (await signIn(test.app, mulder.email)).json().token;
    const expired = await storeToken(test.database.handle, mulder.seq, { expiresInMs: -1000 });
    const revoked = await storeToken(test.database.handle, mulder.seq, { revoked: true });
    const answers = [
      await validate('dana.scully@skywatch.test', token),
      await validate(mulder.email, 'x'.repeat(43)),
      await validate(mulder.email, expired),
      await validate(mulder.email, revoked),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        valid: false,
        role: null,
        firstName: null,
        lastName: null,
        expires: null,
      });
    }
  });

  it('refuses malformed validate requests with 400', async () => {
    for (const payload of [
      {},
      { username: mulder.email },
      { username: mulder.email, token: '' },
      { username: 1, token: 'abc' },
    ]) {
      const response = await injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/token/validate`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('revokes the bearer token on sign-out, after which it opens nothing', async () => {
    const token = (await signIn(test.app, mulder.email)).json().token;
    expect(
      (
        await test.app.inject({
          method: 'GET',
          url: `${API_BASE}/administration/sighting/exists/abc`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);

    const response = await revoke(bearer(token));
    expect(response.statusCode).toBe(204);
    expect((await validate(mulder.email, token)).json().valid).toBe(false);
    const after = await test.app.inject({
      method: 'GET',
      url: `${API_BASE}/administration/sighting/exists/abc`,
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    // Signing out twice is harmless.
    expect((await revoke(bearer(token))).statusCode).toBe(204);
  });

  it('answers 401 to a sign-out without a bearer token', async () => {
    const response = await revoke({});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Bearer/);
  });

  it('refuses a disabled account with the same generic 401', async () => {
    const gone = await addStaff(test.database.handle, { role: 'admin' });
    await new UserRepository(test.database.handle.db).disable(gone.seq);
    const response = await signIn(test.app, gone.email);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('You have provided an invalid username or password.');
  });
});
