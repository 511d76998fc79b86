/** How many live-updates streams one server process holds: from one address, and in all. */
export interface StreamLimitSettings {
  perAddress: number;
  total: number;
}

/**
 * Counts the open streams of one process by client address. Each open stream holds a connection and
 * a little memory for as long as the page is open, so an address (or everyone together) gets a fixed
 * number; pages refused one fall back to checking every minute.
 */
export class StreamLimits {
  readonly #settings: StreamLimitSettings;
  readonly #byAddress = new Map<string, number>();
  #total = 0;

  constructor(settings: StreamLimitSettings) {
    this.#settings = settings;
  }

  /** Takes a place for a stream from `address`: null when granted, else why it is refused. */
  take(address: string): string | null {
    const fromAddress = this.#byAddress.get(address) ?? 0;
    if (fromAddress >= this.#settings.perAddress) {
      return `Too many live-update streams from your address (at most ${this.#settings.perAddress}); close a tab and try again.`;
    }
    if (this.#total >= this.#settings.total) {
      return 'The server holds as many live-update streams as it can; try again in a minute.';
    }
    this.#byAddress.set(address, fromAddress + 1);
    this.#total += 1;
    return null;
  }

  /** Gives back a place taken by `take`. */
  release(address: string): void {
    const fromAddress = this.#byAddress.get(address) ?? 0;
    if (fromAddress <= 1) this.#byAddress.delete(address);
    else this.#byAddress.set(address, fromAddress - 1);
    this.#total = Math.max(0, this.#total - 1);
  }
}
