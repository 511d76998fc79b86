import { parseArgs } from 'node:util';
import { repairNuforcTimes, rezoneSightings } from '../import/repair-times.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';
import { atEveryStep, progressBar } from './progress-bar.ts';

const USAGE =
  'Usage: npm run repair-times   (NUFORC sightings imported before time zones were known get the time their place says, ' +
  'and sightings stored with a zone the full zone borders correct are moved to the right zone; run it again and it finds nothing to do)';

parseCommandLineOrExit(USAGE, () => parseArgs({ options: {} }));

const count = (value: number) => value.toLocaleString('en-US');

await runWithServices(async ({ timeRepairs }) => {
  let started = performance.now();
  const showProgress = atEveryStep((progress: { done: number; total: number }) =>
    console.error(progressBar({ ...progress, elapsedMs: performance.now() - started })),
  );
  const result = await repairNuforcTimes(timeRepairs, showProgress);
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.done === 0
      ? 'Every NUFORC sighting already has the time its place says: nothing to repair.'
      : `Repaired ${count(result.done)} NUFORC sightings in ${seconds()} s: ` +
          `${count(result.moved)} had their time corrected, the others only learned their time zone.`,
  );

  console.error('Checking every sighting’s time zone against the zone borders…');
  started = performance.now();
  const rezoned = await rezoneSightings(
    timeRepairs,
    atEveryStep((progress) => console.error(progressBar({ ...progress, elapsedMs: performance.now() - started }))),
  );
  console.log(
    rezoned.rezoned === 0
      ? `Checked ${count(rezoned.done)} sightings in ${seconds()} s: every one has its place's time zone.`
      : `Checked ${count(rezoned.done)} sightings in ${seconds()} s: ${count(rezoned.rezoned)} moved to their place's ` +
          `time zone, ${count(rezoned.moved)} of them re-timed to keep the witness's clock time.`,
  );
}, failedWith('Repairing times failed'));
