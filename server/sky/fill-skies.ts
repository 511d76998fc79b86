import type { SightingSkyRepository } from '../sightings/sky-repository.ts';
import type { PassingSky } from './passing-sky.ts';
import { isExplained, skyOfSighting, skyOfSightingWithPassing } from './sky-service.ts';

export interface FillProgress {
  /** Skies worked out and stored so far. */
  done: number;
  /** How many were missing when the pass began. */
  total: number;
  /** Of those done, how many a bright body explains. */
  explained: number;
  elapsedMs: number;
}

/** Sightings looked at per batch: one read, one write transaction, then other work gets its turn. */
const BATCH_SIZE = 1000;

/**
 * The background pass: works out and stores the sky of every live sighting with coordinates that has
 * none yet (an import stores none, to keep its pace). Resumable: a pass cut off leaves what it stored,
 * and the next one starts with what is still missing. Each batch is its own short transaction, so the
 * site keeps serving while it runs.
 */
export async function fillMissingSkies(
  skies: SightingSkyRepository,
  onProgress: (progress: FillProgress) => void = () => {},
  batchSize = BATCH_SIZE,
  passing: PassingSky | null = null,
): Promise<FillProgress> {
  const started = performance.now();
  const progress: FillProgress = { done: 0, total: await skies.countWithoutSky(), explained: 0, elapsedMs: 0 };
  let afterSeq = 0;
  for (;;) {
    const { sightings: batch, lastSeq } = await skies.nextWithoutSky(afterSeq, batchSize);
    if (lastSeq === null) break;
    afterSeq = lastSeq;
    if (batch.length > 0) {
      const entries = [];
      for (const { seq, timelineKey, sighting } of batch) {
        const placed = { ...sighting, latitude: sighting.latitude!, longitude: sighting.longitude! };
        // Without satellites and launches (a test's pass) the bodies alone, as before.
        const sky = passing ? await skyOfSightingWithPassing(placed, passing) : skyOfSighting(placed);
        entries.push({ seq, timelineKey, sky: JSON.stringify(sky), explained: isExplained(sky) });
      }
      await skies.storeMany(entries);
      progress.done += entries.length;
      progress.explained += entries.filter((entry) => entry.explained).length;
      progress.elapsedMs = performance.now() - started;
      onProgress(progress);
    }
    // Let requests waiting on this process (the server's own pass, or a test's) run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  progress.elapsedMs = performance.now() - started;
  return progress;
}
