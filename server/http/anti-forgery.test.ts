import { describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { useTestApp } from '../test/use-test-app.ts';

describe('anti-forgery', () => {
  const test = useTestApp('sqlite');

  const feedback = `${API_BASE}/feedback`;
  const payload = { message: 'The map is lovely.' };
  /** Feedback, a changing call, with this anti-forgery cookie and this header echoing it. */
  const postFeedback = (cookie: string, header: string) =>
    test.app.inject({
      method: 'POST',
      url: feedback,
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

  it('refuses a changing call without the echoed token, and hands over a cookie to echo', async () => {
    const bare = await test.app.inject({ method: 'POST', url: feedback, payload });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toMatch(/anti-forgery/);
    expect(bare.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBeTruthy();
    const mismatched = await postFeedback('one', 'two');
    expect(mismatched.statusCode).toBe(403);
  });

  it('accepts the call when the header echoes the cookie', async () => {
    const response = await postFeedback('same', 'same');
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(300);
  });

  it('lets the search and the export, which change nothing, through without cookie or token', async () => {
    const search = await test.app.inject({
      method: 'POST',
      url: `${API_BASE}/sightings/search`,
      payload: { term: 'lights' },
    });
    expect(search.statusCode).toBe(200);
    const exported = await test.app.inject({
      method: 'POST',
      url: `${API_BASE}/sightings/export`,
      payload: { term: 'lights', format: 'csv' },
    });
    expect(exported.statusCode).toBe(200);
  });

  it('exempts the read-only POSTs only where the router serves them, not any lookalike', async () => {
    const lookalike = await test.app.inject({
      method: 'POST',
      url: `${API_BASE}/sightings/search/../report`,
      payload: {},
    });
    expect(lookalike.statusCode).toBe(403);
  });
});
