import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DialectName } from '../db/dialect.ts';
import { createServices, type Services } from '../services.ts';
import type { QueryListener } from '../db/connection.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The configuration tests run with: quiet, offline, one process, every response checked. */
export function testConfig(database: TestDatabase, environment: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    SATELLITES_URL: 'none',
    DEMO_DATA: 'false',
    WORKERS: '1',
    CHECK_RESPONSES: 'true',
    ...environment,
  });
}

/** The services of a process on a test database, built as the server builds them. */
export function testServices(database: TestDatabase, environment: Record<string, string> = {}): Services {
  return createServices(testConfig(database, environment), database.handle);
}

/**
 * The real app on a fresh migrated database, as `main.ts` builds it, quiet and offline; `listener`
 * hears every statement sent after the migrations.
 */
export async function buildTestApp(
  dialect: DialectName,
  environment: Record<string, string> = {},
  options: { webRoot?: string; listener?: QueryListener; now?: () => Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, options.listener);
  const config = testConfig(database, environment);
  const app = await buildApp({
    config,
    database: database.handle,
    webRoot: options.webRoot ?? database.dataDir,
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
