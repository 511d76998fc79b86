import { availableParallelism } from 'node:os';
import type { Compilable } from 'kysely';
import { ThreadPool } from '../threads/thread-pool.ts';

/** Threads that run long reads at most: each holds a connection, and a count uses a core. */
const MOST_READ_THREADS = 2;
/** Threads with nothing to read stop after this long, closing their connections. */
const IDLE_STOP_MS = 60_000;

/** A statement as it is sent to a thread: its text and values. */
export interface ReadStatement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Long reads of a SQLite database run on worker threads (read-thread-worker.ts), each with a connection
 * of its own. SQLite runs a statement on the thread that asks and cannot stop it halfway: a count over
 * a million rows on the serving thread held every visitor of that process for seconds. On a thread,
 * the process answers others meanwhile, and a read past its time is stopped with its thread.
 */
export class ReadThreads {
  readonly #pool: ThreadPool<ReadStatement, unknown[]>;

  constructor(file: string, threads = Math.min(MOST_READ_THREADS, availableParallelism())) {
    this.#pool = new ThreadPool({
      entry: new URL('./read-thread-worker.ts', import.meta.url),
      workerData: file,
      threads,
      idleStopMs: IDLE_STOP_MS,
    });
  }

  /** The query's rows; past `timeoutMs` it fails with ThreadTimeoutError. */
  async rows<Row>(query: Compilable<Row>, timeoutMs: number): Promise<Row[]> {
    const { sql, parameters } = query.compile();
    return (await this.#pool.run({ sql, parameters }, timeoutMs)) as Row[];
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
