import type { Kysely } from 'kysely';
import type { FailedSignIn } from '../../common/schemas/failed-sign-in.ts';
import type { Database } from '../db/schema.ts';

/**
 * The only code that speaks SQL about sign-in attempts: the recent failures that slow guessing, the
 * addresses each account signs in from, and the log of failures staff read. Rows live in the database,
 * not in memory, so every app process on one PostgreSQL counts the same attempts.
 */
export class LoginFailureRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** One row per subject; answers their keys so an attempt that turns out fine can be taken back. */
  async record(subjects: readonly string[], at: string): Promise<number[]> {
    const rows = await this.#db
      .insertInto('login_failures')
      .values(subjects.map((subject) => ({ subject, failed: at })))
      .returning('seq')
      .execute();
    return rows.map((row) => Number(row.seq));
  }

  async countSince(subject: string, since: string): Promise<number> {
    const row = await this.#db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('subject', '=', subject)
      .where('failed', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The failures of a subject since `since` recorded before the row `beforeSeq`: how many, the latest when. */
  async failuresBefore(
    subject: string,
    since: string,
    beforeSeq: number,
  ): Promise<{ count: number; latest: string | null }> {
    const row = await this.#db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('failed').as('latest')])
      .where('subject', '=', subject)
      .where('failed', '>', since)
      .where('seq', '<', beforeSeq)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), latest: row.latest ?? null };
  }

  async remove(seqs: readonly number[]): Promise<void> {
    if (seqs.length)
      await this.#db
        .deleteFrom('login_failures')
        .where('seq', 'in', [...seqs])
        .execute();
  }

  async clearSubject(subject: string): Promise<void> {
    await this.#db.deleteFrom('login_failures').where('subject', '=', subject).execute();
  }

  async deleteOlderThan(before: string): Promise<void> {
    await this.#db.deleteFrom('login_failures').where('failed', '<=', before).execute();
  }

  /** Whether the account has signed in from this address since `since`. */
  async isUsualAddress(email: string, address: string, since: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('sign_in_addresses')
      .select('email')
      .where('email', '=', email)
      .where('address', '=', address)
      .where('last_signed_in', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  }

  async rememberAddress(email: string, address: string, at: string): Promise<void> {
    await this.#db
      .insertInto('sign_in_addresses')
      .values({ email, address, last_signed_in: at })
      .onConflict((conflict) => conflict.columns(['email', 'address']).doUpdateSet({ last_signed_in: at }))
      .execute();
  }

  /** Logs a failure to a real account; entries older than `keepSince` go. */
  async logFailure(
    entry: { userSeq: number; address: string; failed: string; outcome: FailedSignIn['outcome'] },
    keepSince: string,
  ): Promise<void> {
    await this.#db.deleteFrom('failed_sign_ins').where('failed', '<=', keepSince).execute();
    await this.#db
      .insertInto('failed_sign_ins')
      .values({ user_seq: entry.userSeq, address: entry.address, failed: entry.failed, outcome: entry.outcome })
      .execute();
  }

  /** The log, newest first, with the account's name; only one account's when `userSeq` is given. */
  async failurePage(
    offset: number,
    limit: number,
    userSeq?: number,
  ): Promise<{ failures: FailedSignIn[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.#db
        .selectFrom('failed_sign_ins')
        .innerJoin('users', 'users.seq', 'failed_sign_ins.user_seq')
        .select([
          'users.email',
          'users.first_name',
          'users.last_name',
          'failed_sign_ins.address',
          'failed_sign_ins.failed',
          'failed_sign_ins.outcome',
        ])
        .$if(userSeq !== undefined, (query) => query.where('failed_sign_ins.user_seq', '=', userSeq!))
        .orderBy('failed_sign_ins.failed', 'desc')
        .orderBy('failed_sign_ins.seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.#db
        .selectFrom('failed_sign_ins')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .$if(userSeq !== undefined, (query) => query.where('user_seq', '=', userSeq!))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      failures: rows.map((row) => ({
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        address: row.address,
        failed: row.failed,
        outcome: row.outcome as FailedSignIn['outcome'],
      })),
      total: Number(count.count),
    };
  }
}
