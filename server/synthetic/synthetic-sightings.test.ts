import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALTITUDE_OPTIONS,
  DISTANCE_OPTIONS,
  FEATURE_OPTIONS,
  FLIGHT_PATH_OPTIONS,
  SHAPE_OPTIONS,
  SUGGESTED_TAGS,
} from '../../common/vocabulary/report-options.ts';
import { sightingSchema } from '../../common/schemas/sighting.ts';
import { splitMultiValue } from '../../common/display/text.ts';
import { openCopyConnections } from '../db/copy-connections.ts';
import { loadCities } from '../geodata/cities.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { SeededRandom, seedFromText } from './random.ts';
import { seedSynthetic } from './seed-synthetic.ts';
import { SYNTHETIC_SOURCE, SyntheticSightings, type SyntheticSighting } from './synthetic-sightings.ts';
import { WeightedSampler } from './weighted-sampler.ts';

const UNTIL = new Date('2025-06-01T00:00:00.000Z');
const cities = loadCities();

function generate(count: number, seed = 42): SyntheticSighting[] {
  const generator = new SyntheticSightings({ seed, until: UNTIL, cities });
  return Array.from({ length: count }, (_, index) => generator.next(index));
}

describe('synthetic sightings', () => {
  const sample = generate(3000);
  const sightings = sample.map((entry) => entry.sighting);
  const share = (test: (entry: SyntheticSighting) => boolean) => sample.filter(test).length / sample.length;

  it('repeats exactly for the same seed and differs for another', () => {
    expect(generate(200)).toEqual(sample.slice(0, 200));
    expect(generate(200, 43).map((entry) => entry.sighting.id)).not.toEqual(sightings.slice(0, 200).map((s) => s.id));
  });

  it('makes valid sightings of the API schema, clearly marked as synthetic', () => {
    const problems = sightings.flatMap(
      (sighting) =>
        // As stored alone: an event of one, named by its own id.
        sightingSchema.safeParse({ ...sighting, media: [], point: null, eventId: sighting.id, eventSize: 1 }).error
          ?.issues ?? [],
    );
    expect(problems).toEqual([]);
    expect(sightings.filter((sighting) => sighting.source !== SYNTHETIC_SOURCE)).toEqual([]);
    expect(sightings.filter((sighting) => !/^[0-9a-z]{8}$/.test(sighting.id))).toEqual([]);
    expect(new Set(sightings.map((sighting) => sighting.importKey)).size).toBe(sightings.length);
  });

  it('uses only the listed values for shapes, features, flight paths, altitude, distance and tags', () => {
    const allowed: Array<[readonly string[], (sighting: NewSighting) => ReadonlyArray<string | null>]> = [
      [SHAPE_OPTIONS, (sighting) => [sighting.shape]],
      [FEATURE_OPTIONS, (sighting) => [sighting.features]],
      [FLIGHT_PATH_OPTIONS, (sighting) => [sighting.flightPath]],
      [ALTITUDE_OPTIONS, (sighting) => [sighting.altitude]],
      [DISTANCE_OPTIONS, (sighting) => [sighting.distance]],
      [SUGGESTED_TAGS, (sighting) => sighting.tags],
    ];
    for (const [list, valuesOf] of allowed) {
      const values = new Set(sightings.flatMap(valuesOf).flatMap((value) => splitMultiValue(value)));
      expect([...values].filter((value) => !list.includes(value))).toEqual([]);
    }
  });

  it('places sightings near real places and dates them between 1940 and the end date, mostly recent', () => {
    const misplaced = sightings.filter(
      (sighting) =>
        !sighting.city ||
        !sighting.locationName!.startsWith(sighting.city) ||
        sighting.occurred < '1940-01-01T00:00:00.000Z' ||
        sighting.occurred > sighting.submitted ||
        sighting.submitted > UNTIL.toISOString() ||
        sighting.daysBetweenOccurrenceAndSubmission < 0,
    );
    expect(misplaced).toEqual([]);
    const since2000 = share((entry) => entry.sighting.occurred >= '2000');
    expect(since2000).toBeGreaterThan(0.6);
    expect(share((entry) => entry.sighting.occurred < '1970')).toBeGreaterThan(0.01);
    expect(share((entry) => entry.sighting.iso2CountryCode === 'US')).toBeGreaterThan(0.3);
  });

  it('marks about 3% pending and about 10% with media', () => {
    expect(share((entry) => entry.sighting.status === 'PENDING' && !entry.sighting.approved)).toBeCloseTo(0.03, 1);
    expect(share((entry) => entry.mediaCount > 0)).toBeCloseTo(0.1, 1);
    expect(sample.every((entry) => entry.sighting.status === (entry.sighting.approved ? 'APPROVED' : 'PENDING'))).toBe(
      true,
    );
  });

  it('writes varied, readable texts with no unfilled words', () => {
    expect(new Set(sightings.map((sighting) => sighting.summary)).size).toBeGreaterThan(2700);
    const badSummaries = sightings
      .map((sighting) => sighting.summary!)
      .filter((summary) => summary.length > 200 || !/^[A-Z]/.test(summary));
    expect(badSummaries).toEqual([]);
    const badDescriptions = sightings
      .map((sighting) => sighting.detailedDescription!)
      .filter((text) => /[{}]|undefined|\ba [aeiou]/i.test(text) || text.length < 150);
    expect(badDescriptions).toEqual([]);
  });
});

