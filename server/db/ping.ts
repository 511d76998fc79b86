import { sql, type Kysely } from 'kysely';

/** The cheapest statement the database answers: it throws when the database cannot be reached. */
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
