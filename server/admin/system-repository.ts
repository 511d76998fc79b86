import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';

export interface StoredCounts {
  sightings: number;
  public: number;
  pending: number;
  deleted: number;
  users: number;
  activities: number;
}

/** The only code that speaks SQL about the database's own size and row counts. */
export class SystemRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async databaseBytes(): Promise<number> {
    const query =
      this.#dialect === 'postgres'
        ? sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`
        : sql<{ bytes: number }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`;
    const { rows } = await query.execute(this.#db);
    return Number(rows[0]?.bytes ?? 0);
  }

  async counts(): Promise<StoredCounts> {
    const yes = this.#dialect === 'postgres' ? sql`true` : sql`1`;
    const no = this.#dialect === 'postgres' ? sql`false` : sql`0`;
    const { rows } = await sql<Record<keyof StoredCounts, number>>`select
        (select count(*) from sightings) as sightings,
        (select count(*) from sightings where approved = ${yes} and deleted = ${no}) as public,
        (select count(*) from sightings where approved = ${no} and deleted = ${no}) as pending,
        (select count(*) from sightings where deleted = ${yes}) as deleted,
        (select count(*) from users where disabled = ${no}) as users,
        (select count(*) from activities) as activities`.execute(this.#db);
    const row = rows[0]!;
    return {
      sightings: Number(row.sightings),
      public: Number(row.public),
      pending: Number(row.pending),
      deleted: Number(row.deleted),
      users: Number(row.users),
      activities: Number(row.activities),
    };
  }
}
