import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connection.ts';
import { databaseBytes } from '../db/database-size.ts';

export interface StaffCounts {
  users: number;
  activities: number;
}

/** The only code that speaks SQL about the database's own size and the staff's row counts. */
export class SystemRepository {
  readonly #database: Pick<DatabaseHandle, 'db' | 'dialect'>;

  constructor(database: Pick<DatabaseHandle, 'db' | 'dialect'>) {
    this.#database = database;
  }

  databaseBytes(): Promise<number> {
    return databaseBytes(this.#database.db, this.#database.dialect);
  }

  async counts(): Promise<StaffCounts> {
    const { rows } = await sql<Record<keyof StaffCounts, number>>`select
        (select count(*) from users where not disabled) as users,
        (select count(*) from activities) as activities`.execute(this.#database.db);
    const row = rows[0]!;
    return { users: Number(row.users), activities: Number(row.activities) };
  }
}
