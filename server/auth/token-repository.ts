import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StaffMember } from './staff-member.ts';
import { accountIdentity } from './user-repository.ts';

/** The only code that speaks SQL about tokens. Only SHA-256 hashes of tokens are ever stored. */
export class TokenRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(token: { tokenHash: string; userSeq: number; created: string; expires: string }): Promise<void> {
    await this.#db
      .insertInto('tokens')
      .values({
        token_hash: token.tokenHash,
        user_seq: token.userSeq,
        created: token.created,
        expires: token.expires,
        revoked: false,
      })
      .execute();
  }

  /** The holder of a token that is neither revoked nor expired, whose account is active. */
  async findHolder(tokenHash: string, now: string): Promise<StaffMember | null> {
    const row = await this.#db
      .selectFrom('tokens')
      .innerJoin('users', 'users.seq', 'tokens.user_seq')
      .select(['users.seq', 'users.email', 'users.first_name', 'users.last_name', 'users.role', 'tokens.expires'])
      .where('tokens.token_hash', '=', tokenHash)
      .where('tokens.revoked', '=', false)
      .where('tokens.expires', '>', now)
      .where('users.disabled', '=', false)
      .executeTakeFirst();
    if (!row) return null;
    return { ...accountIdentity(row), tokenExpires: row.expires };
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.#db.updateTable('tokens').set({ revoked: true }).where('token_hash', '=', tokenHash).execute();
  }

  async revokeAllOf(userSeq: number): Promise<void> {
    await this.#db.updateTable('tokens').set({ revoked: true }).where('user_seq', '=', userSeq).execute();
  }

  /** Expired tokens are worthless; dropping them keeps the table small. */
  async deleteExpired(now: string): Promise<void> {
    await this.#db.deleteFrom('tokens').where('expires', '<=', now).execute();
  }
}
