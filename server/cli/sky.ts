import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fillMissingSkies, type FillProgress } from '../sky/fill-skies.ts';
import { skyProgressBar } from '../sky/sky-progress.ts';
import { createServices } from '../services.ts';

const USAGE =
  'Usage: npm run sky -- --all   (works out and stores the sky at the time of every sighting that has none yet; resumable)';

function parseCommandLine(): void {
  try {
    const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
    if (!values.all) throw new Error('Say --all to fill in the sky of every sighting that has none.');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
}

parseCommandLine();
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  let lastShare = -1;
  const result = await fillMissingSkies(createServices(config, database).sightingSkies, (progress: FillProgress) => {
    // A line per 2 % of the way: readable in a log file as on a terminal.
    const share = Math.floor((progress.done / Math.max(progress.total, 1)) * 50);
    if (share === lastShare && progress.done < progress.total) return;
    lastShare = share;
    console.error(skyProgressBar(progress));
  });
  const seconds = result.elapsedMs / 1000;
  console.log(
    `Stored the sky of ${result.done.toLocaleString('en-US')} sightings in ${seconds.toFixed(1)} s ` +
      `(${Math.round(result.done / Math.max(seconds, 0.001)).toLocaleString('en-US')} a second); ` +
      `${result.explained.toLocaleString('en-US')} have a likely explanation.`,
  );
} catch (error) {
  console.error(`The sky pass failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
