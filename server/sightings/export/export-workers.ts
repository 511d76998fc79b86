import { availableParallelism } from 'node:os';
import type { DatabaseLocation } from '../../db/connection.ts';
import { ThreadPool } from '../../threads/thread-pool.ts';
import type { ExportBatchJob, ExportBatchWriter } from './export-batch.ts';

/**
 * Threads that write export batches at most. Reading rows and writing them as text is nearly all of an
 * export's CPU; on the serving thread it ran at one core's pace and held up the other requests.
 */
const MOST_EXPORT_THREADS = 4;
/**
 * Threads with nothing to write stop after this long, closing their connections and giving their memory
 * back: after thirty exports, a 2-core server held some 200 MB more until its threads stopped. A new
 * export starts them again in a fraction of a second, which an export of thousands of rows hardly notices.
 */
const IDLE_STOP_MS = 5_000;

/**
 * Export batches written on worker threads (export-batch-worker.ts), each with a connection of its own
 * to the database, so an export uses every core and the serving thread only passes keys out and bytes
 * on. The export awaits the answers in its own order.
 */
export class ExportWorkers implements ExportBatchWriter {
  readonly #pool: ThreadPool<ExportBatchJob, Uint8Array>;

  constructor(location: DatabaseLocation, threads = Math.min(MOST_EXPORT_THREADS, availableParallelism())) {
    this.#pool = new ThreadPool({
      entry: new URL('./export-batch-worker.ts', import.meta.url),
      workerData: location,
      threads,
      idleStopMs: IDLE_STOP_MS,
    });
  }

  get parallelism(): number {
    return this.#pool.threads;
  }

  write(job: ExportBatchJob): Promise<Uint8Array> {
    return this.#pool.run(job);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
