import { HttpError } from '../http/errors.ts';
import type { LoginFailureRepository } from './login-failure-repository.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per window: few per account; more per address, which several staff may share. */
export const LOGIN_LIMITS = { user: 5, ip: 20 } as const;

/** 429 with the seconds to wait, which the route sends as Retry-After. */
export class LoginLockedError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A sign-in attempt under way: counted as a failure unless it is reported as a success. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Limits sign-in per e-mail and per client address. Each attempt is counted *before* the password is
 * checked, so a burst of parallel guesses (even across processes) cannot slip past the count; a
 * successful attempt is taken back and clears the account's failures.
 */
export class LoginLimiter {
  readonly #failures: LoginFailureRepository;
  readonly #now: () => Date;

  constructor(failures: LoginFailureRepository, now: () => Date = () => new Date()) {
    this.#failures = failures;
    this.#now = now;
  }

  async begin(email: string, ip: string): Promise<LoginAttempt> {
    const now = this.#now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
    await this.#failures.deleteOlderThan(since);
    const subjects = [
      { subject: `user:${email}`, limit: LOGIN_LIMITS.user },
      { subject: `ip:${ip}`, limit: LOGIN_LIMITS.ip },
    ];
    const seqs = await this.#failures.record(
      subjects.map(({ subject }) => subject),
      now.toISOString(),
    );
    const counts = await Promise.all(subjects.map(({ subject }) => this.#failures.countSince(subject, since)));
    const over = subjects.filter((_, index) => counts[index]! > subjects[index]!.limit);
    if (over.length) {
      await this.#failures.remove(seqs);
      throw new LoginLockedError(await this.#secondsUntilFree(over, since, now));
    }
    return {
      succeeded: async () => {
        await this.#failures.remove(seqs);
        await this.#failures.clearSubject(subjects[0]!.subject);
      },
    };
  }

  /** A subject is free again once its limit-th newest failure leaves the window. */
  async #secondsUntilFree(
    over: ReadonlyArray<{ subject: string; limit: number }>,
    since: string,
    now: Date,
  ): Promise<number> {
    let latest = now.getTime() + 1000;
    for (const { subject, limit } of over) {
      const failed = await this.#failures.nthNewestSince(subject, since, limit);
      if (failed) latest = Math.max(latest, new Date(failed).getTime() + LOGIN_WINDOW_MS);
    }
    return Math.ceil((latest - now.getTime()) / 1000);
  }
}
