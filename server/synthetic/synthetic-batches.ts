import { Worker } from 'node:worker_threads';
import type { CopyBatch } from '../sightings/bulk/copy-batch.ts';
import type { PreparedSightings } from '../sightings/bulk/prepared-sightings.ts';

export interface GeneratorSettings {
  seed: number;
  untilMs: number;
  /** Where batches go as staging files (SQLite, decision 0016); without it they come back as objects. */
  stagingDir?: string;
  /** Batches come back as PostgreSQL COPY text (decision 0027). */
  copyText?: boolean;
}

export interface BatchRequest {
  start: number;
  size: number;
}

/** A batch of rows: prepared sightings, the staging file that holds them, or their COPY text. */
export type SyntheticBatch = { prepared: PreparedSightings } | { stagingFile: string } | { copy: CopyBatch };

interface Waiter {
  resolve: (batch: SyntheticBatch) => void;
  reject: (error: Error) => void;
}

/**
 * Synthetic sightings made on worker threads (synthetic-batch-worker.ts), asked for ahead: while the
 * caller stores one batch, the workers make the next ones. Requests go to the workers in turn, and each
 * worker answers its own in the order they came.
 */
export class SyntheticBatches {
  readonly #workers: Array<{ worker: Worker; waiting: Waiter[] }> = [];
  #nextWorker = 0;
  #failure: Error | null = null;

  constructor(settings: GeneratorSettings, workerCount: number) {
    for (let index = 0; index < workerCount; index += 1) {
      const worker = new Worker(new URL('./synthetic-batch-worker.ts', import.meta.url), { workerData: settings });
      const waiting: Waiter[] = [];
      worker.on('message', (batch: SyntheticBatch) => waiting.shift()?.resolve(batch));
      worker.on('error', (error: Error) => this.#fail(error));
      worker.on('exit', (code) => this.#fail(new Error(`A synthetic data worker stopped (exit code ${code}).`)));
      this.#workers.push({ worker, waiting });
    }
  }

  /** Rows start … start + size − 1. */
  request(start: number, size: number): Promise<SyntheticBatch> {
    if (this.#failure) return Promise.reject(this.#failure);
    const { worker, waiting } = this.#workers[this.#nextWorker]!;
    this.#nextWorker = (this.#nextWorker + 1) % this.#workers.length;
    const batch = new Promise<SyntheticBatch>((resolve, reject) => waiting.push({ resolve, reject }));
    // Not awaited until the batches before it are stored: its failure must not count as unhandled meanwhile.
    batch.catch(() => {});
    const request: BatchRequest = { start, size };
    worker.postMessage(request);
    return batch;
  }

  async close(): Promise<void> {
    for (const { worker } of this.#workers) {
      worker.removeAllListeners('exit');
      await worker.terminate();
    }
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const { waiting } of this.#workers) for (const waiter of waiting.splice(0)) waiter.reject(error);
  }
}
