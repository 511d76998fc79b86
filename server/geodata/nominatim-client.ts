import { setTimeout as delay } from 'node:timers/promises';
import type { z } from 'zod/mini';
import {
  geocodeAnswerSchema,
  reverseAnswerSchema,
  type NominatimPlace,
  type ReverseAnswer,
} from '../../common/schemas/geodata.ts';
import { LruCache } from './lru-cache.ts';

export type UpstreamFailure = 'busy' | 'timeout' | 'unreachable' | 'status' | 'malformed';

/** The upstream geocoder gave no usable answer; `reason` tells the fallback and the logs why. */
export class UpstreamError extends Error {
  readonly reason: UpstreamFailure;

  constructor(reason: UpstreamFailure, message: string) {
    super(message);
    this.name = 'UpstreamError';
    this.reason = reason;
  }
}

export interface NominatimClientOptions {
  /** Base address of a Nominatim-compatible service, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  minIntervalMs?: number;
  maxWaitMs?: number;
  cacheEntries?: number;
  cacheTtlMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Talks to a Nominatim-compatible service within its usage policy
 * (operations.osmfoundation.org/policies/nominatim): a User-Agent naming the site, at most one request
 * a second, answers cached (LRU, 24 h).
 *
 * Rate: calls go one at a time, each at least `minIntervalMs` after the previous one finished, so the
 * upstream never sees two within a second however the network delays them. A call that cannot start
 * within `maxWaitMs` is refused as 'busy' rather than queued longer, so a crowd never builds an ever
 * longer queue ('auto' then answers from the offline gazetteer, 'nominatim' with 503). Identical calls
 * in flight share one request. The limit and the cache are per process.
 */
export class NominatimClient {
  readonly #baseUrl: string;
  readonly #userAgent: string;
  readonly #timeoutMs: number;
  readonly #minIntervalMs: number;
  readonly #maxWaitMs: number;
  readonly #cache: LruCache<unknown>;
  readonly #inFlight = new Map<string, Promise<unknown>>();
  /** Settles when the upstream may be asked again. */
  #turn: Promise<void> = Promise.resolve();

  constructor(options: NominatimClientOptions) {
    this.#baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.#userAgent = options.userAgent;
    this.#timeoutMs = options.timeoutMs ?? 3000;
    this.#minIntervalMs = options.minIntervalMs ?? 1000;
    this.#maxWaitMs = options.maxWaitMs ?? 2000;
    this.#cache = new LruCache(options.cacheEntries ?? 1000, options.cacheTtlMs ?? DAY_MS);
  }

  search(query: string, limit: number): Promise<NominatimPlace[]> {
    const q = query.trim().replace(/\s+/g, ' ');
    const params = { format: 'json', q, addressdetails: '1', limit: String(limit) };
    return this.#cached(`search:${limit}:${q.toLowerCase()}`, 'search', params, geocodeAnswerSchema);
  }

  reverse(latitude: number, longitude: number): Promise<ReverseAnswer> {
    // Five decimals is about a metre: finer than zoom 18 tells apart, and repeated pins share the cache.
    const lat = String(Math.round(latitude * 1e5) / 1e5);
    const lon = String(Math.round(longitude * 1e5) / 1e5);
    const params = { format: 'json', lat, lon, zoom: '18', addressdetails: '1' };
    return this.#cached(`reverse:${lat},${lon}`, 'reverse', params, reverseAnswerSchema);
  }

  async #cached<T>(key: string, path: string, params: Record<string, string>, schema: z.ZodMiniType<T>): Promise<T> {
    const hit = this.#cache.get(key);
    if (hit !== undefined) return hit as T;
    const pending = this.#inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const request = this.#request(path, params, schema)
      .then((answer) => {
        this.#cache.set(key, answer);
        return answer;
      })
      .finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, request);
    return request;
  }

  async #request<T>(path: string, params: Record<string, string>, schema: z.ZodMiniType<T>): Promise<T> {
    const previous = this.#turn;
    let release = () => {};
    this.#turn = new Promise((resolve) => (release = resolve));
    const giveUp = new AbortController();
    const ourTurn = await Promise.race([
      previous.then(() => true),
      delay(this.#maxWaitMs, false, { signal: giveUp.signal }).catch(() => false),
    ]);
    giveUp.abort();
    if (!ourTurn) {
      void previous.then(release);
      throw new UpstreamError('busy', 'too many geocoding requests at once');
    }
    try {
      return await this.#send(path, params, schema);
    } finally {
      setTimeout(release, this.#minIntervalMs).unref();
    }
  }

  async #send<T>(path: string, params: Record<string, string>, schema: z.ZodMiniType<T>): Promise<T> {
    const url = new URL(path, this.#baseUrl);
    url.search = new URLSearchParams(params).toString();
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': this.#userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new UpstreamError('status', `the geocoder answered ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      throw asUpstreamError(error, this.#timeoutMs);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new UpstreamError('malformed', 'the geocoder answered in an unexpected shape');
    return parsed.data;
  }
}

function asUpstreamError(error: unknown, timeoutMs: number): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new UpstreamError('timeout', `the geocoder did not answer within ${timeoutMs} ms`);
  }
  if (error instanceof SyntaxError) return new UpstreamError('malformed', 'the geocoder answered with invalid JSON');
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const detail = typeof cause?.code === 'string' ? cause.code : String((error as Error).message);
  return new UpstreamError('unreachable', `the geocoder could not be reached (${detail})`);
}
