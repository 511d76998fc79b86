import type { FastifyInstance } from 'fastify';
import { REPLICA_CHECK_MS } from '../db/read-replicas.ts';
import type { ReadRouting } from '../db/read-routing.ts';
import { walPositionOf, walPositionText } from '../db/wal-position.ts';
import { isReadOnlyCall } from './public-calls.ts';

/** The position of the last write a browser made, while a replica may not have replayed it yet. */
export const WRITTEN_COOKIE = 'skywatch-written';

/**
 * How long the cookie lasts: a replica in rotation lags at most `maxLagMs` as of its last check, so
 * past this every replica that may answer has replayed the write.
 */
export function writtenCookieSeconds(maxLagMs: number): number {
  return Math.ceil((maxLagMs + 2 * REPLICA_CHECK_MS) / 1000);
}

/**
 * Read-your-writes with read replicas (decision 0043). A call that changes something runs on the
 * primary and its answer carries the primary's WAL position after the write in a short-lived cookie;
 * the reads of a request that brings it go to a replica that has replayed that position, or else to
 * the primary. Calls that only read go to any replica in rotation. The cookie only ever narrows where
 * reads may go, so a forged one gains nothing that reading without replicas did not give.
 */
export function installReadRouting(app: FastifyInstance, routing: ReadRouting, maxLagMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isReadOnlyCall(request)) return done();
    routing.onReplicas(walPositionOf(request.cookies[WRITTEN_COOKIE]), done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isReadOnlyCall(request) || reply.statusCode >= 400) return payload;
    try {
      const position = await routing.replicas.primaryPosition();
      reply.setCookie(WRITTEN_COOKIE, walPositionText(position), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: writtenCookieSeconds(maxLagMs),
      });
    } catch (error) {
      // The write is done; without the cookie the writer may see it a moment late, not lose it.
      request.log.warn({ err: error }, 'could not read the primary position after a write');
    }
    return payload;
  });
}
