import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseElementSets } from '../sky/satellites/element-sets.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';

const USAGE = `Usage: npm run satellites -- import FILE [FILE…]
  import   stores the orbital elements of each file: two- or three-line element sets (CelesTrak,
           Space-Track) or OMM as JSON or CSV; many epochs of one object may be in one file, and a set
           already stored (same object, same epoch) is skipped`;

const { files } = parseCommandLineOrExit(USAGE, () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...rest] = positionals;
  if (command !== 'import') throw new Error('Say import and the files to read.');
  if (rest.length === 0) throw new Error('Name at least one file of orbital elements.');
  return { files: rest };
});

await runWithServices(async ({ satelliteElements }) => {
  for (const file of files) {
    const sets = parseElementSets(await readFile(file, 'utf8'));
    const added = await satelliteElements.store(sets);
    const objects = new Set(sets.map((set) => set.noradId)).size;
    console.log(
      `${file}: ${sets.length.toLocaleString('en-US')} element sets of ${objects.toLocaleString('en-US')} objects, ` +
        `${added.toLocaleString('en-US')} new (${(sets.length - added).toLocaleString('en-US')} already stored).`,
    );
  }
}, failedWith('The import of orbital elements failed'));
