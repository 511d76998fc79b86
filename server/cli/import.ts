import { parseArgs } from 'node:util';
import { runBulkLoad } from '../sightings/bulk/bulk-load.ts';
import { progressLine, skippedReport, summaryLine } from '../import/import-report.ts';
import { ImportError, importSightings } from '../import/import-sightings.ts';
import { NUFORC_SOURCE } from '../import/nuforc-sighting.ts';
import { parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE =
  'Usage: npm run import -- FILE [--pending]   (a NUFORC "scrubbed" CSV, NUFORC nuforc_reports.csv or a Skywatch export)';

const { filePath, pending } = parseCommandLineOrExit(USAGE, () => {
  const { values, positionals } = parseArgs({
    options: { pending: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('Give exactly one file to import.');
  return { filePath: positionals[0]!, pending: values.pending };
});

await runWithServices(
  async (services, database) => {
    const bulk = services.bulkSightings;
    const summary = await runBulkLoad(database.db, services.sightingEngine, () =>
      bulk.groupingOnceAfter(() =>
        importSightings({ filePath, pending, bulk, onProgress: (progress) => console.error(progressLine(progress)) }),
      ),
    );
    for (const line of skippedReport(summary)) console.error(line);
    console.log(summaryLine(summary, filePath));
    // Rows of an earlier import may still carry times guessed from the longitude: offer the fix.
    const guessed = await services.timeRepairs.countWithoutZone(NUFORC_SOURCE);
    if (guessed > 0) {
      console.log(
        `${guessed.toLocaleString('en-US')} NUFORC sightings stored earlier have times guessed from the longitude ` +
          '(no daylight saving time, no real zone borders). Run npm run repair-times to give them the time their place says.',
      );
    }
  },
  (error) => (error instanceof ImportError ? `Import failed: ${error.message}` : null),
);
