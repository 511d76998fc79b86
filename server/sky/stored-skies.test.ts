import { describe, expect, it } from 'vitest';
import { skySchema } from '../../common/schemas/sky.ts';
import type { SearchCriteria } from '../sightings/search/key-search.ts';
import { VersionedCache } from '../sightings/timeline/versioned-cache.ts';
import { testServices } from '../test/build-test-app.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { withStoredSightings } from '../test/stored-sightings.ts';
import { testDialects } from '../test/test-database.ts';
import { fillMissingSkies } from './fill-skies.ts';
import { venusEveningSighting } from './testing/sky-reports.ts';

const venusEvening = venusEveningSighting();
// The same river and words, but three lights racing past at noon: nothing in the sky explains it.
const racingLights = makeSighting({
  id: 'racing01',
  summary: 'Three lights raced over the river',
  detailedDescription: 'Three lights in a row crossed the whole sky in seconds.',
  latitude: 39.95,
  longitude: -75.17,
  occurred: '2020-04-28T16:00:00.000Z',
  duration: '00:00:10',
  shape: 'Triangle',
  flightPath: 'Straight Line',
});
const nowhere = makeSighting({ id: 'nowhere1', latitude: null, longitude: null, summary: 'A light over the river' });

/** Forgets every match: the search takes its SQL path, as for a match too large to remember. */
class ForgetfulMemo extends VersionedCache {
  override matchKeys(): Promise<Float64Array | null> {
    return Promise.resolve(null);
  }
}

describe.each(testDialects())('stored skies on %s', (dialect) => {
  const setup = withStoredSightings(dialect, [venusEvening, nowhere, racingLights]);

  const criteria = (excludeExplained: boolean): SearchCriteria => ({
    term: 'river',
    fromInstant: '2000-01-01T00:00:00.000Z',
    toInstantExclusive: '2030-01-01T00:00:00.000Z',
    hasMedia: false,
    excludeExplained,
    offset: 0,
    limit: 10,
  });
  const ids = (page: { sightings: Array<{ id: string }> }) => page.sightings.map((sighting) => sighting.id).sort();

  it('the background pass stores every missing sky once, and a second pass finds none missing', async () => {
    const { services } = setup;
    const progress: number[] = [];
    const first = await fillMissingSkies(services.sightingSkies, (step) => progress.push(step.done));
    expect(first).toMatchObject({ total: 2, done: 2, explained: 1 });
    expect(progress.at(-1)).toBe(2);
    const venus = await services.sightingSkies.findJson('venus001', { includePending: false });
    const sky = skySchema.parse(JSON.parse(venus!));
    expect(sky.candidates.find((candidate) => candidate.name === 'Venus')?.likely).toBe(true);
    expect(await fillMissingSkies(services.sightingSkies)).toMatchObject({ total: 0, done: 0 });
  });

  it('goes on past batches that need no sky (no place, or one stored already)', async () => {
    const { services } = setup;
    await services.sightingSkies.forgetAll();
    // One sighting a batch: the one without a place makes a batch with nothing to do, mid-pass.
    const done = await fillMissingSkies(services.sightingSkies, () => {}, 1);
    expect(done).toMatchObject({ total: 2, done: 2 });
    expect(await fillMissingSkies(services.sightingSkies, () => {}, 1)).toMatchObject({ total: 0, done: 0 });
  });

  it('works every sky out again once the stored ones are forgotten', async () => {
    const { services } = setup;
    await fillMissingSkies(services.sightingSkies);
    expect(await services.sightingSkies.forgetAll()).toBe(2);
    expect(await services.sightingSkies.findJson('venus001', { includePending: false })).toBeNull();
    expect(await fillMissingSkies(services.sightingSkies)).toMatchObject({ total: 2, done: 2, explained: 1 });
  });

  it('answers a stored sky as it was worked out, and stores one on first read', async () => {
    const { services } = setup;
    expect(await services.sightingSkies.findJson('racing01', { includePending: false })).toBeNull();
    const computed = await services.sky.ofSighting('racing01', { isStaff: false });
    expect(await services.sightingSkies.findJson('racing01', { includePending: false })).toBe(JSON.stringify(computed));
    expect(await services.sky.ofSighting('racing01', { isStaff: false })).toEqual(computed);
  });

  it('leaves explained sightings out of a search on request, from remembered keys and from SQL alike', async () => {
    const { database, services } = setup;
    await fillMissingSkies(services.sightingSkies);
    const fresh = testServices(database);
    expect(ids(await fresh.publicSightings.search(criteria(false)))).toEqual(['nowhere1', 'racing01', 'venus001']);
    // A sighting without a place has no sky, so nothing explains it.
    const filtered = await fresh.publicSightings.search(criteria(true));
    expect(ids(filtered)).toEqual(['nowhere1', 'racing01']);
    expect(filtered.total).toBe(2);
    const bySql = fresh.sightingEngine.createSearch(database.handle.db, new ForgetfulMemo(database.handle.db));
    expect(await bySql.search(criteria(true))).toMatchObject({ total: 2 });
    expect(await bySql.search(criteria(false))).toMatchObject({ total: 3 });
  });

  it('works the sky out again when staff edit the place or time', async () => {
    const { services } = setup;
    await fillMissingSkies(services.sightingSkies);
    const before = await services.sightingSkies.findJson('venus001', { includePending: false });
    await services.staffSightings.update('venus001', {
      ...venusEvening,
      occurred: '2020-04-28T16:00:00.000Z',
      media: [],
    });
    expect(await services.sightingSkies.findJson('venus001', { includePending: false })).toBeNull();
    const sighting = await services.staffSightings.findLiveById('venus001');
    await services.sky.refresh(sighting!);
    const after = await services.sightingSkies.findJson('venus001', { includePending: false });
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });
});
