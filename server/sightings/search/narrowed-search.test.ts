import { describe, expect, it } from 'vitest';
import { searchRequestSchema, type SearchRequest } from '../../../common/schemas/search.ts';
import type { Services } from '../../services.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { testDialects } from '../../test/test-database.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';
import type { Narrowing } from './key-search.ts';

const SHAPES = ['Sphere', 'Triangle', 'Disk'];
const COUNTRIES = ['US', 'CA', 'GB', 'US', 'DE'];
const SOURCES = ['NUFORC', 'Skywatch', 'MUFON case export', 'NUFORC'];
const day = (index: number) => new Date(Date.UTC(2023, 0, 1, 22) + index * 86_400_000).toISOString();

// Each far from the others, so that each is an event of its own; one in seven is not public.
const sightings = Array.from({ length: 42 }, (_, index) =>
  makeSighting({
    summary:
      index % 4 === 0 ? `A red balloon drifting, number ${index}` : `Three white lights in a row, number ${index}`,
    detailedDescription: 'Seen from the porch.',
    tags: [],
    occurred: day(index),
    latitude: -40 + index * 2,
    longitude: -100 + index * 3,
    shape: SHAPES[index % SHAPES.length]!,
    iso2CountryCode: COUNTRIES[index % COUNTRIES.length]!,
    source: SOURCES[index % SOURCES.length]!,
    approved: index % 7 !== 3,
    status: index % 7 === 3 ? 'PENDING' : 'APPROVED',
  }),
);

const NARROWINGS: Narrowing[] = [
  { shape: 'Triangle' },
  { country: 'US' },
  { shape: 'Disk', country: 'US' },
  { source: 'NUFORC' },
  { source: 'MUFON case export', country: 'US' },
  { shape: 'Sphere', country: 'US', source: 'NUFORC' },
];
const RANGES = [
  { fromDate: '2023-01-01', toDate: '2023-12-31' },
  { fromDate: '2023-01-06', toDate: '2023-01-30' },
];

/** The ids the search must list, found by reading every stored sighting: newest first. */
function bruteForce(narrowing: Narrowing, range: { fromDate: string; toDate: string }): string[] {
  return sightings
    .filter((sighting) => sighting.approved && !sighting.summary?.includes('balloon'))
    .filter(
      (sighting) => sighting.occurred.slice(0, 10) >= range.fromDate && sighting.occurred.slice(0, 10) <= range.toDate,
    )
    .filter((sighting) => narrowing.shape === undefined || sighting.shape === narrowing.shape)
    .filter((sighting) => narrowing.country === undefined || sighting.iso2CountryCode === narrowing.country)
    .filter((sighting) => narrowing.source === undefined || sighting.source === narrowing.source)
    .sort((a, b) => b.occurred.localeCompare(a.occurred))
    .map((sighting) => sighting.id);
}

/** Every key the export of the request reads, in its batches, as ids. */
async function exportedIds(services: Services, request: SearchRequest): Promise<{ total: number; ids: string[] }> {
  const { total, batches } = await services.sightings.searchAllKeys(searchRequestSchema.parse(request), 4);
  const keys: number[] = [];
  for await (const batch of batches) keys.push(...batch);
  const found = await services.publicSightings.byKeys(keys);
  return { total, ids: found.map((sighting) => sighting.id) };
}

/** Forgets every match: the search takes its SQL path, as for a match too large to remember. */
class ForgetfulMemo extends VersionedCache {
  override matchKeys(): Promise<Float64Array | null> {
    return Promise.resolve(null);
  }
}

describe.each(testDialects())('searching for a shape, a country, a source or more than one on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);

  it('lists exactly the stored matches of the shape, country and source, with words or a phrase, a page or all', async () => {
    const { services } = setup;
    for (const term of ['lights', '"white lights"']) {
      for (const narrowing of NARROWINGS) {
        for (const range of RANGES) {
          const expected = bruteForce(narrowing, range);
          const label = `${term} ${JSON.stringify(narrowing)} ${range.fromDate}`;
          expect(expected.length, label).toBeGreaterThan(0);
          const request = { term, ...range, ...narrowing, size: 100 };
          const whole = await services.sightings.search(searchRequestSchema.parse(request));
          expect(
            whole.content.map((sighting) => sighting.id),
            label,
          ).toEqual(expected);
          expect(whole.totalElements, label).toBe(expected.length);
          const second = await services.sightings.search(searchRequestSchema.parse({ ...request, page: 1, size: 2 }));
          expect(
            second.content.map((sighting) => sighting.id),
            label,
          ).toEqual(expected.slice(2, 4));
          expect(second.totalElements, label).toBe(expected.length);
          const grouped = await services.sightings.search(
            searchRequestSchema.parse({ ...request, oneResultPerEvent: true }),
          );
          expect(
            grouped.content.map((sighting) => sighting.id),
            label,
          ).toEqual(expected);
          expect(await exportedIds(services, request), label).toEqual({ total: expected.length, ids: expected });
        }
      }
    }
  });

  it('finds the same keys from SQL as from the remembered match, and each narrowing apart', async () => {
    const { database, services } = setup;
    const { db } = database.handle;
    const remembering = services.sightingEngine.createSearch(db, new VersionedCache(db));
    const forgetful = services.sightingEngine.createSearch(db, new ForgetfulMemo(db));
    for (const narrowing of [{}, ...NARROWINGS]) {
      for (const range of RANGES) {
        const criteria = {
          term: 'lights',
          fromInstant: `${range.fromDate}T00:00:00.000Z`,
          toInstantExclusive: `${range.toDate}T23:59:59.999Z`,
          hasMedia: false,
          excludeExplained: false,
          ...narrowing,
          offset: 1,
          limit: 3,
        };
        const expected = bruteForce(narrowing, range);
        for (const search of [remembering, forgetful]) {
          const page = await search.search(criteria);
          const ids = (await services.publicSightings.byKeys(page.keys)).map((sighting) => sighting.id);
          expect({ ids, total: page.total }).toEqual({ ids: expected.slice(1, 4), total: expected.length });
        }
      }
    }
  });
});
