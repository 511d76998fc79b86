import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KnownDataVersion } from './known-data-version.ts';
import { isCacheableRoute } from './public-calls.ts';

/** A short freshness, then a while in which a cache may answer while it asks again. */
export const PUBLIC_READ_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';

/** Each answered read's entity tag, from the version read before its answer was made. */
const tagsOfRequests = new WeakMap<FastifyRequest, string>();

/** The entity tag of every public answer at one version of the data (the answers differ by address). */
export function entityTag(version: string): string {
  return `W/"${version}"`;
}

function matches(ifNoneMatch: string, tag: string): boolean {
  const weak = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || weak(candidate) === weak(tag));
}

/** Whether a read may be cached: a cacheable route, asked by no one signed in. */
function isCacheableRead(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || request.headers.authorization !== undefined) return false;
  return isCacheableRoute(request.method, route, Boolean(request.routeOptions.config.rateLimit));
}

/** Public when no cookie goes with the answer, so that no shared cache hands one visitor's cookie to another. */
function cacheControl(reply: FastifyReply): string {
  return `${reply.hasHeader('set-cookie') ? 'private' : 'public'}, ${PUBLIC_READ_CACHE_CONTROL}`;
}

/** Answers differ by who asks: a signed-in staff member sees more. */
function varyByAuthorization(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Authorization');
  else if (!/\bauthorization\b/i.test(String(vary))) reply.header('vary', `${String(vary)}, Authorization`);
}

/**
 * HTTP caching of the public reads. Every answer at one version of the data carries the same ETag; a
 * request whose If-None-Match names it is answered 304 before anything else is done, from the version
 * this process knows (no database read while it is trusted). The version is read before the answer is
 * made, so a tag is never newer than the data it stands for.
 */
export function installHttpCaching(app: FastifyInstance, versions: KnownDataVersion): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheableRead(request)) return;
    let version: string;
    try {
      version = await versions.current();
    } catch {
      // The database is out of reach: the answer goes without a tag, and a route that needs the
      // database answers 503 itself while one that does not (country names) still answers.
      return;
    }
    const tag = entityTag(version);
    tagsOfRequests.set(request, tag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, tag)) return reply.code(304).send();
  });

  // After the cookie plugin's own onSend, so an answer that sets a cookie is seen to.
  app.addHook('onSend', async (request, reply) => {
    const tag = tagsOfRequests.get(request);
    if (tag === undefined || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    reply.header('etag', tag);
    varyByAuthorization(reply);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl(reply));
  });
}
