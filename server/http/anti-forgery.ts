import type { FastifyInstance } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ANTI_FORGERY } from '../../common/api/api-paths.ts';
import { isApiRequest, isAssetRequest, isMediaRequest } from './api-path.ts';
import { isReadOnlyCall } from './public-calls.ts';

export const XSRF_COOKIE = ANTI_FORGERY.cookie;
export const XSRF_HEADER = ANTI_FORGERY.header;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit anti-forgery: every response gives a browser without one a random
 * XSRF-TOKEN cookie, readable by our script only (same-site); a changing API call must echo it in
 * X-XSRF-TOKEN, which another site cannot read and so cannot forge. Calls that change nothing (every
 * GET, and the search and export POSTs) need no token: forging one gains an attacker nothing, and
 * programs and other sites may read without cookies. Media and the app's immutable assets carry no
 * cookie: no script reads them, and a Set-Cookie keeps CDNs and shared caches from storing them (or
 * worse, has them hand one browser's token to every other).
 */
export function installAntiForgery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken && !isMediaRequest(request) && !isAssetRequest(request)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: ONE_YEAR_SECONDS,
      });
    }
    if (isReadOnlyCall(request) || !isApiRequest(request)) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Missing or invalid anti-forgery token: send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header.',
      });
    }
  });
}
