import { RetryLaterError } from './errors.ts';
import type { RateLimitRepository } from './rate-limit-repository.ts';

export interface GuessLimit {
  /** Wrong guesses an address may make in a window before it must wait. */
  max: number;
  windowMs: number;
  /** Names the guesses in the 429's message, e.g. 'wrong follow links'. */
  what: string;
  /** Keeps these counts apart from every other limit's in the shared table. */
  key: string;
}

/**
 * Limits wrong guesses of a secret (a private link's token) per client address, counted in the database
 * like every other limit (docs/decisions/0005). Only misses count, so a witness opening their own link
 * again and again is never slowed; once an address is over, right guesses are refused too, so going on
 * guessing tells it nothing.
 */
export class GuessLimiter {
  readonly #repository: RateLimitRepository;
  readonly #limit: GuessLimit;
  readonly #now: () => number;

  constructor(repository: RateLimitRepository, limit: GuessLimit, now: () => number = Date.now) {
    this.#repository = repository;
    this.#limit = limit;
    this.#now = now;
  }

  /** 429 with Retry-After when the address has used up its wrong guesses. */
  async check(address: string): Promise<void> {
    const now = this.#now();
    const { hits, windowEnds } = await this.#repository.count(this.#keyOf(address), now);
    if (hits >= this.#limit.max) this.#refuse(windowEnds - now);
  }

  /** Counts a wrong guess. */
  async missed(address: string): Promise<void> {
    await this.#repository.hit(this.#keyOf(address), this.#now(), this.#limit.windowMs);
  }

  #keyOf(address: string): string {
    return `${this.#limit.key} ${address}`;
  }

  #refuse(waitMs: number): never {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new RetryLaterError(
      `Too many ${this.#limit.what} from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      Math.max(1, Math.ceil(waitMs / 1000)),
    );
  }
}
