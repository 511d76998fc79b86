import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { flaggedSightingPageSchema } from '../../common/schemas/sighting-flags.ts';
import { buildTestApp, testServices, type TestApp } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { addStaff, bearer, storeToken } from '../test/staff-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { SightingFlagsRepository } from './sighting-flags-repository.ts';

describe.each(testDialects())('flagged imports for staff on %s', (dialect) => {
  let test: TestApp;
  let moderator = '';
  const read = (page: number, size: number, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: `${API_BASE}/administration/flagged-sightings/${page}/${size}`, headers });

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    const { handle } = test.database;
    moderator = await storeToken(handle, (await addStaff(handle, { role: 'moderator' })).seq);
  });
  afterAll(() => test?.close());

  it('lists flagged sightings newest first, once each however often they are flagged', async () => {
    const sightings = ['far-1', 'far-2'].map((importKey) => ({ ...makeSighting(), importKey }));
    await testServices(test.database).bulkSightings.insertMany(sightings);
    const flags = new SightingFlagsRepository(test.database.handle.db);
    await flags.record(
      [{ importKey: 'far-1', reason: '51.5, -0.1 is 9,671 km from Cape Town, South Africa' }],
      '2026-01-01T00:00:00.000Z',
    );
    await flags.record(
      [
        { importKey: 'far-2', reason: 'second' },
        { importKey: 'far-1', reason: 'again' },
      ],
      '2026-01-02T00:00:00.000Z',
    );

    const response = await read(0, 10, bearer(moderator));
    expect(response.statusCode).toBe(200);
    const page = flaggedSightingPageSchema.parse(response.json());
    expect(page.totalElements).toBe(2);
    expect(page.content.map((entry) => [entry.sightingId, entry.reason])).toEqual([
      [sightings[1]!.id, 'second'],
      [sightings[0]!.id, '51.5, -0.1 is 9,671 km from Cape Town, South Africa'],
    ]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await read(0, 10)).statusCode).toBe(401);
  });
});
