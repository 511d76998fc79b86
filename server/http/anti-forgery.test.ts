import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('anti-forgery', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp('sqlite');
  });
  afterAll(() => test?.close());

  const search = `${API_BASE}/sightings/search`;
  const payload = { term: 'lights' };
  /** A search, a changing call, with this anti-forgery cookie and this header echoing it. */
  const postSearch = (cookie: string, header: string) =>
    test.app.inject({
      method: 'POST',
      url: search,
      payload,
      cookies: { 'XSRF-TOKEN': cookie },
      headers: { 'x-xsrf-token': header },
    });

  it('gives a browser the cookie on its first visit', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/healthz' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{32}$/);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses a changing call without the echoed token', async () => {
    const bare = await test.app.inject({ method: 'POST', url: search, payload });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(/anti-forgery/);
    const mismatched = await postSearch('one', 'two');
    expect(mismatched.statusCode).toBe(403);
  });

  it('accepts the call when the header echoes the cookie', async () => {
    const response = await postSearch('same', 'same');
    expect(response.statusCode).toBe(200);
  });
});
