import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REPLICA_CHECK_MS } from '../db/read-replicas.ts';
import type { ReadRouting } from '../db/read-routing.ts';
import { walPositionOf, walPositionText } from '../db/wal-position.ts';
import { TRUSTED_FOR_MS, type KnownDataVersion } from './known-data-version.ts';
import { isReadOnlyCall } from './public-calls.ts';

/** Set on the answer to a browser's write, for as long as its next reads must look past memory. */
export const WRITTEN_COOKIE = 'skywatch-written';
/** The cookie's value without replicas, where only its presence matters. */
const WROTE = 'wrote';

/**
 * How long the cookie lasts: past this every process has read the version again (it trusts one read
 * for so long), and every replica that may answer has replayed the write (one in rotation lags at most
 * `maxLagMs` as of its last check).
 */
export function writtenCookieSeconds(maxLagMs: number | null): number {
  const replicasMs = maxLagMs === null ? 0 : maxLagMs + 2 * REPLICA_CHECK_MS;
  return Math.ceil(Math.max(TRUSTED_FOR_MS, replicasMs) / 1000);
}

export interface ReadYourWritesOptions {
  /** The data version this process knows, which a browser that has just written reads afresh. */
  versions: KnownDataVersion;
  /** With read replicas: where each request's reads go (decision 0043). */
  routing?: ReadRouting;
  maxLagMs: number | null;
}

/**
 * Read-your-writes on PostgreSQL, where each process answers from the data version it knows (decision
 * 0050) and public reads may go to replicas (decision 0043). A call that changes something answers
 * with a short-lived cookie; a read that brings it reads the data version from the database, whichever
 * process it reaches and whether or not that process has heard of the write yet. With replicas the
 * cookie holds the primary's WAL position after the write, and the reads go to a replica that has
 * replayed it, or else to the primary; calls that only read go to any replica in rotation. The cookie
 * only ever narrows where reads go and makes them look past memory, so a forged one gains nothing that
 * reading without it did not give.
 */
export function installReadYourWrites(app: FastifyInstance, options: ReadYourWritesOptions): void {
  const { versions, routing } = options;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isReadOnlyCall(request)) return done();
    const written = request.cookies[WRITTEN_COOKIE];
    const reads = written === undefined ? done : () => versions.readingFresh(done);
    if (routing) routing.onReplicas(walPositionOf(written), reads);
    else reads();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isReadOnlyCall(request) || reply.statusCode >= 400) return payload;
    try {
      const value = routing ? walPositionText(await routing.replicas.primaryPosition()) : WROTE;
      setWrittenCookie(request, reply, value, writtenCookieSeconds(options.maxLagMs));
    } catch (error) {
      // The write is done; without the cookie the writer may see it a moment late, not lose it.
      request.log.warn({ err: error }, 'could not read the primary position after a write');
    }
    return payload;
  });
}

function setWrittenCookie(request: FastifyRequest, reply: FastifyReply, value: string, seconds: number): void {
  reply.setCookie(WRITTEN_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: seconds,
  });
}