describe('seeded random helpers', () => {
  it('draws weighted items in proportion to their weights', () => {
    const random = new SeededRandom(1);
    const sampler = new WeightedSampler(
      ['rare', 'never', 'common'],
      (item) => ({ rare: 1, never: 0, common: 9 })[item]!,
    );
    const draws = Array.from({ length: 10_000 }, () => sampler.sample(random));
    expect(draws.filter((item) => item === 'never')).toHaveLength(0);
    expect(draws.filter((item) => item === 'common').length / draws.length).toBeCloseTo(0.9, 1);
  });

  it('turns numeric and text seeds into 32-bit seeds', () => {
    expect(seedFromText('7')).toBe(7);
    expect(seedFromText('benchmark')).toBe(seedFromText('benchmark'));
    expect(seedFromText('benchmark')).not.toBe(seedFromText('benchmarks'));
  });
});

describe.each(testDialects())('seeding synthetic sightings on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  // On PostgreSQL also as a load stores them: COPY batches on two connections of its own at once.
  const ways = dialect === 'postgres' ? [false, true] : [false];
  it.each(ways)(
    'stores the rows in batches, and the same seed again adds only what is new (COPY: %s)',
    async (copy) => {
      const sightings = sightingStores(database.handle);
      const { bulk } = sightings;
      const connections = copy ? await openCopyConnections(database.handle.connectionString!, 2) : null;
      const options = { seed: 5, until: UNTIL, bulk, batchSize: 150, copyConnections: connections?.connections };
      const seed = (count: number) => seedSynthetic({ ...options, count });
      const [first, second] = await seed(400)
        .then(async (stored) => [stored, await seed(500)] as const)
        .finally(() => connections?.close());
      expect(first).toMatchObject({ generated: 400, added: 400 });
      expect(second).toMatchObject({ generated: 500, added: 100 });

      const expected = generate(500, 5);
      const publicCount = expected.filter((entry) => entry.sighting.approved).length;
      expect(await sightings.publicReads.count()).toBe(publicCount);
      const withMedia = await database.handle.db
        .selectFrom('sightings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('media_count', '>', 0)
        .executeTakeFirstOrThrow();
      expect(Number(withMedia.count)).toBe(expected.filter((entry) => entry.mediaCount > 0).length);
      const stored = await sightings.staff.findLiveById(expected[0]!.sighting.id);
      expect(stored).toMatchObject({
        summary: expected[0]!.sighting.summary,
        tags: expected[0]!.sighting.tags,
        media: [],
      });
    },
  );
});
