/**
 * Lookups by key that arrive together, asked in one statement. On PostgreSQL each statement is a
 * round trip: the driver's write and read, and waking the database's process and then ours, cost
 * more of the two cores than finding a row by its key (decision 0027). The lookups made while one
 * turn of the event loop runs (the requests it started) wait for the end of that turn, then go as
 * one statement, and each caller gets its own answer.
 */
type Callers<Value> = Array<{ resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }>;

export class LookupBatches<Key, Value> {
  readonly #lookUp: (keys: Key[]) => Promise<Map<Key, Value>>;
  readonly #mostKeys: number;
  #waiting: Map<Key, Callers<Value>> | null = null;

  /** `lookUp` answers the values found, by key; at most `mostKeys` keys go in one statement. */
  constructor(lookUp: (keys: Key[]) => Promise<Map<Key, Value>>, mostKeys = 100) {
    this.#lookUp = lookUp;
    this.#mostKeys = mostKeys;
  }

  /** The value of `key`, undefined when none is found. */
  get(key: Key): Promise<Value | undefined> {
    let waiting = this.#waiting;
    if (!waiting) {
      waiting = new Map();
      this.#waiting = waiting;
      setImmediate(() => this.#send(waiting!));
    }
    const answer = new Promise<Value | undefined>((resolve, reject) => {
      const callers = waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
    // A full batch goes now; the next lookup starts another.
    if (waiting.size >= this.#mostKeys) this.#send(waiting);
    return answer;
  }

  #send(waiting: Map<Key, Callers<Value>>): void {
    if (this.#waiting === waiting) this.#waiting = null;
    if (waiting.size === 0) return;
    const keys = [...waiting.keys()];
    const callers = [...waiting.values()];
    waiting.clear();
    this.#lookUp(keys).then(
      (found) => keys.forEach((key, index) => callers[index]!.forEach(({ resolve }) => resolve(found.get(key)))),
      (error: unknown) => callers.forEach((list) => list.forEach(({ reject }) => reject(error))),
    );
  }
}
