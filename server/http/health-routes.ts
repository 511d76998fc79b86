import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../db/ping.ts';
import type { Database } from '../db/schema.ts';

/** Liveness says the process answers; readiness also asks the database. */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply
        .code(503)
        .send({ statusCode: 503, error: 'Service Unavailable', message: 'The database is not reachable.' });
    }
  });
};
