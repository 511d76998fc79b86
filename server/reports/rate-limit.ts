import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Turns on per-route limits in the caller's plugin scope only (global: false). The counts live in
 * this process: behind a load balancer each process allows its own share.
 */
export async function enableRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** Route config: at most `max` calls per client address in `timeWindow`, then 429 saying why. */
export function rateLimited(max: number, timeWindow: string, what: string) {
  return {
    rateLimit: {
      max,
      timeWindow,
      errorResponseBuilder: (_request: unknown, context: { after: string; statusCode: number }) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: `Too many ${what} from your address. Please try again in ${context.after}.`,
      }),
    },
  };
}
