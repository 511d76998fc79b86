import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { administrationRoutes } from './admin/routes.ts';
import { alertLinkRoutes } from './alerts/link-routes.ts';
import { installAlertSender } from './alerts/alert-sending.ts';
import { alertRoutes } from './alerts/routes.ts';
import { installAuthentication } from './auth/authentication.ts';
import { tokenRoutes } from './auth/routes.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { feedbackRoutes, feedbackStaffRoutes } from './feedback/routes.ts';
import { flagStaffRoutes } from './import/flag-routes.ts';
import { geodataRoutes } from './geodata/routes.ts';
import { installAntiForgery } from './http/anti-forgery.ts';
import { installCors } from './http/cors.ts';
import { installHttpCaching } from './http/http-caching.ts';
import { onWatchedCommit } from './db/committed-changes.ts';
import { KnownDataVersion } from './http/known-data-version.ts';
import { installOpenApi } from './http/openapi.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installFairTurns } from './http/fair-turns.ts';
import { healthRoutes } from './http/health-routes.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { requestLogLine } from './http/request-log.ts';
import { logStream } from './logging.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { mediaRoutes } from './media/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { loadWebApp } from './pages/web-app.ts';
import { followRoutes } from './reports/follow-routes.ts';
import { reportWizardRoutes } from './reports/routes.ts';
import { liveSightingRoutes } from './sightings/live/live-routes.ts';
import { installLiveUpdates } from './sightings/live/live-updates.ts';
import { sightingExportRoutes } from './sightings/export/export-routes.ts';
import { sightingReadRoutes } from './sightings/routes.ts';
import { eventRoutes } from './sightings/events/event-routes.ts';
import { skyRoutes } from './sky/routes.ts';
import { SharedVersionReads } from './sightings/timeline/timeline-version.ts';
import { createServices, type Services } from './services.ts';
import { API_BASE } from '../common/api/api-paths.ts';

/**
 * Every API prefix and the routes served under it, registered in this order (the API document's order);
 * each takes from the services what it declares.
 */
const API_ROUTES: ReadonlyArray<[prefix: string, ...routes: Array<FastifyPluginAsyncZod<Services>>]> = [
  ['/sightings', sightingReadRoutes, liveSightingRoutes, reportWizardRoutes],
  ['/reports', followRoutes],
  ['', alertRoutes],
  ['/sightings', sightingExportRoutes],
  ['/events', eventRoutes],
  ['/geodata', geodataRoutes],
  ['/token', tokenRoutes],
  ['/administration', administrationRoutes, feedbackStaffRoutes, flagStaffRoutes],
  ['', feedbackRoutes, skyRoutes],
];

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** The built web app; tests point it at a folder of their own. */
  webRoot?: string;
  /** The clock that sign-in limits read (tests hold it still). */
  now?: () => Date;
}

const BUILT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Builds the whole app from its dependencies; tests build it the same way against a real database. */
export async function buildApp({
  config,
  database,
  webRoot = BUILT_WEB_ROOT,
  now,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogLine }, stream: logStream(config.logFormat) },
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
  installCors(app);
  await installOpenApi(app, config);

  const services = createServices(config, database, app.log, now);
  app.addHook('onClose', () => services.closeThreads());
  const { readRouting } = database;
  readRouting?.replicas.onRotationChange(({ name, healthy, lagMs }) => {
    if (healthy) app.log.info({ replica: name, lagMs }, 'read replica back in rotation');
    else app.log.warn({ replica: name, lagMs }, 'read replica out of rotation: reads go to the others or the primary');
  });
  const routeName = readRouting && (() => readRouting.routeName());
  // Before authentication: a 304 is answered from the version this process knows, and nothing else.
  const versionReads = new SharedVersionReads(database.readDb ?? database.db, routeName);
  const versions = new KnownDataVersion(() => versionReads.read(), Date.now, routeName);
  // Before the caching below: a read's version comes from the server its answer does, and a browser
  // that has just written reads it afresh.
  if (database.connectionString) {
    installReadYourWrites(app, {
      versions,
      routing: readRouting,
      maxLagMs: readRouting ? config.readReplicas.maxLagMs : null,
    });
  }
  services.liveSightings.addWakeListener(() => versions.forget());
  // This process's own commits of a new version, at once, whatever made them (a job as well as a call).
  const stopHearingCommits = onWatchedCommit(() => versions.forget());
  app.addHook('onClose', async () => stopHearingCommits());
  // On PostgreSQL reading the version is a round trip, and every change to it is announced (migration
  // 033): the remembered answers are served at the version the process knows (decision 0050).
  if (database.connectionString) services.versionedCache.useKnownVersion(() => versions.current());
  installHttpCaching(app, versions);
  // Before any route, so every route (public ones too) sees who is signed in.
  installAuthentication(app, services.tokens);
  // Once, before the routes: report, upload and summarize limits counted in the shared database.
  await installRateLimits(app, database);

  installLiveUpdates(app, services.liveSightings, database);
  installAlertSender(app, services.alertSender, services.liveSightings);
  await app.register(healthRoutes, { db: database.db });
  for (const [prefix, ...plugins] of API_ROUTES) {
    for (const routes of plugins) await app.register(routes, { prefix: `${API_BASE}${prefix}`, ...services });
  }
  await app.register(mediaRoutes, { serving: services.media.serving });
  await app.register(alertLinkRoutes, { alerts: services.alerts, feeds: services.alertFeeds, config });
  await app.register(pageRoutes, {
    config,
    sightings: services.sightings,
    events: services.events,
    follows: services.follows,
    feeds: services.alertFeeds,
    webRoot,
    webApp,
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No such address: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
  return app;
}
