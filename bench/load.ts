/** One fixed load (connections × seconds) against one endpoint, with exact latency percentiles. */
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Headers of this request alone, e.g. a different client address per report. */
  headers?: () => Record<string, string>;
}

export interface LoadResult {
  requests: number;
  /** Failed requests, timeouts included. */
  errors: number;
  timeouts: number;
  /** Answers other than 2xx, 304 aside (a revalidation's success). */
  non2xx: number;
  /** 304 answers: a cache's copy confirmed. */
  notModified: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The slowest answer, and how many took over two seconds. */
  max: number;
  overTwoSeconds: number;
}

const XSRF = 'bench-anti-forgery-token';

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  timeoutSeconds?: number;
  /** A steady rate over all connections (requests a second), as a site's visitors send; otherwise as fast as answered. */
  rate?: number;
  /** Stops the load when this settles, rather than after `seconds`. */
  until?: Promise<unknown>;
}

/**
 * Requests rotate through `requests`, so a run covers many ids, boxes or pages, not one cached answer.
 * Given several origins (app processes on their own ports), the connections are shared out among them,
 * as a load balancer would, and the figures are of all of them together.
 */
export async function runLoad(
  origins: string | readonly string[],
  requests: readonly LoadRequest[],
  options: LoadOptions,
): Promise<LoadResult> {
  const each = typeof origins === 'string' ? [origins] : origins;
  const latencies: number[] = [];
  const statuses = { notModified: 0 };
  const counts = await Promise.all(
    each.map((origin, index) => {
      const connections =
        Math.floor(options.connections / each.length) + (index < options.connections % each.length ? 1 : 0);
      const rate = options.rate && options.rate / each.length;
      return loadOne(origin, requests, { ...options, connections, rate }, latencies, statuses);
    }),
  );
  latencies.sort((a, b) => a - b);
  const total = (pick: (result: CannonTotals) => number) => counts.reduce((sum, result) => sum + pick(result), 0);
  return {
    requests: total((result) => result.requests.total),
    errors: total((result) => result.errors + result.timeouts),
    timeouts: total((result) => result.timeouts),
    non2xx: total((result) => result.non2xx) - statuses.notModified,
    notModified: statuses.notModified,
    rps: total((result) => result.requests.average),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    overTwoSeconds: latencies.length - latencies.findLastIndex((latency) => latency <= 2000) - 1,
  };
}

/** What the load reads from autocannon's result. */
interface CannonTotals {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run against one origin; each answer's time is added to `latencies`, its 304s counted. */
async function loadOne(
  origin: string,
  requests: readonly LoadRequest[],
  options: LoadOptions,
  latencies: number[],
  statuses: { notModified: number },
): Promise<CannonTotals> {
  let next = 0;
  const instance = autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    ...(options.timeoutSeconds && { timeout: options.timeoutSeconds }),
    ...(options.rate && { overallRate: options.rate }),
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const chosen = requests[next++ % requests.length]!;
          // Fresh headers each time: autocannon writes a body's Content-Length into the object it is
          // given, which would otherwise stick to the next GET and garble the connection.
          const headers = { ...(request.headers as Record<string, string>) };
          delete headers['Content-Length'];
          Object.assign(headers, chosen.headers?.());
          return { ...request, headers, method: chosen.method, path: chosen.path, body: chosen.body };
        },
      },
    ],
  });
  instance.on('reqError', (error: Error) => {
    if (process.env.BENCH_DEBUG) console.log('reqError', error.message);
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (status === 304) statuses.notModified += 1;
  });
  const stop = () => instance.stop();
  options.until?.then(stop, stop);
  return instance;
}
