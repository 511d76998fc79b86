import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../../../common/schemas/search.ts';
import type { Services } from '../../services.ts';
import { testServices } from '../../test/build-test-app.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/test-database.ts';

describe.each(testDialects())('searching by source on %s', (dialect) => {
  let database: TestDatabase;
  let services: Services;
  const sources = ['NUFORC', 'MUFON', 'NUFORC', 'MUFON', 'MUFON'];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = testServices(database);
    await services.bulkSightings.insertMany(
      sources.map((source, index) =>
        makeSighting({
          source,
          summary: `Orange light number ${index}`,
          occurred: `2020-01-0${index + 1}T20:00:00.000Z`,
        }),
      ),
    );
  });
  afterAll(() => database.destroy());

  const search = (request: Record<string, unknown>) =>
    services.sightings.search(searchRequestSchema.parse({ fromDate: '2019-01-01', toDate: '2021-01-01', ...request }));

  it('lists only the sightings of the source asked for, and counts them', async () => {
    const mufon = await search({ term: 'orange', source: 'MUFON' });
    expect(mufon.totalElements).toBe(3);
    expect(mufon.content.every((sighting) => sighting.source === 'MUFON')).toBe(true);
    expect((await search({ term: 'orange' })).totalElements).toBe(5);
    expect((await search({ term: 'orange', source: 'NUFORC' })).totalElements).toBe(2);
    expect((await search({ term: '"light number"', source: 'NUFORC' })).totalElements).toBe(2);
    expect((await search({ term: 'orange', source: 'UFOCAT' })).totalElements).toBe(0);
  });

  it('refuses a blank source', () => {
    expect(searchRequestSchema.safeParse({ term: 'orange', source: '  ' }).error?.issues[0]?.message).toBe(
      'source must not be blank.',
    );
  });
});
