import { parseArgs } from 'node:util';
import { fillMissingSkies } from '../sky/fill-skies.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';
import { atEveryStep, progressBar } from './progress-bar.ts';

const USAGE = `Usage: npm run sky -- --all [--again]
  --all     works out and stores the sky at the time of every sighting that has none yet (resumable)
  --again   forgets every stored sky first, so that all are worked out again (after the sky model changes)`;

const { again } = parseCommandLineOrExit(USAGE, () => {
  const { values } = parseArgs({
    options: { all: { type: 'boolean', default: false }, again: { type: 'boolean', default: false } },
  });
  if (!values.all) throw new Error('Say --all to fill in the sky of every sighting that has none.');
  return values;
});

await runWithServices(async ({ sightingSkies, passingSky }) => {
  if (again) {
    const forgotten = await sightingSkies.forgetAll();
    console.error(`Forgot ${forgotten.toLocaleString('en-US')} stored skies; working them out again.`);
  }
  const cpuBefore = process.cpuUsage();
  const result = await fillMissingSkies(
    sightingSkies,
    atEveryStep((progress) => console.error(progressBar(progress))),
    undefined,
    passingSky,
  );
  const seconds = result.elapsedMs / 1000;
  // On a busy machine the pass waits for a core: the CPU it used says what it cost.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `Stored the sky of ${result.done.toLocaleString('en-US')} sightings in ${seconds.toFixed(1)} s ` +
      `(${cpuSeconds.toFixed(1)} s of CPU; ${Math.round(result.done / Math.max(seconds, 0.001)).toLocaleString('en-US')} a second); ` +
      `${result.explained.toLocaleString('en-US')} have a likely explanation.`,
  );
}, failedWith('The sky pass failed'));
