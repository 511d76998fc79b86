import { sql, type Kysely } from 'kysely';

/**
 * The activity log says in words what a staff change did to a report: `outcome` is 'approved' when an
 * update made it public, 'rejected' when a deletion took down a report never published; null for any
 * other change. `merged_into` names the report a merged resend now lives in, so its witness's follow
 * page can lead there. Older rows keep null: what they did can no longer be told apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table activities add column outcome text`.execute(db);
  await sql`alter table activities add column merged_into text`.execute(db);
}
