import type { OperationFacts } from './openapi-operations.ts';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  parameters?: Array<Json & { name: string; in: string }>;
  requestBody?: { content?: Record<string, Json> };
  responses?: Record<string, Json>;
  security?: Array<Record<string, string[]>>;
}
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Json };
}

const ERROR = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR } },
});
const header = (description: string, type: 'string' | 'integer') => ({ description, schema: { type } });

const HEADERS = {
  ETag: header('The version of the public data the answer was made from; send it back in If-None-Match.', 'string'),
  'Cache-Control': header('How long caches may keep the answer, and serve it stale while they ask again.', 'string'),
  'X-RateLimit-Limit': header('How many calls the window allows from one address.', 'integer'),
  'X-RateLimit-Remaining': header('How many calls are left in the window.', 'integer'),
  'X-RateLimit-Reset': header('Seconds until the window starts afresh.', 'integer'),
  'Retry-After': header('Seconds to wait before calling again.', 'integer'),
};
const ref = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': ref('X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('X-RateLimit-Remaining'),
  'X-RateLimit-Reset': ref('X-RateLimit-Reset'),
};
const CACHE_HEADERS = { ETag: ref('ETag'), 'Cache-Control': ref('Cache-Control') };

const SECURITY_SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer', description: 'A staff token from POST /api/v1/token/generate.' },
  antiForgeryHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: 'The value of the XSRF-TOKEN cookie, which any answer of the site sets for a client without one.',
  },
  antiForgeryCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN', description: 'The cookie the site set.' },
};
const ANTI_FORGERY = { antiForgeryHeader: [], antiForgeryCookie: [] };

/** Examples of the main calls' input, by parameter name. */
const PARAMETER_EXAMPLES: Record<string, unknown> = {
  term: 'lights',
  fromDate: '2020-01-01',
  toDate: '2024-12-31',
  id: 'ab12cd34',
  format: 'geojson',
  shape: 'Disk',
  country: 'US',
  source: 'NUFORC',
  swLat: 24,
  swLng: -125,
  neLat: 50,
  neLng: -66,
  latitude: 51.48,
  longitude: 0,
  occurred: '2024-08-12T22:30:00Z',
};
const BODY_EXAMPLES: Record<string, Json> = {
  searchSightings: { term: 'lights', fromDate: '2020-01-01', toDate: '2024-12-31', hasMedia: false, page: 0, size: 10 },
  exportSightings: { term: 'lights', fromDate: '2020-01-01', toDate: '2024-12-31', format: 'geojson' },
};

