import { describe, expect, it } from 'vitest';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { testDialects } from '../../test/test-database.ts';
import { localDaysCriteria } from '../query-rules.ts';
import { preferredTimelineKey } from '../timeline/timeline-key.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';
import type { SearchCriteria } from './key-search.ts';

/** Tokyo (UTC+9), London (UTC+0 in winter) and Honolulu (UTC−10): one evening each, 20:00 on their clocks. */
const places = [
  { id: 'tokyo001', timeZone: 'Asia/Tokyo', occurred: '2023-01-10T11:00:00.000Z' },
  { id: 'london01', timeZone: 'Europe/London', occurred: '2023-01-10T20:00:00.000Z' },
  { id: 'honolulu', timeZone: 'Pacific/Honolulu', occurred: '2023-01-11T06:00:00.000Z' },
  // 07:00 on the 11th in Tokyo, 22:00 on the 10th in UTC.
  { id: 'tokyo002', timeZone: 'Asia/Tokyo', occurred: '2023-01-10T22:00:00.000Z' },
  // 14:00 on the 9th in Honolulu, the 10th in UTC.
  { id: 'honolul2', timeZone: 'Pacific/Honolulu', occurred: '2023-01-10T00:00:00.000Z' },
];
const sightings = places.map(({ id, timeZone, occurred }) =>
  makeSighting({ id, timeZone, occurred, summary: `Red lights seen from ${id}`, tags: [] }),
);
const keyOf = new Map(sightings.map((sighting) => [preferredTimelineKey(sighting.occurred, sighting.id), sighting.id]));

/** Forgets every match: the search takes its SQL path, as for a match too large to remember. */
class ForgetfulMemo extends VersionedCache {
  override matchKeys(): Promise<Float64Array | null> {
    return Promise.resolve(null);
  }
}

describe.each(testDialects())('a search by days on each place’s calendar, on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);
  const criteria = (term: string, offset = 0, limit = 10): SearchCriteria => ({
    term,
    ...localDaysCriteria({ from: '2023-01-10', to: '2023-01-10' }),
    hasMedia: false,
    excludeExplained: false,
    offset,
    limit,
  });

  it('finds the evening of the 10th in every zone, from remembered keys and from SQL, page by page', async () => {
    const { database, services } = setup;
    const { db } = database.handle;
    for (const memo of [new VersionedCache(db), new ForgetfulMemo(db)]) {
      const search = services.sightingEngine.createSearch(db, memo);
      for (const term of ['red', '"red lights"']) {
        const whole = await search.search(criteria(term));
        expect(
          whole.keys.map((key) => keyOf.get(key)),
          `${term}`,
        ).toEqual(['honolulu', 'london01', 'tokyo001']);
        expect(whole.total).toBe(3);
        const paged = [0, 1, 2].flatMap(async (offset) => (await search.search(criteria(term, offset, 1))).keys);
        expect((await Promise.all(paged)).flat()).toEqual(whole.keys);
        expect(await search.keys(criteria(term))).toEqual(whole.keys);
      }
    }
  });
});
