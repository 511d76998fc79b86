import { AsyncLocalStorage } from 'node:async_hooks';

/** How long a version read is trusted without a word of any change; the live hub's safety poll runs as often. */
export const TRUSTED_FOR_MS = 5_000;

/**
 * The version of the public data as this process last read it, so that a conditional read (and, on
 * PostgreSQL, every remembered answer: decision 0050) can be answered without the database. It is
 * forgotten whenever the process hears of a change (its own commits of a new version as they answer,
 * other processes' through the live-updates hub's wakes, which PostgreSQL sends at every commit of a
 * new version) and after a few seconds in any case, for writes no wake announces; then the next ask
 * reads it again. Work run in `readingFresh` (a browser that has just written, whose next call may
 * reach another process before that process hears of the write) always reads it.
 */
export class KnownDataVersion {
  readonly #read: () => Promise<string>;
  readonly #now: () => number;
  readonly #routeName: () => string;
  /** The primary's only: a replica's version moves when it replays, which no wake tells. */
  #known: { version: string; readAt: number } | null = null;
  /** Counts what was forgotten, so that a read which left before a change never stores its answer. */
  #forgotten = 0;
  readonly #fresh = new AsyncLocalStorage<true>();

  /** `routeName`: the server the current request reads from, when public reads go to replicas. */
  constructor(read: () => Promise<string>, now: () => number = Date.now, routeName: () => string = () => 'primary') {
    this.#read = read;
    this.#now = now;
    this.#routeName = routeName;
  }

  /** The version, from memory when it was read lately and nothing has changed since. */
  async current(): Promise<string> {
    const onPrimary = this.#routeName() === 'primary';
    if (onPrimary && !this.#fresh.getStore() && this.#trusted()) {
      // One turn of the event loop first: a change's notification that reached the process before
      // this request is heard (and forgets the version) before the answer is chosen.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const known = this.#trusted();
      if (known) return known.version;
    }
    const forgotten = this.#forgotten;
    const readAt = this.#now();
    const version = await this.#read();
    if (onPrimary && forgotten === this.#forgotten) this.#known = { version, readAt };
    return version;
  }

  #trusted(): { version: string; readAt: number } | null {
    const known = this.#known;
    return known && this.#now() - known.readAt < TRUSTED_FOR_MS ? known : null;
  }

  /** Runs `work` with every ask of the version in it read from the database, not from memory. */
  readingFresh<Result>(work: () => Result): Result {
    return this.#fresh.run(true, work);
  }

  /** Something may have changed: the next ask reads the version again. */
  forget(): void {
    this.#known = null;
    this.#forgotten += 1;
  }
}
