import type { BulkSightingRepository } from '../import/bulk-repository.ts';
import { withNewId, type PreparedSighting, type PreparedSightings } from '../sightings/prepared-sightings.ts';
import type { SightingRepository } from '../sightings/repository.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import { SyntheticBatches } from './synthetic-batches.ts';

export interface SeedProgress {
  generated: number;
  added: number;
  elapsedMs: number;
  /** Time the storing thread spent storing (the rest it waited for the worker's next batch). */
  insertMs: number;
}

export interface SeedOptions {
  count: number;
  seed: number;
  /** The latest instant a sighting may have; fixed, it makes runs repeat exactly. */
  until: Date;
  sightings: SightingRepository;
  bulk: BulkSightingRepository;
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

/** Sightings per transaction: large, so the full-text index is written in few, long runs. */
const DEFAULT_BATCH_SIZE = 20_000;

/**
 * Stores `count` synthetic sightings in batches, generated and prepared on a worker thread one batch
 * ahead. Running the same seed again adds nothing (each row's import key is its seed and index); a
 * larger count adds only the rows past the earlier run.
 */
export async function seedSynthetic(options: SeedOptions): Promise<SeedProgress> {
  const started = performance.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const batches = new SyntheticBatches({ seed: options.seed, untilMs: options.until.getTime() });
  const progress: SeedProgress = { generated: 0, added: 0, elapsedMs: 0, insertMs: 0 };
  const sizeFrom = (start: number) => Math.min(batchSize, options.count - start);
  try {
    let next = batches.request(0, sizeFrom(0));
    while (progress.generated < options.count) {
      const prepared = await next;
      const after = progress.generated + prepared.sightings.length;
      if (after < options.count) next = batches.request(after, sizeFrom(after));
      const insertStarted = performance.now();
      progress.added += await options.sightings.insertPrepared(await giveTakenIdsNewOnes(prepared, options.bulk));
      progress.insertMs += performance.now() - insertStarted;
      progress.generated = after;
      progress.elapsedMs = performance.now() - started;
      options.onProgress?.({ ...progress });
    }
  } finally {
    await batches.close();
  }
  return progress;
}

/** Seeded ids can meet ids already stored (or each other): those few get fresh random ones. */
async function giveTakenIdsNewOnes(
  prepared: PreparedSightings,
  bulk: BulkSightingRepository,
): Promise<PreparedSightings> {
  const sightings: PreparedSighting[] = [...prepared.sightings];
  const seen = new Set<string>();
  let suspects = sightings.map((_, index) => index);
  while (suspects.length) {
    const stored = await bulk.storedByIds(suspects.map((index) => sightings[index]!.id));
    const renamed: number[] = [];
    for (const index of suspects) {
      const sighting = sightings[index]!;
      // The same synthetic row from an earlier run: keep it, insertPrepared skips it by its import key.
      if (stored.get(sighting.id)?.importKey === sighting.importKey) continue;
      if (stored.has(sighting.id) || seen.has(sighting.id)) {
        sightings[index] = withNewId(sighting, newSightingId());
        renamed.push(index);
      } else {
        seen.add(sighting.id);
      }
    }
    suspects = renamed;
  }
  return { ...prepared, sightings };
}
