import type { FastifyInstance, InjectOptions } from 'fastify';

const TEST_XSRF_TOKEN = 'test-anti-forgery-token';

/** Injects a request as our web app sends it: the anti-forgery cookie echoed in its header. */
export function injectAsBrowser(app: FastifyInstance, options: InjectOptions) {
  return app.inject({
    ...options,
    cookies: { 'XSRF-TOKEN': TEST_XSRF_TOKEN, ...(options.cookies ?? {}) },
    headers: { 'x-xsrf-token': TEST_XSRF_TOKEN, ...(options.headers ?? {}) },
  });
}
