import type { RateLimitRepository } from './rate-limit-repository.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired windows are swept at most this often per process; a live window is never touched. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A `store` for @fastify/rate-limit that counts in the database instead of process memory, so the
 * limits hold across every app process on one database. The plugin builds it with `new`
 * and asks each limited route for a `child`, whose keys carry the route so the limits stay apart.
 */
export function databaseRateLimitStore(repository: RateLimitRepository, now: () => number = Date.now) {
  let nextSweep = 0;
  const sweepNowAndThen = (time: number) => {
    if (time < nextSweep) return;
    nextSweep = time + SWEEP_INTERVAL_MS;
    // Housekeeping only: a failed sweep is retried at the next interval.
    repository.deleteExpired(time).catch(() => undefined);
  };

  return class DatabaseRateLimitStore {
    readonly #route: string;

    constructor(_pluginOptions?: unknown, route = '*') {
      this.#route = route;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const time = now();
      repository.hit(`${this.#route} ${key}`, time, timeWindow).then(
        ({ hits, windowEnds }) => {
          sweepNowAndThen(time);
          callback(null, { current: hits, ttl: Math.max(0, windowEnds - time) });
        },
        (error: Error) => callback(error),
      );
    }

    /**
     * The plugin hands over the route's merged limit settings, whose `routeInfo` is the route; routes
     * of one `groupId` share their counts.
     */
    child(routeOptions: object): DatabaseRateLimitStore {
      const { routeInfo, groupId } = routeOptions as {
        routeInfo?: { method?: string | string[]; url?: string };
        groupId?: string;
      };
      if (groupId !== undefined) return new DatabaseRateLimitStore(undefined, `group ${groupId}`);
      const { method = '', url = '' } = routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${[method].flat().join(',')} ${url}`);
    }
  };
}
