import { parseElementSets } from '../sky/satellites/element-sets.ts';
import { runSkyImport } from './sky-import.ts';

/** A set serves sightings up to two weeks from its epoch (higher orbits; three days for low ones). */
const SET_REACH_MS = 14 * 86_400_000;

await runSkyImport({
  usage: `Usage: npm run satellites -- import FILE [FILE…]
  import   stores the orbital elements of each file: two- or three-line element sets (CelesTrak,
           Space-Track) or OMM as JSON or CSV; many epochs of one object may be in one file, and a set
           already stored (same object, same epoch) is skipped; the stored skies of the sightings
           the new sets cover are then worked out again`,
  noun: 'element sets',
  parse: parseElementSets,
  store: ({ satelliteElements }, sets) => satelliteElements.store(sets),
  covers: (set) => ({ fromMs: set.epochMs - SET_REACH_MS, toMs: set.epochMs + SET_REACH_MS }),
  detail: (sets) => ` of ${new Set(sets.map((set) => set.noradId)).size.toLocaleString('en-US')} objects`,
  recomputed: 'the new elements cover',
  failure: 'The import of orbital elements failed',
});
