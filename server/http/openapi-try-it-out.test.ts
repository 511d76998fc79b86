import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/use-test-app.ts';
import { copyAntiForgeryCookie } from './openapi.ts';

describe('"Try it out" in the API explorer', () => {
  const test = useTestApp('sqlite');
  afterEach(() => vi.unstubAllGlobals());
  /** The explorer's page, holding these cookies. */
  const pageWithCookies = (cookie: string) => vi.stubGlobal('document', { cookie });

  it('copies the anti-forgery cookie of its page into the header, as the web app does', () => {
    pageWithCookies('other=1; XSRF-TOKEN=abc%2Ddef');
    expect(copyAntiForgeryCookie({ headers: {} }).headers).toEqual({ 'X-XSRF-TOKEN': 'abc-def' });
  });

  it('runs that copy before every call it sends', async () => {
    const initializer = await test.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toMatch(/"requestInterceptor":function copyAntiForgeryCookie\(/);
  });

  it('gets through a changing call with the cookie its page was given', async () => {
    const page = await test.app.inject({ url: '/api/docs/json' });
    const token = page.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    pageWithCookies(`XSRF-TOKEN=${token}`);
    const sent = copyAntiForgeryCookie({ headers: {} });
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: { message: 'Tried it out.' },
      cookies: { 'XSRF-TOKEN': token },
      headers: sent.headers,
    });
    expect(answer.statusCode).toBeLessThan(300);
  });
});
