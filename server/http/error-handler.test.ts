import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handler.ts';

/** An app whose one route fails with the given error, as a database driver would throw it. */
async function failingWith(error: object) {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/', async () => {
    throw Object.assign(new Error('message' in error ? String(error.message) : 'failed'), error);
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

describe('errors from the database', () => {
  it.each([
    ['a refused connection', { code: 'ECONNREFUSED' }],
    ['a server shutting down', { code: '57P01' }],
    ['a statement cancelled by statement_timeout', { code: '57014' }],
    ['too many connections', { code: '53300' }],
    ['a server that does not answer (pg query_timeout)', { message: 'Query read timeout' }],
    ['a dropped connection', { message: 'Connection terminated unexpectedly' }],
    ['a read whose threads stopped as the server shuts down', { code: 'ERR_THREADS_STOPPED' }],
  ])('answer 503 with Retry-After for %s', async (_case, error) => {
    const response = await failingWith(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });

  it.each([['22021'], ['22P05']])('answer 400 for text PostgreSQL cannot hold (%s)', async (code) => {
    const response = await failingWith({ code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Text may not contain NUL (\\u0000) characters.');
  });

  it('answer 500 only for a real defect', async () => {
    expect((await failingWith({ message: 'undefined is not a function' })).statusCode).toBe(500);
  });
});
