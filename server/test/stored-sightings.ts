import { afterEach, beforeEach } from 'vitest';
import type { DialectName } from '../db/dialect.ts';
import type { Services } from '../services.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { testServices } from './build-test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * A fresh database for each test of the calling `describe`, with the services on it and these sightings
 * stored. The returned object is filled before each test.
 */
export function withStoredSightings(
  dialect: DialectName,
  sightings: readonly NewSighting[],
): { database: TestDatabase; services: Services } {
  const state = {} as { database: TestDatabase; services: Services };
  beforeEach(async () => {
    state.database = await createTestDatabase(dialect);
    state.services = testServices(state.database);
    await state.services.bulkSightings.insertMany(sightings);
  });
  afterEach(() => state.database.destroy());
  return state;
}
