import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { DialectName } from '../db/dialect.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real app on a fresh migrated database, as `main.ts` builds it, quiet and offline. */
export async function buildTestApp(
  dialect: DialectName,
  environment: Record<string, string> = {},
  options: { webRoot?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    DEMO_DATA: 'false',
    WORKERS: '1',
    CHECK_RESPONSES: 'true',
    ...environment,
  });
  const app = await buildApp({ config, database: database.handle, webRoot: options.webRoot ?? database.dataDir });
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
