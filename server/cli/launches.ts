import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseLaunchList } from '../sky/launches/launch-list.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE = `Usage: npm run launches -- import FILE [FILE…]
  import   stores the rocket launches of each file: CSV with the columns time, site, latitude,
           longitude, vehicle and optionally azimuth (the ascent's) and id; or the JSON of Launch
           Library 2 (results[] with net, pad and rocket.configuration); a launch already stored is skipped`;

const { files } = parseCommandLineOrExit(USAGE, () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...rest] = positionals;
  if (command !== 'import') throw new Error('Say import and the files to read.');
  if (rest.length === 0) throw new Error('Name at least one launch list.');
  return { files: rest };
});

await runWithServices(async ({ rocketLaunches }) => {
  for (const file of files) {
    const launches = parseLaunchList(await readFile(file, 'utf8'));
    const added = await rocketLaunches.store(launches);
    console.log(
      `${file}: ${launches.length.toLocaleString('en-US')} launches, ${added.toLocaleString('en-US')} new ` +
        `(${(launches.length - added).toLocaleString('en-US')} already stored).`,
    );
  }
}, failedWith('The import of launches failed'));
