import { Worker } from 'node:worker_threads';
import type { PreparedSightings } from '../sightings/prepared-sightings.ts';

export interface GeneratorSettings {
  seed: number;
  untilMs: number;
}

export interface BatchRequest {
  start: number;
  size: number;
}

/**
 * Synthetic sightings made on a worker thread (synthetic-batch-worker.ts), asked for a batch ahead:
 * while the caller stores one batch, the worker prepares the next.
 */
export class SyntheticBatches {
  readonly #worker: Worker;
  readonly #waiting: Array<{ resolve: (prepared: PreparedSightings) => void; reject: (error: Error) => void }> = [];
  #failure: Error | null = null;

  constructor(settings: GeneratorSettings) {
    this.#worker = new Worker(new URL('./synthetic-batch-worker.ts', import.meta.url), { workerData: settings });
    // The worker answers requests in the order they came.
    this.#worker.on('message', (prepared: PreparedSightings) => this.#waiting.shift()?.resolve(prepared));
    this.#worker.on('error', (error: Error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`The synthetic data worker stopped (exit code ${code}).`)));
  }

  /** Rows start … start + size − 1. Ask for the next batch before storing this one. */
  request(start: number, size: number): Promise<PreparedSightings> {
    if (this.#failure) return Promise.reject(this.#failure);
    const prepared = new Promise<PreparedSightings>((resolve, reject) => this.#waiting.push({ resolve, reject }));
    // Not awaited until the batch before it is stored: its failure must not count as unhandled meanwhile.
    prepared.catch(() => {});
    const request: BatchRequest = { start, size };
    this.#worker.postMessage(request);
    return prepared;
  }

  async close(): Promise<void> {
    this.#worker.removeAllListeners('exit');
    await this.#worker.terminate();
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(error);
  }
}
