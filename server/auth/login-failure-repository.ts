import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The only code that speaks SQL about sign-in attempts. Rows live in the database, not in memory, so
 * every app process on one PostgreSQL counts the same attempts.
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

  /** The time of the n-th newest attempt since `since` (n from 1), or null when there are fewer. */
  async nthNewestSince(subject: string, since: string, n: number): Promise<string | null> {
    const row = await this.#db
      .selectFrom('login_failures')
      .select('failed')
      .where('subject', '=', subject)
      .where('failed', '>', since)
      .orderBy('failed', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirst();
    return row?.failed ?? null;
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
}
