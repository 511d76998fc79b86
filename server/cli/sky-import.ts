import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { FillProgress } from '../sky/fill-skies.ts';
import { recomputeSkiesIn, type Span } from '../sky/recompute-skies.ts';
import type { Services } from '../services.ts';
import { failedWith, parseCommandLineOrExit, runWithServices } from './command.ts';
import { atEveryStep, progressBar } from './progress-bar.ts';

export interface SkyImport<T> {
  usage: string;
  /** What the files hold, in the plural: "element sets", "launches". */
  noun: string;
  parse(text: string): T[];
  /** Stores what is new; says how many were. */
  store(services: Services, items: T[]): Promise<number>;
  /** The sightings' times an item now explains. */
  covers(item: T): Span;
  /** More about a file's items, e.g. " of 12 objects". */
  detail?(items: T[]): string;
  /** Which sightings' skies are worked out again, e.g. "the sightings the new elements cover". */
  recomputed: string;
  failure: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * `npm run satellites|launches -- import FILE…`: each file's items stored (those already stored
 * skipped), then the stored skies of the sightings the new ones cover worked out again.
 */
export async function runSkyImport<T>(command: SkyImport<T>): Promise<void> {
  const { files } = parseCommandLineOrExit(command.usage, () => {
    const { positionals } = parseArgs({ allowPositionals: true });
    const [verb, ...rest] = positionals;
    if (verb !== 'import') throw new Error('Say import and the files to read.');
    if (rest.length === 0) throw new Error('Name at least one file to import.');
    return { files: rest };
  });
  await runWithServices(async (services) => {
    const covered: Span[] = [];
    for (const file of files) {
      const items = command.parse(await readFile(file, 'utf8'));
      const added = await command.store(services, items);
      const detail = command.detail?.(items) ?? '';
      console.log(
        `${file}: ${count(items.length)} ${command.noun}${detail}, ${count(added)} new (${count(items.length - added)} already stored).`,
      );
      if (added > 0) covered.push(...items.map(command.covers));
    }
    if (covered.length === 0) return;
    const { sightingSkies, passingSky } = services;
    const onProgress = atEveryStep((progress: FillProgress) => console.error(progressBar(progress)));
    const { forgotten, filled } = await recomputeSkiesIn(covered, sightingSkies, passingSky, onProgress);
    console.log(
      `Worked out again the sky of the ${count(forgotten)} sightings ${command.recomputed} ` +
        `(${count(filled.done)} stored, ${count(filled.explained)} with a likely explanation).`,
    );
  }, failedWith(command.failure));
}
