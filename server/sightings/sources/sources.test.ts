import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../../common/api/api-paths.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { testDialects } from '../../test/test-database.ts';

const SOURCES = ['NUFORC', 'MUFON case export', 'NUFORC', 'Skywatch', 'NUFORC', 'MUFON case export'];

describe.each(testDialects())('the list of sources on %s', (dialect) => {
  let test: TestApp;
  const sources = async () => (await test.app.inject({ url: `${API_BASE}${apiPaths.sightingSources}` })).json();

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    // The fourth is pending: a source counts only its public sightings.
    await sightingStores(test.database.handle).bulk.insertMany(
      SOURCES.map((source, index) =>
        makeSighting({
          source,
          approved: index !== 3,
          status: index === 3 ? 'PENDING' : 'APPROVED',
          latitude: 10 + index,
          longitude: 20 + index,
        }),
      ),
    );
  });
  afterAll(() => test?.close());

  it('lists each source of the public sightings with its count, the largest first', async () => {
    expect(await sources()).toEqual([
      { source: 'NUFORC', count: 3 },
      { source: 'MUFON case export', count: 2 },
    ]);
  });

  it('reads the list again once the data has changed', async () => {
    await sightingStores(test.database.handle).bulk.insertMany([
      makeSighting({ source: 'Skywatch', latitude: -5, longitude: -5 }),
      makeSighting({ source: null, latitude: -6, longitude: -6 }),
    ]);
    expect(await sources()).toEqual([
      { source: 'NUFORC', count: 3 },
      { source: 'MUFON case export', count: 2 },
      { source: 'Skywatch', count: 1 },
    ]);
  });
});
