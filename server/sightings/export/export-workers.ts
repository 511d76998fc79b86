import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DatabaseLocation } from '../../db/connection.ts';
import type { ExportBatchJob, ExportBatchWriter } from './export-batch.ts';

/**
 * Threads that write export batches at most. Reading rows and writing them as text is nearly all of an
 * export's CPU; on the serving thread it ran at one core's pace and held up the other requests.
 */
const MOST_EXPORT_THREADS = 4;
/** Threads with nothing to write stop after this long, closing their connections; the next export starts them again. */
const IDLE_STOP_MS = 30_000;

/** What a thread is asked (export-batch-worker.ts) and what it answers. */
export interface ExportBatchRequest {
  id: number;
  job: ExportBatchJob;
}
export type ExportBatchAnswer = { id: number; bytes: Uint8Array } | { id: number; failure: string };

interface Waiter {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface ExportThread {
  worker: Worker;
  waiting: Map<number, Waiter>;
}

/**
 * Export batches written on worker threads, each with a connection of its own to the database, so an
 * export uses every core and the serving thread only passes keys out and bytes on. A batch goes to the
 * thread with the fewest waiting; the export awaits the answers in its own order.
 */
export class ExportWorkers implements ExportBatchWriter {
  readonly #location: DatabaseLocation;
  readonly parallelism: number;
  #threads: ExportThread[] = [];
  #nextId = 1;
  #idleStop: NodeJS.Timeout | undefined;

  constructor(location: DatabaseLocation, threads = Math.min(MOST_EXPORT_THREADS, availableParallelism())) {
    this.#location = location;
    this.parallelism = threads;
  }

  write(job: ExportBatchJob): Promise<Uint8Array> {
    clearTimeout(this.#idleStop);
    while (this.#threads.length < this.parallelism) this.#threads.push(this.#start());
    const thread = this.#threads.reduce((least, next) => (next.waiting.size < least.waiting.size ? next : least));
    const id = this.#nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      const request: ExportBatchRequest = { id, job };
      thread.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.#idleStop);
    await Promise.all(this.#threads.splice(0).map((thread) => this.#stop(thread)));
  }

  #start(): ExportThread {
    const worker = new Worker(new URL('./export-batch-worker.ts', import.meta.url), {
      workerData: this.#location,
    });
    // An idle thread never keeps the process alive; the server closes them on its way out.
    worker.unref();
    const thread: ExportThread = { worker, waiting: new Map() };
    worker.on('message', (answer: ExportBatchAnswer) => {
      const waiter = thread.waiting.get(answer.id);
      thread.waiting.delete(answer.id);
      if ('bytes' in answer) waiter?.resolve(answer.bytes);
      else waiter?.reject(new Error(answer.failure));
      this.#stopWhenIdle();
    });
    const fail = (error: Error) => {
      this.#threads = this.#threads.filter((other) => other !== thread);
      for (const waiter of thread.waiting.values()) waiter.reject(error);
      thread.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`An export thread stopped (exit code ${code}).`)));
    return thread;
  }

  #stopWhenIdle(): void {
    if (this.#threads.some((thread) => thread.waiting.size > 0)) return;
    clearTimeout(this.#idleStop);
    this.#idleStop = setTimeout(() => void this.close(), IDLE_STOP_MS).unref();
  }

  async #stop(thread: ExportThread): Promise<void> {
    thread.worker.removeAllListeners('exit');
    for (const waiter of thread.waiting.values()) waiter.reject(new Error('The export threads were stopped.'));
    thread.waiting.clear();
    await thread.worker.terminate();
  }
}
