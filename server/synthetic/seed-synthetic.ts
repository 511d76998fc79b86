import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CopyConnection } from '../db/copy-connections.ts';
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
  /**
   * PostgreSQL connections of the load's own: batches come as COPY text and are stored on all of them
   * at once (decision 0027).
   */
  copyConnections?: readonly CopyConnection[];
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
  // COPY text is compact (about 20 MB for 20,000 rows): enough wait ready for every connection.
  copied: { size: 20_000, aheadPerWorker: 2 },
} as const;
/** The first batch: small, so storing starts soon; the next ones double up to the batch size. */
const FIRST_BATCH_SIZE = 10_000;
/** Worker threads making batches: together they keep up with the one thread that stores them. */
const WORKER_COUNT = 2;

/**
 * Stores `count` synthetic sightings in batches, generated and prepared on worker threads ahead of the
 * thread that stores them; on SQLite they come as staging files (decision 0016), on PostgreSQL with
 * connections of the load's own as COPY text stored on all of them at once (decision 0027). Running the same
 * seed again adds nothing (each row's import key is its seed and index); a larger count adds only the
 * rows past the earlier run.
 */
export async function seedSynthetic(options: SeedOptions): Promise<SeedProgress> {
  const started = performance.now();
  const copyConnections = options.copyConnections?.length ? options.copyConnections : null;
  const staged = !copyConnections && options.bulk.storesStagingFiles;
  const batching = copyConnections ? BATCHING.copied : staged ? BATCHING.staged : BATCHING.prepared;
  const batchSize = options.batchSize ?? batching.size;
  const stagingDir = staged ? await mkdtemp(path.join(tmpdir(), 'skywatch-seed-')) : undefined;
  const batches = new SyntheticBatches(
    { seed: options.seed, untilMs: options.until.getTime(), stagingDir, copyText: copyConnections !== null },
    WORKER_COUNT,
  );
  // Connections not storing a batch right now; one when the batches are stored one after the other.
  const idle: Array<CopyConnection | null> = copyConnections ? [...copyConnections] : [null];
  const storing = new Set<Promise<void>>();
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
      const connection = idle.pop()!;
      const insertStarted = performance.now();
      const stored = store(ready, connection, options).then((added) => {
        progress.added += added;
        progress.insertMs += performance.now() - insertStarted;
        progress.generated += size;
        progress.elapsedMs = performance.now() - started;
        options.onProgress?.({ ...progress });
        idle.push(connection);
      });
      const done = stored.finally(() => storing.delete(done));
      storing.add(done);
      if (idle.length === 0) await Promise.race(storing);
    }
    await Promise.all(storing);
  } finally {
    // A failed batch leaves the others to finish (or fail) before the workers and files go.
    await Promise.allSettled(storing);
    await batches.close();
    if (stagingDir) await rm(stagingDir, { recursive: true, force: true });
  }
  return progress;
}

async function store(batch: SyntheticBatch, connection: CopyConnection | null, options: SeedOptions): Promise<number> {
  if ('copy' in batch) return options.bulk.insertCopied(connection!, batch.copy);
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
