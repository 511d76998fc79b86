import type { FastifyInstance } from 'fastify';
import { EXPORT_TOTAL_HEADER } from '../../common/schemas/export.ts';
import { normalisedPath } from './api-path.ts';
import { isPublicRead, isPublicReadOf } from './public-calls.ts';

/** What a page on another site may read of an answer, beyond the headers every answer shows. */
const EXPOSED_HEADERS = [
  'ETag',
  'Retry-After',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  EXPORT_TOTAL_HEADER,
  'Content-Disposition',
  'Link',
].join(', ');
/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * Cross-origin reads: any site may read the public reads (`Access-Control-Allow-Origin: *`, never with
 * credentials, so no cookie or token goes with them), and their preflights are answered. Staff calls,
 * a witness's own calls and every changing call get no CORS header, so browsers keep other sites out.
 */
export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const preflightMethod = request.headers['access-control-request-method'];
    if (request.method === 'OPTIONS' && typeof preflightMethod === 'string') {
      if (!isPublicReadOf(preflightMethod.toUpperCase(), normalisedPath(request.url))) return;
      return reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, HEAD, POST')
        .header('access-control-allow-headers', 'Content-Type, If-None-Match')
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
        .send();
    }
    if (isPublicRead(request)) {
      reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', EXPOSED_HEADERS);
    }
  });
}
