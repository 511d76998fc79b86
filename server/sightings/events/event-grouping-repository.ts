import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';

/** Where the rules that grouped the stored events are kept, so that new rules regroup everything. */
const RULES_SETTING = 'event_rules';

/** A public report with a place as the grouping reads it, with the event it is stored in. */
export interface GroupedRow {
  key: number;
  id: string;
  latitude: number;
  longitude: number;
  eventId: string | null;
  eventSize: number | null;
}

/**
 * What the grouping of events reads and keeps (decision 0026). Every call takes the database or the
 * transaction it runs in: grouping runs inside the writes that change sightings.
 */
export class EventGroupingRepository {
  readonly #engine: SightingEngine;

  constructor(engine: SightingEngine) {
    this.#engine = engine;
  }

  /** Public sightings with a place whose keys are above `after` and at most `to`, in key order. */
  async placedPublicPage(db: Kysely<Database>, after: number, to: number, limit: number): Promise<GroupedRow[]> {
    const rows = await this.#placedPublic(db)
      .where('timeline_key', '>', after)
      .where('timeline_key', '<=', to)
      .orderBy('timeline_key')
      .limit(limit)
      .execute();
    return rows.map(toGroupedRow);
  }

  /** The members of a stored event. */
  async eventMembers(db: Kysely<Database>, eventId: string): Promise<GroupedRow[]> {
    const rows = await this.#placedPublic(db).where('event_id', '=', eventId).execute();
    return rows.map(toGroupedRow);
  }

  /** The rules the stored events were grouped by, as text; undefined before any grouping. */
  async storedRules(db: Kysely<Database>): Promise<string | undefined> {
    const stored = await db.selectFrom('settings').select('value').where('key', '=', RULES_SETTING).executeTakeFirst();
    return stored?.value;
  }

  async storeRules(db: Kysely<Database>, rules: string): Promise<void> {
    await db
      .insertInto('settings')
      .values({ key: RULES_SETTING, value: rules })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: rules }))
      .execute();
  }

  #placedPublic(db: Kysely<Database>) {
    return db
      .selectFrom('sightings')
      .select(['timeline_key', 'id', 'latitude', 'longitude', 'event_id', 'event_size'])
      .where(this.#engine.isPublic)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null);
  }
}

function toGroupedRow(row: {
  timeline_key: number;
  id: string;
  latitude: number | null;
  longitude: number | null;
  event_id: string | null;
  event_size: number | null;
}): GroupedRow {
  return {
    key: Number(row.timeline_key),
    id: row.id,
    latitude: row.latitude!,
    longitude: row.longitude!,
    eventId: row.event_id,
    eventSize: row.event_size === null ? null : Number(row.event_size),
  };
}
