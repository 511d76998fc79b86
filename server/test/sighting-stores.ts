import { afterEach, beforeEach } from 'vitest';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { DialectName } from '../db/dialect.ts';
import { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import { sightingEngineFor } from '../sightings/engine/sighting-engines.ts';
import { EventGrouping } from '../sightings/events/event-grouping.ts';
import { PublicSightingReads } from '../sightings/public-reads.ts';
import { StaffSightingRepository } from '../sightings/staff-repository.ts';
import { VersionedCache } from '../sightings/timeline/versioned-cache.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The rules of events as the configuration has them by default: 50 km and 45 minutes. */
export const DEFAULT_EVENT_RULES = { distanceKm: 50, minutes: 45 };

/** The sighting repositories on a test database, built as the services build them. */
export function sightingStores(handle: Pick<DatabaseHandle, 'db' | 'dialect'>, rules = DEFAULT_EVENT_RULES) {
  const engine = sightingEngineFor(handle.dialect);
  const events = new EventGrouping(engine, rules);
  return {
    engine,
    events,
    publicReads: new PublicSightingReads(handle.db, engine, new VersionedCache(handle.db)),
    staff: new StaffSightingRepository(handle.db, engine, events),
    bulk: new BulkSightingRepository(handle.db, engine, events),
  };
}

export type SightingStores = ReturnType<typeof sightingStores>;

/**
 * A fresh database for each test of the calling `describe`, with the sighting repositories on it.
 * The returned object is filled before each test.
 */
export function withSightingStores(dialect: DialectName): { database: TestDatabase; stores: SightingStores } {
  const state = {} as { database: TestDatabase; stores: SightingStores };
  beforeEach(async () => {
    state.database = await createTestDatabase(dialect);
    state.stores = sightingStores(state.database.handle);
  });
  afterEach(() => state.database.destroy());
  return state;
}

/** Every sighting not deleted, read page by page as an export reads them. */
export async function everySighting(bulk: BulkSightingRepository): Promise<Sighting[]> {
  const all: Sighting[] = [];
  for await (const page of bulk.allNotDeleted(7)) all.push(...page);
  return all;
}
