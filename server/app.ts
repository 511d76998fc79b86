import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdministration } from './admin/administration.ts';
import { administrationRoutes } from './admin/routes.ts';
import { installAuthentication } from './auth/authentication.ts';
import { tokenRoutes } from './auth/routes.ts';
import { createTokenService } from './auth/staff-services.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { geocodingRoutes } from './geodata/geocoding-routes.ts';
import { createGeocodingService } from './geodata/geocoding-service.ts';
import { geodataRoutes } from './geodata/routes.ts';
import { installAntiForgery } from './http/anti-forgery.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installFairTurns } from './http/fair-turns.ts';
import { healthRoutes } from './http/health-routes.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { uploadRoutes } from './media/upload-routes.ts';
import { pageRoutes } from './pages/page-routes.ts';
import { loadWebApp } from './pages/web-app.ts';
import { reportRoutes } from './reports/report-routes.ts';
import { createReporting } from './reports/reporting.ts';
import { SightingRepository } from './sightings/repository.ts';
import { sightingReadRoutes } from './sightings/routes.ts';
import { SightingService } from './sightings/service.ts';
import { summaryRoutes } from './summaries/summary-routes.ts';

export const API_BASE = '/api/v1';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** The built web app; tests point it at a folder of their own. */
  webRoot?: string;
}

const BUILT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Builds the whole app from its dependencies; tests build it the same way against a real database. */
export async function buildApp({
  config,
  database,
  webRoot = BUILT_WEB_ROOT,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    // Lets in-flight requests finish on close, while new connections are refused (SIGTERM drain).
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  installErrorHandling(app);
  // First of all hooks, so that everything a request does waits its turn.
  installFairTurns(app);

  const webApp = await loadWebApp(webRoot);
  installSecurityHeaders(app, webApp?.inlineScriptHashes);
  await app.register(cookie);
  installAntiForgery(app);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.siteName} API`, version: '1.0.0', description: 'Report and browse UFO sightings.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const sightings = new SightingService(new SightingRepository(database.db, database.dialect));
  const tokens = createTokenService(database);
  // Before any route, so every route (public ones too) sees who is signed in.
  installAuthentication(app, tokens);
  // Once, before the routes: report, upload and summarize limits counted in the shared database.
  await installRateLimits(app, database);
  const geocoding = createGeocodingService(config);
  const reporting = createReporting({ config, database, geocoding, log: app.log });

  await app.register(healthRoutes, { db: database.db });
  await app.register(sightingReadRoutes, { prefix: `${API_BASE}/sightings`, sightings });
  await app.register(geodataRoutes, { prefix: `${API_BASE}/geodata` });
  await app.register(geocodingRoutes, { prefix: `${API_BASE}/geodata`, geocoding });
  await app.register(reportRoutes, { prefix: `${API_BASE}/sightings`, reports: reporting.reports });
  await app.register(uploadRoutes, { prefix: `${API_BASE}/sightings`, uploads: reporting.uploads });
  await app.register(summaryRoutes, { prefix: `${API_BASE}/sightings`, summaries: reporting.summaries });
  await app.register(mediaRoutes, { root: reporting.mediaRoot });
  await app.register(tokenRoutes, { prefix: `${API_BASE}/token`, tokens });
  await app.register(administrationRoutes, {
    prefix: `${API_BASE}/administration`,
    ...createAdministration(config, database),
  });
  await app.register(pageRoutes, { config, sightings, webRoot, webApp });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No such address: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
  return app;
}
