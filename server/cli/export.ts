import { parseArgs } from 'node:util';
import { exportSightings } from '../import/export-sightings.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE = 'Usage: npm run export -- FILE   (every sighting not deleted, as a CSV that npm run import reads back)';

const filePath = parseCommandLineOrExit(USAGE, () => {
  const { positionals } = parseArgs({ options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new Error('Give exactly one file to write.');
  return positionals[0]!;
});

await runWithServices(async ({ bulkSightings }) => {
  const started = performance.now();
  const written = await exportSightings(filePath, bulkSightings);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Exported ${written.toLocaleString('en-US')} sightings to ${filePath} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(written / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s).`,
  );
}, failedWith('Export failed'));
