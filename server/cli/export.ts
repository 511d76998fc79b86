import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { exportSightings } from '../import/export-sightings.ts';
import { createServices } from '../services.ts';

const USAGE = 'Usage: npm run export -- FILE   (every sighting not deleted, as a CSV that npm run import reads back)';

function parseCommandLine(): string {
  try {
    const { positionals } = parseArgs({ options: {}, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Give exactly one file to write.');
    return positionals[0]!;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
}

const filePath = parseCommandLine();
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  const started = performance.now();
  const written = await exportSightings(filePath, createServices(config, database).bulkSightings);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Exported ${written.toLocaleString('en-US')} sightings to ${filePath} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(written / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s).`,
  );
} catch (error) {
  console.error(`Export failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
