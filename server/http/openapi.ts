import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE } from '../../common/api/api-paths.ts';
import { DATA_LICENCE } from '../../common/schemas/export.ts';
import type { AppConfig } from '../config.ts';
import { openApiComponents } from './openapi-components.ts';
import { completeDocument, type OpenApiDocument } from './openapi-document.ts';
import { operationFacts, openApiPath, type OperationFacts } from './openapi-operations.ts';

const TAGS = [
  { name: 'sightings', description: 'Public sightings: read, search, export, and report one.' },
  { name: 'reports', description: "A witness's own report, through the follow link only they were given." },
  { name: 'alerts', description: 'Alerts near me: follow an area by e-mail, browser push or a private feed.' },
  { name: 'geodata', description: 'Country names and geocoding.' },
  { name: 'sky', description: 'The sky at a place and time, worked out offline.' },
  { name: 'feedback', description: 'Feedback about the site.' },
  { name: 'staff sign-in', description: 'Bearer tokens for staff.' },
  { name: 'administration', description: 'Moderation and the running of the site; staff only.' },
];

/**
 * "Try it out" on /api/docs runs in the site's own page, which holds the anti-forgery cookie: it copies
 * the cookie into the header as the web app does, so changing calls work there too. Sent to the
 * browser as source text, so it names nothing outside itself.
 */
export function copyAntiForgeryCookie(request: { headers: Record<string, string> }) {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  if (match) request.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]!);
  return request;
}

/** The OpenAPI document at /api/docs/json and its explorer at /api/docs. */
export async function installOpenApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  const facts = new Map<string, OperationFacts>();
  const transformRoute = createJsonSchemaTransform({ schemaRegistry: openApiComponents });
  const addComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        version: '1.0.0',
        description:
          'Report and browse UFO sightings. Reads (every GET, and the search and export POSTs) need no ' +
          'cookie or token and may be called from any site; changing calls echo the XSRF-TOKEN cookie in ' +
          'the X-XSRF-TOKEN header; staff calls send a bearer token. Public reads carry an ETag and answer ' +
          `304 to If-None-Match. The data is licensed ${DATA_LICENCE.name}; the code is not licensed for reuse.`,
        license: { name: `Data: ${DATA_LICENCE.name}; code: all rights reserved`, url: DATA_LICENCE.url },
      },
      servers: [{ url: config.publicUrl ?? '/', description: 'This server' }],
      tags: TAGS,
    },
    transform: (document) => {
      const { route, url } = document;
      const method = [route.method].flat()[0]!.toLowerCase();
      if (url.startsWith(`${API_BASE}/`)) facts.set(`${method} ${openApiPath(url)}`, operationFacts(route));
      return transformRoute(document);
    },
    transformObject: (documentObject) => completeDocument(addComponents(documentObject) as OpenApiDocument, facts),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { requestInterceptor: copyAntiForgeryCookie as never },
  });
}
