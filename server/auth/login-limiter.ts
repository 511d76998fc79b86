import { HttpError } from '../http/errors.ts';
import type { FailedSignIn } from '../../common/schemas/failed-sign-in.ts';
import type { LoginFailureRepository } from './login-failure-repository.ts';

/** How long a failure counts towards slowing the next attempts. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures in the window that cost nothing, per subject: an account from one address (a typo or two),
 * one address across accounts (several staff may share it), and an account from addresses it has never
 * signed in from (guesses spread over many addresses). Each failure past them doubles the wait.
 */
export const FREE_FAILURES = { accountAndAddress: 3, address: 20, accountFromNewAddresses: 10 } as const;
export const FIRST_DELAY_MS = 1000;
export const LONGEST_DELAY_MS = LOGIN_WINDOW_MS;
/** An address an account signed in from within this long is its owner's usual one. */
export const USUAL_ADDRESS_MS = 90 * 24 * 3600 * 1000;
/** How long staff can read failed sign-ins. */
export const FAILED_SIGN_IN_LOG_MS = 30 * 24 * 3600 * 1000;

/** The wait before the next attempt after `failures` failures in the window. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - free));
}

/** 429 with the seconds to wait, which the route sends as Retry-After. */
export class LoginLockedError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
    super(429, `Too many failed sign-in attempts. Please wait ${wait} and try again.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A sign-in attempt under way: counted as a failure unless it is reported as a success. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * Slows repeated sign-in failures per account and address, per address, and per account from unusual
 * addresses, with waits that double, rather than locking an account for everyone: a stranger's guesses
 * never slow its owner down at an address the owner has signed in from. Each attempt is counted
 * *before* the password is checked and judged by the failures recorded before it, so a burst of
 * parallel guesses (even across processes) cannot slip past; a successful attempt is taken back.
 */
export class LoginLimiter {
  readonly #failures: LoginFailureRepository;
  readonly #now: () => Date;

  constructor(failures: LoginFailureRepository, now: () => Date = () => new Date()) {
    this.#failures = failures;
    this.#now = now;
  }

  async begin(email: string, address: string): Promise<LoginAttempt> {
    const now = this.#now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
    await this.#failures.deleteOlderThan(since);
    const usualSince = new Date(now.getTime() - USUAL_ADDRESS_MS).toISOString();
    const usual = await this.#failures.isUsualAddress(email, address, usualSince);
    const subjects = [
      { subject: `pair:${email}|${address}`, free: FREE_FAILURES.accountAndAddress },
      { subject: `ip:${address}`, free: FREE_FAILURES.address },
      ...(usual ? [] : [{ subject: `user:${email}`, free: FREE_FAILURES.accountFromNewAddresses }]),
    ];
    const seqs = await this.#failures.record(
      subjects.map(({ subject }) => subject),
      now.toISOString(),
    );
    let waitMs = 0;
    for (const [index, { subject, free }] of subjects.entries()) {
      const before = await this.#failures.failuresBefore(subject, since, seqs[index]!);
      if (before.latest === null) continue;
      const elapsed = now.getTime() - new Date(before.latest).getTime();
      waitMs = Math.max(waitMs, delayAfter(before.count, free) - elapsed);
    }
    if (waitMs > 0) {
      await this.#failures.remove(seqs);
      throw new LoginLockedError(Math.max(1, Math.ceil(waitMs / 1000)));
    }
    return {
      succeeded: async () => {
        await this.#failures.remove(seqs);
        await this.#failures.clearSubject(subjects[0]!.subject);
        await this.#failures.rememberAddress(email, address, now.toISOString());
      },
    };
  }

  /** Logs a failed sign-in to a real account for staff. */
  async logFailure(userSeq: number, address: string, outcome: FailedSignIn['outcome']): Promise<void> {
    const now = this.#now();
    const keepSince = new Date(now.getTime() - FAILED_SIGN_IN_LOG_MS).toISOString();
    await this.#failures.logFailure({ userSeq, address, failed: now.toISOString(), outcome }, keepSince);
  }
}
