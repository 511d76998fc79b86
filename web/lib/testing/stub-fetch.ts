import { vi } from 'vitest';
import { API_BASE } from '../../../common/api/api-paths.ts';

/**
 * How the stubbed server answers one call: a status and JSON body, never (a call still loading), or a
 * response of its own (e.g. a body that streams in).
 */
export type StubAnswer = { status?: number; body?: unknown } | 'never' | Response;

/** A server error in the shape every API error has. */
export const serverError = (message = 'Something went wrong.'): StubAnswer => ({
  status: 500,
  body: { statusCode: 500, error: 'Internal Server Error', message },
});

/**
 * Replaces `fetch` with a server that answers by method and API path (no query string), e.g.
 * `'GET /sightings/total-sightings'`, or by what the call sent, when the answer is a function of its
 * body. A call nobody expected fails the test with its path.
 */
export function stubFetch(answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.slice(API_BASE.length);
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: path + url.search, body });
    const stubbed = answers[`${method} ${path}`];
    if (stubbed === undefined) throw new Error(`No stubbed answer for ${method} ${path}`);
    const answer = typeof stubbed === 'function' ? stubbed(body) : stubbed;
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer instanceof Response) return answer;
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(answer.body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}
