import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { recomputeSkiesIn, type Span } from '../sky/recompute-skies.ts';
import { parseElementSets } from '../sky/satellites/element-sets.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';
import { atEveryStep, progressBar } from './progress-bar.ts';

/** A set serves sightings up to two weeks from its epoch (higher orbits; three days for low ones). */
const SET_REACH_MS = 14 * 86_400_000;

const USAGE = `Usage: npm run satellites -- import FILE [FILE…]
  import   stores the orbital elements of each file: two- or three-line element sets (CelesTrak,
           Space-Track) or OMM as JSON or CSV; many epochs of one object may be in one file, and a set
           already stored (same object, same epoch) is skipped; the stored skies of the sightings
           the new sets cover are then worked out again`;

const { files } = parseCommandLineOrExit(USAGE, () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...rest] = positionals;
  if (command !== 'import') throw new Error('Say import and the files to read.');
  if (rest.length === 0) throw new Error('Name at least one file of orbital elements.');
  return { files: rest };
});

await runWithServices(async ({ satelliteElements, sightingSkies, passingSky }) => {
  const covered: Span[] = [];
  for (const file of files) {
    const sets = parseElementSets(await readFile(file, 'utf8'));
    const added = await satelliteElements.store(sets);
    const objects = new Set(sets.map((set) => set.noradId)).size;
    console.log(
      `${file}: ${sets.length.toLocaleString('en-US')} element sets of ${objects.toLocaleString('en-US')} objects, ` +
        `${added.toLocaleString('en-US')} new (${(sets.length - added).toLocaleString('en-US')} already stored).`,
    );
    if (added > 0) {
      for (const set of sets) covered.push({ fromMs: set.epochMs - SET_REACH_MS, toMs: set.epochMs + SET_REACH_MS });
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
    `Worked out again the sky of the ${forgotten.toLocaleString('en-US')} sightings the new elements cover ` +
      `(${filled.done.toLocaleString('en-US')} stored, ${filled.explained.toLocaleString('en-US')} with a likely explanation).`,
  );
}, failedWith('The import of orbital elements failed'));
