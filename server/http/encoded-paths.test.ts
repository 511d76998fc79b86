import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { normalisedPath } from './api-path.ts';
import { READ_ONLY_POSTS } from './public-calls.ts';

const CHANGING_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** Ways a client can write `/api/v1/…` that a router, a proxy or a guard may each read differently. */
function pathVariants(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    `/%61pi/${rest}`,
    `/ap%69/${rest}`,
    `/%61%70%69/${rest}`,
    `/api/%76${rest.slice(1)}`,
    `/%2561pi/${rest}`,
    `/%252561pi/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/V1/${rest.slice(3)}`,
    `/x/../api/${rest}`,
    `/api/./${rest}`,
    `/api/v1/../v1/${rest.slice(3)}`,
    `/%2e%2e/api/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
  ];
}

describe('guards decide on the path the router serves', () => {
  let test: TestApp;
  let changingCalls: Array<{ method: string; path: string }>;

  beforeAll(async () => {
    test = await buildTestApp('sqlite');
    const document = test.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    changingCalls = Object.entries(document.paths).flatMap(([template, operations]) =>
      CHANGING_METHODS.filter((method) => method in operations && !READ_ONLY_POSTS.has(template)).map((method) => ({
        method: method.toUpperCase(),
        path: template.replace(/\{[^}]+\}/g, 'abcd1234'),
      })),
    );
  });
  afterAll(() => test?.close());

  /** A changing call with an empty body and the anti-forgery cookie, and the header echoing it if given. */
  const call = (method: string, url: string, cookie: string, header?: string) =>
    test.app.inject({
      method: method as 'POST',
      url,
      payload: {},
      cookies: { 'XSRF-TOKEN': cookie },
      headers: header === undefined ? {} : { 'x-xsrf-token': header },
    });

  it('finds the state-changing calls to try', () => {
    expect(changingCalls.length).toBeGreaterThan(8);
    expect(changingCalls).toContainEqual({ method: 'POST', path: '/api/v1/sightings/report' });
    expect(changingCalls).toContainEqual({ method: 'POST', path: '/api/v1/token/revoke' });
  });

  it('refuses every encoded, double-encoded, mixed-case and dot-segment variant without the anti-forgery token', async () => {
    for (const { method, path } of changingCalls) {
      for (const url of [path, ...pathVariants(path)]) {
        const response = await call(method, url, 'cookie-token');
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('refuses staff calls reached through any variant without a token', async () => {
    const staffCalls = changingCalls.filter(({ path }) => path.startsWith('/api/v1/administration/'));
    expect(staffCalls.length).toBeGreaterThan(0);
    for (const { method, path } of staffCalls) {
      for (const url of [path, ...pathVariants(path)]) {
        const response = await call(method, url, 'same', 'same');
        expect([401, 404], `${method} ${url}`).toContain(response.statusCode);
      }
    }
  });
});

describe('normalisedPath', () => {
  // Stacked encodings, dot segments, repeated slashes and case are undone.
  it.each([
    ['/%2561pi/v1/x', '/api/v1/x'],
    ['/x/../API/v1/./x?y=1', '/api/v1/x'],
    ['//api//v1/x', '/api/v1/x'],
    ['/%2e%2e/api/v1', '/api/v1'],
    ['/%E0%A4%A/api', '/%e0%a4%a/api'],
  ])('reads %s as %s', (path, normalised) => expect(normalisedPath(path)).toBe(normalised));
});
