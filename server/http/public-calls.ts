import type { FastifyRequest } from 'fastify';
import { API_BASE } from '../../common/api/api-paths.ts';
import { normalisedPath } from './api-path.ts';

/** Methods that change nothing, by definition of HTTP. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The POST calls that only read: the spec fixes them as POSTs, yet they change nothing. */
export const READ_ONLY_POSTS: ReadonlySet<string> = new Set([
  `${API_BASE}/sightings/search`,
  `${API_BASE}/sightings/export`,
]);

/** Calls that are no one's but staff's or one witness's, which other sites are never let read. */
const PRIVATE_PREFIXES = [
  `${API_BASE}/administration/`,
  `${API_BASE}/token/`,
  `${API_BASE}/reports/`,
  `${API_BASE}/alerts`,
];

/**
 * Whether a call changes nothing: any GET or HEAD, or one of the read-only POSTs. Decided on the route
 * the router matched, so an encoded path is judged as the route it reaches.
 */
export function isReadOnlyCall(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  return request.method === 'POST' && READ_ONLY_POSTS.has(request.routeOptions.url ?? '');
}

/** Whether `method` on `path` (as normalised) is a public read: anyone, from anywhere, may make it. */
export function isPublicReadOf(method: string, path: string): boolean {
  if (!path.startsWith(`${API_BASE}/`) || PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return method === 'GET' || method === 'HEAD' || (method === 'POST' && READ_ONLY_POSTS.has(path));
}

/** Whether a request is a public read, judged on the route matched or, for none, the normalised path. */
export function isPublicRead(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return isPublicReadOf(request.method, route) && isReadOnlyCall(request);
  return isPublicReadOf(request.method, normalisedPath(request.url));
}

/**
 * Reads whose answers the data's version does not stand for: the stream never ends, and geocoding
 * answers what another service says (with its own Cache-Control).
 */
const UNCACHED_ROUTES: ReadonlySet<string> = new Set([
  `${API_BASE}/sightings/stream`,
  `${API_BASE}/geodata/geocode`,
  `${API_BASE}/geodata/reverse`,
]);

/**
 * Whether a route's answers may be cached and answered 304: a public GET or HEAD, neither
 * rate-limited (a 304 must not slip past a limit) nor the stream.
 */
export function isCacheableRoute(method: string, route: string, rateLimited: boolean): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return isPublicReadOf(method, route) && !rateLimited && !UNCACHED_ROUTES.has(route);
}
