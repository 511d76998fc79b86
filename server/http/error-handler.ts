import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { HttpError, RetryLaterError } from './errors.ts';

/** PostgreSQL and network codes that mean "the database is away", not "the request was wrong". */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
  // Too many connections; a statement cancelled by statement_timeout (the database is overloaded).
  '53300',
  '57014',
  // The read threads, stopped under a request still waiting on them: the server is shutting down.
  'ERR_THREADS_STOPPED',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const message = String((error as { message?: unknown }).message ?? '');
  return (
    (typeof code === 'string' && DATABASE_UNAVAILABLE_CODES.has(code)) ||
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|database is locked/i.test(message)
  );
}

/**
 * PostgreSQL refusing text it cannot hold (a NUL byte) that no schema cleaned first: the client's
 * input, so a 400 like any other bad input, never a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function body(statusCode: number, message: string, extra: object = {}) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/**
 * Every error leaves as `{statusCode, error, message}`: validation problems as 400 with
 * the fields named, client errors with their own status, a lost database as 503. Only a real defect
 * is a 500, and it is logged.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      const message = details.map((detail) => `${detail.field}: ${detail.message}`).join(' ');
      return reply.code(400).send(body(400, message, { details }));
    }
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) return reply.code(error.statusCode).send(body(error.statusCode, error.message));
    if (UNSTORABLE_TEXT_CODES.has(String((error as { code?: unknown }).code))) {
      return reply.code(400).send(body(400, 'Text may not contain NUL (\\u0000) characters.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(body(503, 'The service is briefly unavailable. Please try again shortly.'));
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send(body(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body(500, 'Something went wrong on our side. Please try again later.'));
  });
}
