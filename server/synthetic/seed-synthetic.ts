import type { City } from '../geodata/cities.ts';
import type { BulkSightingRepository } from '../import/bulk-repository.ts';
import type { SightingRepository } from '../sightings/repository.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { SyntheticSightings } from './synthetic-sightings.ts';

export interface SeedProgress {
  generated: number;
  added: number;
  elapsedMs: number;
  /** Time spent inside insertMany, to tell generation from storage. */
  insertMs: number;
}

export interface SeedOptions {
  count: number;
  seed: number;
  /** The latest instant a sighting may have; fixed, it makes runs repeat exactly. */
  until: Date;
  cities: readonly City[];
  sightings: SightingRepository;
  bulk: BulkSightingRepository;
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

/** Sightings per transaction: large, so the full-text index is written in few, long runs. */
const DEFAULT_BATCH_SIZE = 20_000;

/**
 * Stores `count` synthetic sightings in batches. Running the same seed again adds nothing (each row's
 * import key is its seed and index); a larger count adds only the rows past the earlier run.
 */
export async function seedSynthetic(options: SeedOptions): Promise<SeedProgress> {
  const started = performance.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const generator = new SyntheticSightings({ seed: options.seed, until: options.until, cities: options.cities });
  const progress: SeedProgress = { generated: 0, added: 0, elapsedMs: 0, insertMs: 0 };
  while (progress.generated < options.count) {
    const size = Math.min(batchSize, options.count - progress.generated);
    const batch: NewSighting[] = [];
    for (let offset = 0; offset < size; offset += 1) {
      const { sighting, mediaCount } = generator.next(progress.generated + offset);
      batch.push({ ...sighting, mediaCount });
    }
    await giveTakenIdsNewOnes(batch, options.bulk);
    const insertStarted = performance.now();
    progress.added += await options.sightings.insertMany(batch);
    progress.insertMs += performance.now() - insertStarted;
    progress.generated += size;
    progress.elapsedMs = performance.now() - started;
    options.onProgress?.({ ...progress });
  }
  return progress;
}

/** Seeded ids can meet ids already stored (or each other): those few get fresh random ones. */
async function giveTakenIdsNewOnes(batch: NewSighting[], bulk: BulkSightingRepository): Promise<void> {
  const seen = new Set<string>();
  let suspects = batch.map((_, index) => index);
  while (suspects.length) {
    const stored = await bulk.storedByIds(suspects.map((index) => batch[index]!.id));
    const renamed: number[] = [];
    for (const index of suspects) {
      const sighting = batch[index]!;
      // The same synthetic row from an earlier run: keep it, insertMany skips it by its import key.
      if (stored.get(sighting.id)?.importKey === sighting.importKey) continue;
      if (stored.has(sighting.id) || seen.has(sighting.id)) {
        batch[index] = { ...sighting, id: newSightingId() };
        renamed.push(index);
      } else {
        seen.add(sighting.id);
      }
    }
    suspects = renamed;
  }
}