/** The calls that answer a file, streamed past the route's JSON schemas, as the document gives them. */
const FILE_ANSWERS: Record<string, Json> = {
  ...Object.fromEntries(
    ['exportSightings', 'exportSightingsByLink'].map((operationId) => [
      operationId,
      {
        description: 'The file, as an attachment, in the format asked for.',
        headers: { 'X-Total-Count': header('How many sightings the file holds.', 'integer') },
        content: Object.fromEntries(
          ['text/csv', 'application/json', 'application/geo+json'].map((type) => [
            type,
            { schema: { type: 'string', format: 'binary' } },
          ]),
        ),
      },
    ]),
  ),
  ...Object.fromEntries(
    ['getFollowedReportFile', 'getPendingReportFile'].map((operationId) => [
      operationId,
      {
        description: 'The file as it was uploaded (a photo, a video or a document), or its WebP thumbnail.',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
    ]),
  ),
};

/** The answers the hooks give, described once and referred to by every operation that can get them. */
const RESPONSES = {
  InvalidInput: errorAnswer('The input is invalid; the message names the field.'),
  NotSignedIn: errorAnswer('No live bearer token.'),
  StaffForbidden: errorAnswer('The anti-forgery token is missing, or the role may not use this call.'),
  AntiForgery: errorAnswer('The anti-forgery token is missing or does not match its cookie.'),
  TooLarge: errorAnswer('The body is larger than the call takes.'),
  UnsupportedType: errorAnswer('The body is not of a type the call takes (JSON, unless it says otherwise).'),
  TooManyCalls: errorAnswer('Too many calls from this address.', {
    ...RATE_LIMIT_HEADERS,
    'Retry-After': ref('Retry-After'),
  }),
  NotModified: { description: 'Not modified: the If-None-Match names the current ETag.', headers: CACHE_HEADERS },
};
const response = (name: keyof typeof RESPONSES) => ({ $ref: `#/components/responses/${name}` });

function security(facts: OperationFacts): Array<Record<string, string[]>> {
  if (facts.staff) return [facts.changing ? { bearerAuth: [], ...ANTI_FORGERY } : { bearerAuth: [] }];
  if (facts.staffSeesMore) return [{}, { bearerAuth: [] }];
  return facts.changing ? [ANTI_FORGERY] : [];
}

/** Adds to an operation what the hooks in front of its route answer, which its own schema does not say. */
function completeOperation(operation: Operation, facts: OperationFacts): void {
  const responses = (operation.responses ??= {});
  const fileAnswer = operation.operationId && FILE_ANSWERS[operation.operationId];
  if (fileAnswer) responses['200'] ??= structuredClone(fileAnswer);
  operation.security = security(facts);
  if (facts.takesInput) responses['400'] ??= response('InvalidInput');
  if (facts.staff) responses['401'] ??= response('NotSignedIn');
  if (facts.changing || facts.staff) responses['403'] ??= response(facts.staff ? 'StaffForbidden' : 'AntiForgery');
  if (facts.rateLimited) responses['429'] = response('TooManyCalls');
  if (operation.requestBody) {
    responses['413'] ??= response('TooLarge');
    responses['415'] ??= response('UnsupportedType');
  }
  for (const [status, answer] of Object.entries(responses)) {
    if (!status.startsWith('2') || '$ref' in answer) continue;
    const headers = (answer.headers ?? {}) as Json;
    if (facts.rateLimited) Object.assign(headers, RATE_LIMIT_HEADERS);
    if (facts.cacheable && status === '200') Object.assign(headers, CACHE_HEADERS);
    if (Object.keys(headers).length > 0) answer.headers = headers;
  }
  if (facts.cacheable) responses['304'] = response('NotModified');
  for (const parameter of operation.parameters ?? []) {
    if (parameter.name in PARAMETER_EXAMPLES) parameter.example ??= PARAMETER_EXAMPLES[parameter.name];
  }
  const bodyExample = operation.operationId && BODY_EXAMPLES[operation.operationId];
  const body = operation.requestBody?.content?.['application/json'];
  if (bodyExample && body) body.example = bodyExample;
}

/**
 * Says in OpenAPI 3.0's terms what the generated schemas say in newer ones, admitting the same values:
 * `nullable` wants a `type` beside it, so a nullable choice of types becomes a choice of nullable types;
 * and a tuple of like items (a point's coordinates) lists its item once, not once per place.
 */
function speakOpenApi30(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(speakOpenApi30);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Json;
  const choices = schema.anyOf as Json[] | undefined;
  if (schema.nullable === true && schema.type === undefined && choices) {
    delete schema.nullable;
    for (const choice of choices) if (choice.type !== undefined) choice.nullable = true;
  }
  if (choices && new Set(choices.map((choice) => JSON.stringify(choice))).size === 1) {
    delete schema.anyOf;
    Object.assign(schema, choices[0]);
  }
  Object.values(schema).forEach(speakOpenApi30);
}

/** Leaves out the components nothing refers to (each shape is registered for input and for output). */
function keepUsedSchemas(document: OpenApiDocument): void {
  const schemas = document.components?.schemas ?? {};
  const referred = (name: string) => `"#/components/schemas/${name}"`;
  let text = JSON.stringify(document);
  for (const name of Object.keys(schemas)) {
    if (!text.includes(referred(name))) {
      delete schemas[name];
      text = JSON.stringify(document);
    }
  }
}

/** The served document, completed with what every operation's hooks add: security, errors, headers, examples. */
export function completeDocument(
  document: OpenApiDocument,
  facts: ReadonlyMap<string, OperationFacts>,
): OpenApiDocument {
  const components = (document.components ??= {});
  components.securitySchemes = SECURITY_SCHEMES;
  components.headers = HEADERS;
  components.responses = RESPONSES;
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const found = facts.get(`${method} ${path}`);
      if (found) completeOperation(operation, found);
    }
  }
  speakOpenApi30(document.paths);
  speakOpenApi30(components.schemas);
  keepUsedSchemas(document);
  return document;
}
