import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseLaunchList } from '../sky/launches/launch-list.ts';
import { LAUNCH_VISIBLE_MS } from '../sky/launches/launch-sightings.ts';
import { recomputeSkiesIn, type Span } from '../sky/recompute-skies.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';
import { atEveryStep, progressBar } from './progress-bar.ts';

const USAGE = `Usage: npm run launches -- import FILE [FILE…]
  import   stores the rocket launches of each file: CSV with the columns time, site, latitude,
           longitude, vehicle and optionally azimuth (the ascent's) and id; or the JSON of Launch
           Library 2 (results[] with net, pad and rocket.configuration); a launch already stored is skipped;
           the stored skies of the sightings in the hour after each new launch are then worked out again`;

const { files } = parseCommandLineOrExit(USAGE, () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...rest] = positionals;
  if (command !== 'import') throw new Error('Say import and the files to read.');
  if (rest.length === 0) throw new Error('Name at least one launch list.');
  return { files: rest };
});

await runWithServices(async ({ rocketLaunches, sightingSkies, passingSky }) => {
  const covered: Span[] = [];
  for (const file of files) {
    const launches = parseLaunchList(await readFile(file, 'utf8'));
    const added = await rocketLaunches.store(launches);
    console.log(
      `${file}: ${launches.length.toLocaleString('en-US')} launches, ${added.toLocaleString('en-US')} new ` +
        `(${(launches.length - added).toLocaleString('en-US')} already stored).`,
    );
    if (added > 0) {
      for (const launch of launches)
        covered.push({ fromMs: launch.launchedMs, toMs: launch.launchedMs + LAUNCH_VISIBLE_MS });
    }
  }
  if (covered.length === 0) return;
  const { forgotten, filled } = await recomputeSkiesIn(
    covered,
    sightingSkies,
    passingSky,
    atEveryStep((progress) => console.error(progressBar(progress))),
  );
  console.log(
    `Worked out again the sky of the ${forgotten.toLocaleString('en-US')} sightings in the hour after the launches ` +
      `(${filled.done.toLocaleString('en-US')} stored, ${filled.explained.toLocaleString('en-US')} with a likely explanation).`,
  );
}, failedWith('The import of launches failed'));
