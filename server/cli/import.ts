import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { runBulkLoad } from '../sightings/bulk/bulk-load.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { progressLine, skippedReport, summaryLine } from '../import/import-report.ts';
import { ImportError, importSightings } from '../import/import-sightings.ts';
import { createServices } from '../services.ts';

const USAGE =
  'Usage: npm run import -- FILE [--pending]   (a NUFORC "scrubbed" CSV, NUFORC nuforc_reports.csv or a Skywatch export)';

function parseCommandLine(): { filePath: string; pending: boolean } {
  try {
    const { values, positionals } = parseArgs({
      options: { pending: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('Give exactly one file to import.');
    return { filePath: positionals[0]!, pending: values.pending };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
}

const { filePath, pending } = parseCommandLine();
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db, database.dialect);
  const services = createServices(config, database);
  const summary = await runBulkLoad(database.db, services.sightingEngine, () =>
    importSightings({
      filePath,
      pending,
      bulk: services.bulkSightings,
      onProgress: (progress) => console.error(progressLine(progress)),
    }),
  );
  for (const line of skippedReport(summary)) console.error(line);
  console.log(summaryLine(summary, filePath));
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(`Import failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
