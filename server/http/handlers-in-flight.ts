import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface HandlersInFlight {
  /** Resolves once no request is being handled, or after `timeoutMs` at the latest. */
  settled(timeoutMs: number): Promise<void>;
}

/**
 * Counts requests whose handling has begun and not yet produced a reply. Closing the server waits for
 * open connections only: a request whose client has gone is still being handled, and closing the
 * database under it failed its remaining queries. So shutting down waits for this count to reach zero.
 * `onSend` marks the end: it runs once a reply is ready, for a handled request or an aborted one.
 */
export function trackHandlersInFlight(app: FastifyInstance): HandlersInFlight {
  // Only requests that reached this hook count (an earlier hook may have answered one already).
  const running = new Set<FastifyRequest>();
  let onIdle: (() => void) | null = null;
  app.addHook('onRequest', async (request) => {
    running.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (running.delete(request) && running.size === 0) onIdle?.();
    return payload;
  });
  return {
    settled: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (running.size === 0) return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}
