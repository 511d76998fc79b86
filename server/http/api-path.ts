import type { FastifyRequest } from 'fastify';

const API_PREFIX = '/api/';
const MEDIA_PREFIX = '/media/';
const ASSETS_PREFIX = '/assets/';
/** Enough rounds to undo any encoding a client could stack before the router's own decoding. */
const MAX_DECODING_ROUNDS = 4;

/**
 * The path as any lenient server on the way could read it: percent-decoded until it stops changing, dot
 * segments resolved, repeated slashes folded, lower case. Only for deciding whether a guard applies.
 */
export function normalisedPath(rawUrl: string): string {
  let path = rawUrl.split('?')[0]!.split('#')[0]!;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  path = path.replaceAll('\\', '/').replace(/\/{2,}/g, '/');
  try {
    path = new URL(path.startsWith('/') ? path : `/${path}`, 'http://path.invalid').pathname;
  } catch {
    // A path the URL parser refuses is judged as it stands.
  }
  return path.toLowerCase();
}

/**
 * Whether a request is an API call. Decided on the route the router matched and on the normalised path,
 * never on the raw URL alone: `/%61pi/v1/…` is routed as `/api/v1/…`, so it must be guarded as one.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route.startsWith(API_PREFIX)) return true;
  return normalisedPath(request.url).startsWith(API_PREFIX);
}

/** Whether a request asks for a stored file under `/media/`, decided the same way as for the API. */
export function isMediaRequest(request: FastifyRequest): boolean {
  return isUnder(request, MEDIA_PREFIX);
}

/** Whether a request asks for one of the web app's hashed, immutable files under `/assets/`. */
export function isAssetRequest(request: FastifyRequest): boolean {
  return isUnder(request, ASSETS_PREFIX);
}

function isUnder(request: FastifyRequest, prefix: string): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route.startsWith(prefix)) return true;
  return normalisedPath(request.url).startsWith(prefix);
}
