import { RetryLaterError } from '../../http/errors.ts';

/** When a refused export may try again: a typical export of the whole record takes about this long. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

/** How many exports run at once: in the whole process, and from one client address. */
export interface ExportLimits {
  max: number;
  perAddress: number;
}

/**
 * The exports running in this process. An export reads the whole record and keeps cores busy for
 * seconds: without a cap, thirty at once took a loaded server's answers down to a twentieth and its
 * memory up by most of a gigabyte. One past either cap is refused at once with 429 and Retry-After,
 * before anything is read.
 */
export class ExportSlots {
  readonly #limits: ExportLimits;
  readonly #byAddress = new Map<string, number>();
  #running = 0;

  constructor(limits: ExportLimits) {
    this.#limits = limits;
  }

  get running(): number {
    return this.#running;
  }

  /** Takes a slot for an export from `address`; the answer gives it back, once however often it is called. */
  take(address: string): () => void {
    const fromAddress = this.#byAddress.get(address) ?? 0;
    if (fromAddress >= this.#limits.perAddress) {
      throw new RetryLaterError(
        `Too many exports at once from your address. Please try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds, once one has finished.`,
        EXPORT_RETRY_AFTER_SECONDS,
      );
    }
    if (this.#running >= this.#limits.max) {
      throw new RetryLaterError(
        `The site is busy with other exports. Please try again in ${EXPORT_RETRY_AFTER_SECONDS} seconds.`,
        EXPORT_RETRY_AFTER_SECONDS,
      );
    }
    this.#running += 1;
    this.#byAddress.set(address, fromAddress + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.#running -= 1;
      const left = (this.#byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#byAddress.set(address, left);
      else this.#byAddress.delete(address);
    };
  }
}
