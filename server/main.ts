import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { createUserService } from './auth/staff-services.ts';
import { loadConfig } from './config.ts';
import { openDatabase, SERVING_TIME_LIMITS } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { nearestCity } from './geodata/offline-geocoder.ts';
import { loadDemoData } from './demo/load-demo-data.ts';
import { SightingRepository } from './sightings/repository.ts';

const config = loadConfig();
// Migrations get a connection of their own, without the serving time limits: one may take long.
const migrating = openDatabase(config);
await migrateToLatest(migrating.db, migrating.dialect);
await migrating.close();
const database = openDatabase(config, SERVING_TIME_LIMITS);
await ensureFirstAdmin(createUserService(database), config);
if (config.demoData) await loadDemoData(new SightingRepository(database.db, database.dialect));

const app = await buildApp({ config, database });
// The offline gazetteer takes a second or two to index; pay that before the first visitor does.
if (config.geocoder !== 'nominatim') nearestCity(0, 0);

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'draining requests and shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
