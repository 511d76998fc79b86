import type { Kysely, Selectable } from 'kysely';
import type { StaffRole } from '../../common/schemas/staff.ts';
import type { Database, UsersTable } from '../db/schema.ts';

export interface UserRecord {
  seq: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  passwordHash: string;
  created: string;
  disabled: boolean;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  passwordHash: string;
}

/** Who a stored account is: the part of its row that a token resolves to, too. */
export function accountIdentity(
  row: Pick<Selectable<UsersTable>, 'seq' | 'email' | 'first_name' | 'last_name' | 'role'>,
) {
  return {
    seq: Number(row.seq),
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as StaffRole,
  };
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    ...accountIdentity(row),
    passwordHash: row.password_hash,
    created: row.created,
    disabled: Boolean(row.disabled),
  };
}

/** The only code that speaks SQL about staff accounts. E-mails arrive already normalized. */
export class UserRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const row = await this.#db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async listActive(): Promise<UserRecord[]> {
    const rows = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('disabled', '=', false)
      .orderBy('email')
      .execute();
    return rows.map(toRecord);
  }

  async countAll(): Promise<number> {
    const row = await this.#db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Null when the e-mail is taken (another process may have added it a moment ago). */
  async insert(user: NewUser, created: string): Promise<number | null> {
    const row = await this.#db
      .insertInto('users')
      .values({
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        password_hash: user.passwordHash,
        created,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('seq')
      .executeTakeFirst();
    return row ? Number(row.seq) : null;
  }

  /** Gives a disabled account back its access, with the new details. */
  async reactivate(seq: number, user: NewUser): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        password_hash: user.passwordHash,
        disabled: false,
      })
      .where('seq', '=', seq)
      .execute();
  }

  async setPasswordHash(seq: number, passwordHash: string): Promise<void> {
    await this.#db.updateTable('users').set({ password_hash: passwordHash }).where('seq', '=', seq).execute();
  }

  async hasActivity(seq: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('activities')
      .select('seq')
      .where('user_seq', '=', seq)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async disable(seq: number): Promise<void> {
    await this.#db.updateTable('users').set({ disabled: true }).where('seq', '=', seq).execute();
  }

  /** Its tokens go with it (on delete cascade). */
  async delete(seq: number): Promise<void> {
    await this.#db.deleteFrom('users').where('seq', '=', seq).execute();
  }
}
