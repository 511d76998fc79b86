/** How long a version read is trusted without a word of any change; the live hub's safety poll runs as often. */
const TRUSTED_FOR_MS = 5_000;

/**
 * The version of the public data as this process last read it, so that a conditional read can be
 * answered without the database. It is forgotten whenever the process hears of a change (its own
 * commits, and other processes' through the live-updates hub's wakes) and after a few seconds in
 * any case, for writes no wake announces; then the next ask reads it again.
 */
export class KnownDataVersion {
  readonly #read: () => Promise<string>;
  readonly #now: () => number;
  readonly #routeName: () => string;
  /** The primary's only: a replica's version moves when it replays, which no wake tells. */
  #known: { version: string; readAt: number } | null = null;
  /** Counts what was forgotten, so that a read which left before a change never stores its answer. */
  #forgotten = 0;

  /** `routeName`: the server the current request reads from, when public reads go to replicas. */
  constructor(read: () => Promise<string>, now: () => number = Date.now, routeName: () => string = () => 'primary') {
    this.#read = read;
    this.#now = now;
    this.#routeName = routeName;
  }

  /** The version, from memory when it was read lately and nothing has changed since. */
  async current(): Promise<string> {
    const onPrimary = this.#routeName() === 'primary';
    const known = this.#known;
    if (onPrimary && known && this.#now() - known.readAt < TRUSTED_FOR_MS) return known.version;
    const forgotten = this.#forgotten;
    const readAt = this.#now();
    const version = await this.#read();
    if (onPrimary && forgotten === this.#forgotten) this.#known = { version, readAt };
    return version;
  }

  /** Something may have changed: the next ask reads the version again. */
  forget(): void {
    this.#known = null;
    this.#forgotten += 1;
  }
}
