/** Calls to a running server as the web app makes them: JSON, with the anti-forgery cookie echoed. */
import { ADMIN } from './server-process.ts';

export const API = '/api/v1';
const XSRF = 'reliability-anti-forgery-token';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  ms: number;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** Sent as X-Forwarded-For: the client address a server with TRUST_PROXY=true believes. */
  clientAddress?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export function browserHeaders(options: CallOptions = {}): Record<string, string> {
  return {
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    ...(options.body !== undefined && !(options.body instanceof FormData) && { 'content-type': 'application/json' }),
    ...(options.token && { authorization: `Bearer ${options.token}` }),
    ...(options.clientAddress && { 'x-forwarded-for': options.clientAddress }),
    ...options.headers,
  };
}

/** One call; the body is read as JSON when it is JSON, else as text. Network errors are thrown. */
export async function call<T = any>(origin: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const started = performance.now();
  const response = await fetch(origin + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: browserHeaders(options),
    body: options.body === undefined || options.body instanceof FormData ? options.body : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') && text ? JSON.parse(text) : text;
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started };
}

/** A plausible report near Lake Tahoe; override what the test is about. */
export function reportBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    summary: 'Three orange lights hovered over the lake',
    detailedDescription: 'Three bright orange lights in a triangle hovered silently, then shot north.',
    occurred: '2024-05-01T22:15:00.000Z',
    latitude: 38.94,
    longitude: -119.98,
    shape: 'Triangle',
    tags: ['lights'],
    ...overrides,
  };
}

/** Signs the first administrator in (created from ADMIN_EMAIL/ADMIN_PASSWORD) and answers the token. */
export async function adminToken(origin: string): Promise<string> {
  const answer = await call(origin, `${API}/token/generate`, {
    body: { username: ADMIN.email, password: ADMIN.password, rememberMe: false },
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** Approves a report through the administration API, as the editor saves it (point null). */
export async function approve(origin: string, token: string, id: string): Promise<Answer> {
  const current = await call(origin, `${API}/sightings/by-id/${id}`, { token });
  if (current.status !== 200) throw new Error(`by-id ${id} as staff answered ${current.status}`);
  return call(origin, `${API}/administration/update/sighting`, {
    token,
    body: { ...current.body, approved: true, point: null },
  });
}

/** Uploads one file with the report's upload token. */
export async function upload(
  origin: string,
  id: string,
  uploadToken: string,
  file: { name: string; bytes: Uint8Array; type: string },
  clientAddress?: string,
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
  return call(origin, `${API}/sightings/upload/${id}`, {
    body: form,
    clientAddress,
    headers: { 'x-upload-token': uploadToken },
  });
}
