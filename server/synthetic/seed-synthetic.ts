import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import { withNewId, type PreparedSighting, type PreparedSightings } from '../sightings/bulk/prepared-sightings.ts';
import { newSightingId } from '../sightings/sighting-id.ts';
import { SyntheticBatches, type SyntheticBatch } from './synthetic-batches.ts';

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
  bulk: BulkSightingRepository;
  batchSize?: number;
  onProgress?: (progress: SeedProgress) => void;
}

/**
 * Sightings per transaction, and batches asked for ahead per worker. Staging files (SQLite) wait on
 * disk, so batches are large (each index is written in few, long runs) and more wait ready; prepared
 * objects (PostgreSQL) wait in memory, so fewer and smaller: 100,000 of them, four ahead, took 4 GB.
 */
const BATCHING = {
  staged: { size: 100_000, aheadPerWorker: 2 },
  prepared: { size: 20_000, aheadPerWorker: 1 },
} as const;
/** The first batch: small, so storing starts soon; the next ones double up to the batch size. */
const FIRST_BATCH_SIZE = 10_000;
/** Worker threads making batches: together they keep up with the one thread that stores them. */
const WORKER_COUNT = 2;

/**
 * Stores `count` synthetic sightings in batches, generated and prepared on worker threads ahead of the
 * thread that stores them; on SQLite they come as staging files (decision 0016). Running the same
 * seed again adds nothing (each row's import key is its seed and index); a larger count adds only the
 * rows past the earlier run.
 */
export async function seedSynthetic(options: SeedOptions): Promise<SeedProgress> {
  const started = performance.now();
  const staged = options.bulk.storesStagingFiles;
  const batching = staged ? BATCHING.staged : BATCHING.prepared;
  const batchSize = options.batchSize ?? batching.size;
  const stagingDir = staged ? await mkdtemp(path.join(tmpdir(), 'skywatch-seed-')) : undefined;
  const batches = new SyntheticBatches(
    { seed: options.seed, untilMs: options.until.getTime(), stagingDir },
    WORKER_COUNT,
  );
  const progress: SeedProgress = { generated: 0, added: 0, elapsedMs: 0, insertMs: 0 };
  const requested: Array<{ size: number; batch: Promise<SyntheticBatch> }> = [];
  let requestedRows = 0;
  const requestAhead = () => {
    while (requested.length < batching.aheadPerWorker * WORKER_COUNT && requestedRows < options.count) {
      const size = Math.min(batchSize, Math.max(FIRST_BATCH_SIZE, requestedRows), options.count - requestedRows);
      requested.push({ size, batch: batches.request(requestedRows, size) });
      requestedRows += size;
    }
  };
  try {
    requestAhead();
    while (requested.length) {
      const { size, batch } = requested.shift()!;
      const ready = await batch;
      requestAhead();
      const insertStarted = performance.now();
      progress.added += await store(ready, options);
      progress.insertMs += performance.now() - insertStarted;
      progress.generated += size;
      progress.elapsedMs = performance.now() - started;
      options.onProgress?.({ ...progress });
    }
  } finally {
    await batches.close();
    if (stagingDir) await rm(stagingDir, { recursive: true, force: true });
  }
  return progress;
}

async function store(batch: SyntheticBatch, options: SeedOptions): Promise<number> {
  if ('prepared' in batch) {
    return options.bulk.insertPrepared(await giveTakenIdsNewOnes(batch.prepared, options.bulk));
  }
  try {
    return await options.bulk.insertStaged(batch.stagingFile);
  } finally {
    await rm(batch.stagingFile, { force: true });
  }
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
