import type { z } from 'zod/mini';
import { getAuthToken } from './auth-token.ts';
import { getCookie } from './cookies.ts';
import { takePageAnswer } from './page-data.ts';
import { servedPageOnServer } from './served-page.ts';
import { ANTI_FORGERY, API_BASE } from '../../common/api/api-paths.ts';

/** Every call goes to the API of the host that served the app. */

/** A failed call: the HTTP status plus the server's message (`{statusCode, error, message}`). */
export class ApiError extends Error {
  status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

interface RequestOptions {
  signal?: AbortSignal;
}

/** Headers are built synchronously so a caller can clear the token right after starting a call. */
function buildHeaders(method: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json, text/plain;q=0.9' });
  const token = getAuthToken();
  // A stored token means every request carries it and a JSON content type.
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (token || hasBody) headers.set('Content-Type', 'application/json');
  // Non-GET calls echo the anti-forgery cookie.
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = getCookie(ANTI_FORGERY.cookie);
    if (xsrf) headers.set(ANTI_FORGERY.header, xsrf);
  }
  return headers;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      message = body.message;
    }
  } catch {
    // Not JSON (a proxy or network page): keep the status text.
  }
  return new ApiError(response.status, message);
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  schema: z.ZodMiniType<T> | undefined,
  options: RequestOptions,
): Promise<T> {
  const served = method === 'GET' ? takePageAnswer(path) : undefined;
  // Not checked again: the server encoded it with this schema, which checks it (server/pages/page-data.ts);
  // checking 25 sightings without eval took tens of milliseconds of a slow phone's first task.
  if (served) return served.data as T;
  // Rendering on the server, a call the page does not answer shows its loading state, as the browser
  // will until its own call answers: it never settles there.
  if (servedPageOnServer()) return new Promise<never>(() => undefined);
  const hasBody = body !== undefined;
  const init: RequestInit = {
    method,
    headers: buildHeaders(method, hasBody),
    credentials: 'same-origin',
    // The app asks the server every time (an unchanged answer costs a 304): what the public reads
    // let caches keep for a few seconds, a visitor who just reported or approved must see at once.
    cache: 'no-cache',
  };
  if (hasBody) init.body = JSON.stringify(body);
  if (options.signal) init.signal = options.signal;
  const response = await fetch(`${API_BASE}${path}`, init);
  if (!response.ok) throw await errorFrom(response);
  // 204 means "nothing" (e.g. no next sighting): callers type T to include null.
  if (response.status === 204) return null as T;
  const type = response.headers.get('Content-Type') ?? '';
  const data: unknown = type.includes('json') ? await response.json() : await response.text();
  return parseAnswer(data, response.status, path, schema);
}

function parseAnswer<T>(data: unknown, status: number, path: string, schema: z.ZodMiniType<T> | undefined): T {
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(status, `Unexpected answer from ${path}: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * POST a JSON body to `{base}{path}` and answer the response itself, unread, for a body read as a stream
 * (a download). A failed call throws an ApiError with the server's message, as every other call does.
 */
export async function apiPostForStream(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  const init: RequestInit = {
    method: 'POST',
    headers: buildHeaders('POST', true),
    credentials: 'same-origin',
    body: JSON.stringify(body),
  };
  if (options.signal) init.signal = options.signal;
  const response = await fetch(`${API_BASE}${path}`, init);
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** GET `{base}{path}`, e.g. `apiGet('/sightings/total-sightings', z.number())`. */
export function apiGet<T>(path: string, schema?: z.ZodMiniType<T>, options: RequestOptions = {}): Promise<T> {
  return request('GET', path, undefined, schema, options);
}

/** POST a JSON body to `{base}{path}`. */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema?: z.ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request('POST', path, body ?? {}, schema, options);
}
