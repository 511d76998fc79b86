/**
 * Requests for one API call, for fast-check: path, query, body and credentials, each drawn from the
 * call's zod schema (valid-shaped), from a valid shape with one field broken or missing, or from
 * plain junk and raw bytes no client library would send.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { HOSTILE_STRINGS, junkValue, RAW_BODIES, RAW_QUERIES, RAW_SEGMENTS } from '../support/hostile-values.ts';
import { fieldNames, shapedLike, type FieldHints } from '../support/schema-arbitrary.ts';
import type { ApiCall } from './api-calls.ts';

export interface FuzzContext {
  /** Ids that exist: public, pending and deleted sightings. */
  ids: string[];
  adminToken: string;
  moderatorToken: string;
  hints: FieldHints;
}

export interface FuzzRequest {
  path: string;
  query: string;
  body?: { payload: string | Buffer; contentType?: string };
  authorization?: string;
}

/** Percent-encoded as a client would; a lone surrogate (not UTF-8) becomes U+FFFD, as browsers send it. */
const encoded = (text: string): string => encodeURIComponent(text.toWellFormed());

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '');

/** A valid shape with one field replaced by junk, removed, or joined by an unknown one. */
function brokenShape(schema: z.core.$ZodType, hints: FieldHints): fc.Arbitrary<unknown> {
  const fields = fieldNames(schema);
  if (fields.length === 0) return junkValue;
  return fc
    .tuple(
      shapedLike(schema, hints),
      fc.constantFrom(...fields),
      junkValue,
      fc.constantFrom('replace', 'remove', 'add'),
    )
    .map(([value, field, junk, how]) => {
      const copy = { ...(value as Record<string, unknown>) };
      if (how === 'remove') delete copy[field];
      else copy[how === 'add' ? `${field}Extra` : field] = junk;
      return copy;
    });
}

function segment(name: string, schema: z.core.$ZodType | undefined, context: FuzzContext): fc.Arbitrary<string> {
  const junkText = junkValue.map((value) => encoded(asText(value)).slice(0, 2000));
  const hint = context.hints[name];
  return fc.oneof(
    ...(schema ? [{ weight: 2, arbitrary: shapedLike(schema).map((value) => encoded(asText(value))) }] : []),
    ...(hint ? [{ weight: 2, arbitrary: hint.map((value) => encoded(asText(value))) }] : []),
    { weight: 2, arbitrary: junkText },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

function pathOf(call: ApiCall, context: FuzzContext): fc.Arbitrary<string> {
  const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(call.path);
  const shape = call.params?._zod.def.shape as Record<string, z.core.$ZodType> | undefined;
  return fc
    .tuple(...names.map((name) => segment(name, shape?.[name], context)))
    .map((values) => names.reduce((path, name, index) => path.replace(`{${name}}`, values[index]!), call.path));
}

function toQuery(value: unknown): string {
  if (!value || typeof value !== 'object') return `?value=${encoded(asText(value))}`;
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) search.append(key, asText(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function queryOf(call: ApiCall, hints: FieldHints): fc.Arbitrary<string> {
  const keys = call.query ? fieldNames(call.query) : [];
  const junkRecord = fc
    .dictionary(fc.constantFrom(...keys, 'x', '__proto__', 'constructor'), fc.oneof(junkValue, fc.array(junkValue)), {
      maxKeys: 4,
    })
    .map(toQuery);
  return fc.oneof(
    ...(call.query
      ? [
          { weight: 4, arbitrary: shapedLike(call.query, hints).map(toQuery) },
          { weight: 3, arbitrary: brokenShape(call.query, hints).map(toQuery) },
        ]
      : [{ weight: 3, arbitrary: fc.constant('') }]),
    { weight: 2, arbitrary: junkRecord },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) },
  );
}

const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/** Bodies in the wrong dress: other content types, broken encodings, a type but no body. */
const ODD_BODIES = [
  { payload: 'term=lights&page=0', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'A bright light hovered over the hills.', contentType: 'text/plain' },
  { payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: 'application/json' },
  { payload: Buffer.from('{"term":"lights"}', 'utf16le'), contentType: 'application/json; charset=utf-16' },
  { payload: '{"term":"lights"}', contentType: 'application/xml' },
  { payload: '', contentType: 'application/json' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: '{"term":"lights"}' },
];

function bodyOf(call: ApiCall, hints: FieldHints): fc.Arbitrary<FuzzRequest['body']> {
  const raw = fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload, contentType: 'application/json' }));
  return fc.oneof(
    ...(call.body
      ? [
          { weight: 5, arbitrary: shapedLike(call.body, hints).map(json) },
          { weight: 4, arbitrary: brokenShape(call.body, hints).map(json) },
        ]
      : [{ weight: 3, arbitrary: fc.constant(undefined) }]),
    { weight: 1, arbitrary: junkValue.map(json) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_BODIES) },
  );
}

const JUNK_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Basic YWRtaW46cGFzc3dvcmQ=',
  `Bearer ${'x'.repeat(5000)}`,
  'Bearer \u0000',
  'Bearer two words',
  ...HOSTILE_STRINGS.slice(0, 8).map((text) => `Bearer ${text}`),
];

function authorizationOf(call: ApiCall, context: FuzzContext): fc.Arbitrary<string | undefined> {
  const junk = fc.constantFrom(...JUNK_AUTHORIZATION);
  if (!call.staff) return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: junk });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${context.adminToken}`) },
    { weight: 1, arbitrary: fc.constant(`Bearer ${context.moderatorToken}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: junk },
  );
}

/** Requests for one JSON call (the upload's multipart requests are drawn in upload-arbitrary.ts). */
export function requestsFor(call: ApiCall, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    path: pathOf(call, context),
    query: queryOf(call, context.hints),
    body: call.method === 'POST' ? bodyOf(call, context.hints) : fc.constant(undefined),
    authorization: authorizationOf(call, context),
  });
}
