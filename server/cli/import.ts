import { parseArgs } from 'node:util';
import path from 'node:path';
import { storingWithAlerts } from '../alerts/alert-import.ts';
import { runBulkLoad } from '../sightings/bulk/bulk-load.ts';
import { parseColumnMap, type ColumnMap } from '../import/column-map-csv.ts';
import {
  flaggedReport,
  placementLine,
  previewLines,
  progressLine,
  skippedReport,
  summaryLine,
} from '../import/import-report.ts';
import { ImportError, importSightings } from '../import/import-sightings.ts';
import { NUFORC_SOURCE } from '../import/nuforc-sighting.ts';
import { parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE =
  'Usage: npm run import -- FILE [--pending | --notify] [--dry-run] [--source NAME] [--columns occurred=COLUMN,city=COLUMN,…]\n' +
  '  FILE: a NUFORC "scrubbed" CSV, NUFORC nuforc_reports.csv, NUFORC\'s databank index or a Skywatch export;\n' +
  '  with --columns, any CSV read by the map of fields to its columns (fields: occurred, submitted, city,\n' +
  '  region, country, latitude, longitude, summary, description, shape, duration, id).\n' +
  '  --notify: the alerts near the sightings it makes public are told, as of an approval (an import tells\n' +
  '  no one without it).';

interface CommandLine {
  filePath: string;
  pending: boolean;
  notify: boolean;
  dryRun: boolean;
  source: string | undefined;
  columns: ColumnMap | undefined;
}

const commandLine: CommandLine = parseCommandLineOrExit(USAGE, () => {
  const { values, positionals } = parseArgs({
    options: {
      pending: { type: 'boolean', default: false },
      notify: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      source: { type: 'string' },
      columns: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('Give exactly one file to import.');
  // Pending sightings tell the alerts when they are approved, not when imported.
  if (values.notify && values.pending) throw new Error('--notify and --pending do not go together.');
  const source = values.source?.trim();
  if (values.source !== undefined && !source) throw new Error('--source needs a name.');
  const columns = values.columns === undefined ? undefined : parseColumnMap(values.columns);
  const filePath = positionals[0]!;
  return {
    filePath,
    pending: values.pending,
    notify: values.notify,
    dryRun: values['dry-run'],
    // A table read by a column map is named after its file unless told.
    source: source ?? (columns ? path.basename(filePath).replace(/\.[^.]*$/, '') : undefined),
    columns,
  };
});

await runWithServices(
  async (services, database) => {
    const bulk = services.bulkSightings;
    const { filePath, pending, notify, dryRun, source, columns } = commandLine;
    const run = () =>
      importSightings({
        filePath,
        pending,
        bulk,
        dryRun,
        flags: services.sightingFlags,
        ...(source ? { source } : {}),
        ...(columns ? { columns } : {}),
        ...(notify ? { store: storingWithAlerts(database.db, bulk) } : {}),
        onProgress: (progress) => console.error(progressLine(progress)),
      });
    const summary = dryRun
      ? await run()
      : await runBulkLoad(database.db, services.sightingEngine, () => bulk.groupingOnceAfter(run));
    for (const line of skippedReport(summary)) console.error(line);
    for (const line of flaggedReport(summary)) console.error(line);
    if (dryRun) for (const line of previewLines(summary)) console.log(line);
    console.log(summaryLine(summary, filePath, dryRun));
    console.log(placementLine(summary));
    if (dryRun) return;
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
