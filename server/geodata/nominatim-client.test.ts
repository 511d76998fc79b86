import { afterEach, describe, expect, it } from 'vitest';
import {
  closedServerUrl,
  pathAndQuery,
  startFakeNominatim,
  UPSTREAM_PHOENIX,
  type FakeNominatim,
} from './fake-nominatim.ts';
import { LruCache } from './lru-cache.ts';
import { NominatimClient, UpstreamError } from './nominatim-client.ts';

let upstream: FakeNominatim | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

const clientFor = (baseUrl: string, options: Partial<ConstructorParameters<typeof NominatimClient>[0]> = {}) =>
  new NominatimClient({ baseUrl, userAgent: 'Test Watch (self-hosted)', ...options });

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('Nominatim client against a local server', () => {
  it('asks /search with Nominatim parameters and the site User-Agent, under a base path', async () => {
    upstream = await startFakeNominatim();
    const answer = await clientFor(`${upstream.url}/nominatim`).search('  Phoenix,   Arizona ', 3);
    expect(answer).toEqual([UPSTREAM_PHOENIX]);
    expect(upstream.requests.map(pathAndQuery)).toEqual([
      ['/nominatim/search', { format: 'json', q: 'Phoenix, Arizona', addressdetails: '1', limit: '3' }],
    ]);
    expect(upstream.requests[0]?.userAgent).toBe('Test Watch (self-hosted)');
  });

  it('serves a repeated or concurrent identical call from one request', async () => {
    upstream = await startFakeNominatim();
    const client = clientFor(upstream.url, { minIntervalMs: 0 });
    await Promise.all([client.search('Phoenix', 1), client.search('Phoenix', 1)]);
    await client.search('phoenix', 1);
    expect(upstream.requests).toHaveLength(1);
    await client.search('Phoenix', 2);
    expect(upstream.requests).toHaveLength(2);
  });

  it('asks one at a time, each at least the interval after the previous answer', async () => {
    upstream = await startFakeNominatim();
    const client = clientFor(upstream.url, { minIntervalMs: 300 });
    await Promise.all(['One', 'Two', 'Three'].map((q) => client.search(q, 1)));
    const [a, b, c] = upstream.requests.map((request) => request.at);
    expect(b! - a!).toBeGreaterThanOrEqual(300);
    expect(c! - b!).toBeGreaterThanOrEqual(300);
  });

  it('refuses as busy a call that cannot start within the longest wait', async () => {
    upstream = await startFakeNominatim('hang');
    const client = clientFor(upstream.url, { timeoutMs: 600, maxWaitMs: 200 });
    const stuck = failureOf(client.search('One', 1));
    expect((await failureOf(client.search('Two', 1))).reason).toBe('busy');
    expect((await stuck).reason).toBe('timeout');
    expect(upstream.requests).toHaveLength(1);
  });

  it('gives up after the timeout', async () => {
    upstream = await startFakeNominatim('hang');
    const failure = await failureOf(clientFor(upstream.url, { timeoutMs: 200 }).reverse(48.8566, 2.3522));
    expect(failure.reason).toBe('timeout');
  });

  it("reports an error status, an answer that is not Nominatim's shape, and a closed port", async () => {
    upstream = await startFakeNominatim('fail');
    expect((await failureOf(clientFor(upstream.url).search('Paris', 1))).reason).toBe('status');
    upstream.behaviour = 'garbage';
    expect((await failureOf(clientFor(upstream.url).search('Paris', 1))).reason).toBe('malformed');
    expect((await failureOf(clientFor(await closedServerUrl()).search('Paris', 1))).reason).toBe('unreachable');
  });

  it('does not cache failures', async () => {
    upstream = await startFakeNominatim('fail');
    const client = clientFor(upstream.url, { minIntervalMs: 0 });
    await failureOf(client.search('Paris', 1));
    upstream.behaviour = 'answer';
    await expect(client.search('Paris', 1)).resolves.toEqual([UPSTREAM_PHOENIX]);
    expect(upstream.requests).toHaveLength(2);
  });
});

describe('LRU cache', () => {
  it('drops the least recently used entry beyond its size, and entries past their age', () => {
    let now = 0;
    const cache = new LruCache<number>(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
