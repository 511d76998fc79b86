import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase, openServingDatabase, SERVING_TIME_LIMITS } from './db/connection.ts';
import { prepareDatabase } from './prepare-database.ts';
import { isAddressInUse, isPortInUse, portInUseMessage } from './http/port-in-use.ts';
import { processLogger, runningAt } from './logging.ts';
import { nearestCity } from './geodata/offline-geocoder.ts';
import { trackHandlersInFlight } from './http/handlers-in-flight.ts';
import { loadDemoData } from './demo/load-demo-data.ts';
import { createServices } from './services.ts';
import { fillMissingSkies } from './sky/fill-skies.ts';
import { startElementRefresh } from './sky/satellites/element-refresh.ts';
import { SatelliteElementRepository } from './sky/satellites/element-repository.ts';
import { superviseWorkers } from './worker-supervisor.ts';

const config = loadConfig();
if (cluster.isPrimary) {
  const log = processLogger(config);
  // Asked first, so that a taken port is said once, plainly, before migrations and workers start.
  if (await isPortInUse(config.host, config.port)) {
    log.fatal(portInUseMessage(config.host, config.port));
    process.exit(1);
  }
  const announce = () => log.info(`${config.siteName} is running at ${runningAt(config.host, config.port)}`);
  await prepareData(config);
  if (config.workers > 1) {
    cluster.once('listening', announce);
    superviseWorkers(config.workers);
  } else {
    await serve(config);
    announce();
  }
} else {
  // A worker whose supervisor is gone (even by kill -9) must not keep the port.
  process.on('disconnect', () => process.exit(0));
  await serve(config);
}

/** Once, before anyone serves: migrations, the first admin, the events' rules, the demo data. */
async function prepareData(appConfig: AppConfig): Promise<void> {
  // Migrations get a connection of their own, without the serving time limits: one may take long.
  const database = openDatabase(appConfig);
  try {
    await prepareDatabase(database.db, database.dialect);
    const services = createServices(appConfig, database);
    // A bucket that is missing or refuses our keys stops the start, saying so, not the first upload.
    await services.media.check();
    // Files of reports awaiting review that an older version served publicly are taken out of view.
    await services.pendingMedia.hideUnpublished();
    await ensureFirstAdmin(services.users, appConfig);
    await services.reports.removeOrphanTokens();
    // Stored sightings grouped by other rules (or before events existed) are grouped again, once.
    await services.eventGrouping.applyRules(database.db);
    // The built-in sightings are few: their skies are stored at once, so the search's filter knows them.
    if (appConfig.demoData && (await loadDemoData(services.bulkSightings)) > 0) {
      await fillMissingSkies(services.sightingSkies, undefined, undefined, services.passingSky);
    }
  } finally {
    await database.close();
  }
}

/** One server process. Several share the port (node:cluster), so both cores answer requests. */
async function serve(appConfig: AppConfig): Promise<void> {
  const database = openServingDatabase(appConfig, SERVING_TIME_LIMITS);
  const app = await buildApp({ config: appConfig, database });
  const handlersInFlight = trackHandlersInFlight(app);
  // The offline gazetteer takes a second or two to index; pay that before the first visitor does.
  if (appConfig.geocoder !== 'nominatim') nearestCity(0, 0);

  let closing = false;
  async function shutDown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining requests and shutting down');
    await app.close();
    await handlersInFlight.settled(SERVING_TIME_LIMITS.queryTimeoutMs);
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  process.on('SIGINT', () => void shutDown('SIGINT'));

  try {
    await app.listen({ port: appConfig.port, host: appConfig.host });
  } catch (error) {
    // Taken between the check at start and now.
    if (!isAddressInUse(error)) throw error;
    app.log.fatal(portInUseMessage(appConfig.host, appConfig.port));
    process.exit(1);
  }
  // One process fetches current orbital elements, once started and in the background.
  if (!cluster.isWorker || cluster.worker?.id === 1) {
    const elements = new SatelliteElementRepository(database.db, database.dialect);
    startElementRefresh({ urls: appConfig.satellitesUrls, elements, log: app.log });
  }
}
