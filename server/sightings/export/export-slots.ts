import { RetryLaterError } from '../../http/errors.ts';

/** When a refused export may try again: a typical export of the whole record takes about this long. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;
/** Exports waiting for a slot in one process at most; one more is refused at once. */
const MOST_WAITING = 50;
/** How long an export waits for a slot before it is refused: its reader would give up about then. */
const LONGEST_WAIT_MS = 60_000;

/** How many exports run at once: in the whole process, and from one client address. */
export interface ExportLimits {
  max: number;
  perAddress: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

const busy = () =>
  new RetryLaterError(
    `The site is busy with other exports. Please try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds.`,
    EXPORT_RETRY_AFTER_SECONDS,
  );

/**
 * The exports of this process. An export reads the whole record and keeps cores busy for seconds:
 * without a cap, thirty at once took a loaded server's answers down to a twentieth and its memory up by
 * most of a gigabyte. Past the process's cap an export waits its turn (in order, before anything is read
 * or sent); past the cap of its address, or when too many wait or the wait is too long, it is refused
 * with 429 and Retry-After.
 */
export class ExportSlots {
  readonly #limits: ExportLimits;
  readonly #byAddress = new Map<string, number>();
  readonly #waiting: Waiter[] = [];
  #running = 0;

  constructor(limits: ExportLimits) {
    this.#limits = limits;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Takes a slot for an export from `address`, once one is free; the answer gives it back, once however often it is called. */
  async take(address: string): Promise<() => void> {
    const fromAddress = this.#byAddress.get(address) ?? 0;
    if (fromAddress >= this.#limits.perAddress) {
      throw new RetryLaterError(
        `Too many exports at once from your address. Please try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds, once one has finished.`,
        EXPORT_RETRY_AFTER_SECONDS,
      );
    }
    if (this.#running >= this.#limits.max && this.#waiting.length >= MOST_WAITING) throw busy();
    // Counted for its address while it waits, so one address cannot fill the queue.
    this.#byAddress.set(address, fromAddress + 1);
    if (this.#running < this.#limits.max) this.#running += 1;
    else {
      try {
        await new Promise<void>((resolve, reject) => {
          const waiter: Waiter = {
            start: resolve,
            timer: setTimeout(() => {
              this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
              reject(busy());
            }, LONGEST_WAIT_MS),
          };
          this.#waiting.push(waiter);
        });
      } catch (error) {
        this.#leave(address);
        throw error;
      }
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.#leave(address);
      const next = this.#waiting.shift();
      // The slot passes to the export waiting longest; none waiting, it is free.
      if (next) {
        clearTimeout(next.timer);
        next.start();
      } else this.#running -= 1;
    };
  }

  #leave(address: string): void {
    const left = (this.#byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.#byAddress.set(address, left);
    else this.#byAddress.delete(address);
  }
}
