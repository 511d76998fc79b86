import { parseArgs } from 'node:util';
import { repairNuforcTimes } from '../import/repair-times.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';
import { atEveryStep, progressBar } from './progress-bar.ts';

const USAGE =
  'Usage: npm run repair-times   (NUFORC sightings imported before time zones were known get the time their place says; run it again and it finds nothing to do)';

parseCommandLineOrExit(USAGE, () => parseArgs({ options: {} }));

await runWithServices(async ({ timeRepairs }) => {
  const started = performance.now();
  const result = await repairNuforcTimes(
    timeRepairs,
    atEveryStep((progress) => console.error(progressBar({ ...progress, elapsedMs: performance.now() - started }))),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    result.done === 0
      ? 'Every NUFORC sighting already has the time its place says: nothing to repair.'
      : `Repaired ${result.done.toLocaleString('en-US')} NUFORC sightings in ${seconds.toFixed(1)} s: ` +
          `${result.moved.toLocaleString('en-US')} had their time corrected, the others only learned their time zone.`,
  );
}, failedWith('Repairing times failed'));
