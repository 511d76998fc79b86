import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * What a whole catalogue brings in. `time_unknown`: the record gave the day of a sighting but not its
 * time (NUFORC's index has such rows), so the stored instant is the day's local midnight and is shown
 * as a date alone. `sighting_flags`: rows an import stored although their coordinates lie far from the
 * place they name, for staff to look at in administration. The source gets an index: visitors filter
 * the search by it.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const key = postgres ? sql`bigint generated always as identity primary key` : sql`integer primary key`;
  const no = postgres ? sql`false` : sql`0`;
  const flag = postgres ? sql`boolean` : sql`integer`;
  await sql`alter table sightings add column time_unknown ${flag} not null default ${no}`.execute(db);
  await sql`create table sighting_flags (
    seq ${key},
    sighting_id text not null,
    reason text not null,
    flagged ${timestamp} not null
  )`.execute(db);
  await sql`create index sighting_flags_flagged on sighting_flags (flagged desc, seq desc)`.execute(db);
  await sql`create index sightings_source on sightings (source)`.execute(db);
}
