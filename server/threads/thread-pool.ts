import { parentPort, Worker } from 'node:worker_threads';

/** A task that ran past its time: its thread was stopped, which is the only way to stop its work. */
export class ThreadTimeoutError extends Error {
  constructor(milliseconds: number) {
    super(`A task on a worker thread took longer than ${milliseconds} ms and was stopped.`);
    this.name = 'ThreadTimeoutError';
  }
}

/**
 * A task whose threads were stopped before it was answered: the server is shutting down. Its code lets
 * the error handler answer as for a database gone away (503, come back shortly), not as a defect.
 */
export class ThreadsStoppedError extends Error {
  readonly code = 'ERR_THREADS_STOPPED';

  constructor() {
    super('The worker threads were stopped.');
    this.name = 'ThreadsStoppedError';
  }
}

/** What a pool's thread is asked, and what it answers. */
interface TaskMessage<Task> {
  id: number;
  task: Task;
}
type AnswerMessage<Result> = { id: number; result: Result } | { id: number; failure: string };

interface Waiter<Result> {
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface PoolThread<Result> {
  worker: Worker;
  waiting: Map<number, Waiter<Result>>;
}

export interface ThreadPoolOptions {
  /** The module each thread runs; it answers with `answerTasks`. */
  entry: URL;
  /** What each thread is started with (where the database is). */
  workerData: unknown;
  threads: number;
  /** Threads with nothing to do stop after this long, closing what they opened; the next task starts them again. */
  idleStopMs: number;
}

/**
 * Work done on worker threads beside the one that serves requests: a task goes to the thread with the
 * fewest waiting, and its answer comes back as a promise. Threads start on the first task, stop when
 * idle, and a thread that fails or stops fails only the tasks it held; the next task gets a new one.
 */
export class ThreadPool<Task, Result> {
  readonly #options: ThreadPoolOptions;
  #threads: Array<PoolThread<Result>> = [];
  #nextId = 1;
  #idleStop: NodeJS.Timeout | undefined;

  constructor(options: ThreadPoolOptions) {
    this.#options = options;
  }

  get threads(): number {
    return this.#options.threads;
  }

  /** The task's result; past `timeoutMs`, its thread is stopped and the promise fails with ThreadTimeoutError. */
  run(task: Task, timeoutMs?: number): Promise<Result> {
    clearTimeout(this.#idleStop);
    while (this.#threads.length < this.#options.threads) this.#threads.push(this.#start());
    const thread = this.#threads.reduce((least, next) => (next.waiting.size < least.waiting.size ? next : least));
    const id = this.#nextId++;
    return new Promise<Result>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => this.#stop(thread, new ThreadTimeoutError(timeoutMs)), timeoutMs).unref();
      thread.waiting.set(id, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      const message: TaskMessage<Task> = { id, task };
      thread.worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.#idleStop);
    await Promise.all(this.#threads.map((thread) => this.#stop(thread, new ThreadsStoppedError())));
  }

  #start(): PoolThread<Result> {
    const worker = new Worker(this.#options.entry, { workerData: this.#options.workerData });
    // An idle thread never keeps the process alive; the server closes the pool on its way out.
    worker.unref();
    const thread: PoolThread<Result> = { worker, waiting: new Map() };
    worker.on('message', (answer: AnswerMessage<Result>) => {
      const waiter = thread.waiting.get(answer.id);
      thread.waiting.delete(answer.id);
      if ('result' in answer) waiter?.resolve(answer.result);
      else waiter?.reject(new Error(answer.failure));
      this.#stopWhenIdle();
    });
    worker.on('error', (error: Error) => this.#forget(thread, error));
    worker.on('exit', (code) => this.#forget(thread, new Error(`A worker thread stopped (exit code ${code}).`)));
    return thread;
  }

  /** The thread is gone: its tasks fail, and the next task starts another. */
  #forget(thread: PoolThread<Result>, error: Error): void {
    this.#threads = this.#threads.filter((other) => other !== thread);
    for (const waiter of thread.waiting.values()) waiter.reject(error);
    thread.waiting.clear();
  }

  async #stop(thread: PoolThread<Result>, error: Error): Promise<void> {
    thread.worker.removeAllListeners('exit');
    this.#forget(thread, error);
    await thread.worker.terminate();
  }

  #stopWhenIdle(): void {
    if (this.#threads.some((thread) => thread.waiting.size > 0)) return;
    clearTimeout(this.#idleStop);
    this.#idleStop = setTimeout(() => void this.close(), this.#options.idleStopMs).unref();
  }
}

/**
 * In a pool's thread: answers each task with `perform`'s result, or with its failure's message. The
 * result's `transfer` list (buffers) is moved to the pool's thread rather than copied.
 */
export function answerTasks<Task, Result>(
  perform: (task: Task) => Promise<{ result: Result; transfer?: ArrayBuffer[] }>,
): void {
  const port = parentPort!;
  port.on('message', ({ id, task }: TaskMessage<Task>) => {
    perform(task).then(
      ({ result, transfer }) => {
        const answer: AnswerMessage<Result> = { id, result };
        port.postMessage(answer, transfer ?? []);
      },
      (error: unknown) => {
        const answer: AnswerMessage<Result> = { id, failure: error instanceof Error ? error.message : String(error) };
        port.postMessage(answer);
      },
    );
  });
}
