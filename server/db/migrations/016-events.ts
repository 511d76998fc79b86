import { sql, type Kysely } from 'kysely';

/**
 * Events (decision 0026): a grouped public sighting stores its event's id (the id of the event's
 * earliest report) and how many reports the event has; one alone stores neither. The index finds an
 * event's members in time order and stays small: most sightings are alone. Sightings stored before
 * are grouped when a server or a bulk load first starts with the grouping rules (event-grouping.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sightings add column event_id text`.execute(db);
  await sql`alter table sightings add column event_size integer`.execute(db);
  await sql`create index sightings_events on sightings (event_id, timeline_key) where event_id is not null`.execute(db);
}
