import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection.ts';
import { RateLimitRepository } from './rate-limit-repository.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/**
 * Turns on the per-route limits for the whole app, once, before the routes (global: false: only
 * routes with a `rateLimited` config are limited). Counts live in the database, so behind a load
 * balancer every process enforces the same limit (docs/decisions/0005).
 */
export async function installRateLimits(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(new RateLimitRepository(database.db)),
  });
}

/**
 * Route config: at most `max` calls per client address in `timeWindow`, then 429 saying why. Routes
 * given the same `group` count against one limit. Every answer of a limited route tells the client
 * where it stands (X-RateLimit-Limit, -Remaining, -Reset), and a 429 when to come back (Retry-After).
 */
export function rateLimited(max: number, timeWindow: string, what: string, group?: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      ...(group === undefined ? {} : { groupId: group }),
      errorResponseBuilder: (_request: unknown, context: { after: string; statusCode: number }) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: `Too many ${what} from your address. Please try again in ${context.after}.`,
      }),
    },
  };
}
