import type { DatabaseHandle } from '../db/connection.ts';
import { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import { sightingEngineFor } from '../sightings/engine/sighting-engines.ts';
import { EventGrouping } from '../sightings/events/event-grouping.ts';
import { PublicSightingReads } from '../sightings/public-reads.ts';
import { StaffSightingRepository } from '../sightings/staff-repository.ts';

/** The rules of events as the configuration has them by default: 50 km and 45 minutes. */
export const DEFAULT_EVENT_RULES = { distanceKm: 50, minutes: 45 };

/** The sighting repositories on a test database, built as the services build them. */
export function sightingStores(handle: Pick<DatabaseHandle, 'db' | 'dialect'>, rules = DEFAULT_EVENT_RULES) {
  const engine = sightingEngineFor(handle.dialect);
  const events = new EventGrouping(engine, rules);
  return {
    engine,
    events,
    publicReads: new PublicSightingReads(handle.db, engine),
    staff: new StaffSightingRepository(handle.db, engine, events),
    bulk: new BulkSightingRepository(handle.db, engine, events),
  };
}
