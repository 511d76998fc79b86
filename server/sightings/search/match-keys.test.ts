import { describe, expect, it } from 'vitest';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { testDialects } from '../../test/test-database.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';
import type { KeySearch, SearchCriteria } from './key-search.ts';

const hour = (index: number) => new Date(Date.UTC(2023, 0, 1) + index * 3_600_000).toISOString();
const sightings = Array.from({ length: 25 }, (_, index) =>
  makeSighting({
    summary: index % 5 === 0 ? `A red balloon, number ${index}` : `A red light, number ${index}`,
    tags: [],
    occurred: hour(index),
  }),
);

/** Forgets every match: the search takes its SQL path, as for a match too large to remember. */
class ForgetfulMemo extends VersionedCache {
  override matchKeys(): Promise<Float64Array | null> {
    return Promise.resolve(null);
  }
}

describe.each(testDialects())('reading every key a search matches, step by step, on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);
  const criteria = (term: string, limit: number, before?: number): SearchCriteria => ({
    term,
    fromInstant: hour(2),
    toInstantExclusive: hour(23),
    hasMedia: false,
    excludeExplained: false,
    offset: 0,
    limit,
    before,
  });

  /** Every key of the term's matches, read `step` at a time, each step below the last key of the one before. */
  async function keysInSteps(search: KeySearch, term: string, step: number): Promise<number[]> {
    const keys: number[] = [];
    let before: number | undefined;
    for (;;) {
      const batch = await search.keys(criteria(term, step, before));
      keys.push(...batch);
      if (batch.length < step) return keys;
      before = batch.at(-1);
    }
  }

  it('finds in steps what one page of the search finds, newest first, from remembered keys and from SQL', async () => {
    const { database, services } = setup;
    const { db } = database.handle;
    for (const search of [
      services.sightingEngine.createSearch(db, new VersionedCache(db)),
      services.sightingEngine.createSearch(db, new ForgetfulMemo(db)),
    ]) {
      for (const term of ['red', 'red -balloon']) {
        const whole = await search.search(criteria(term, 100));
        expect(whole.total).toBe(term === 'red' ? 21 : 17);
        for (const step of [1, 4, 7, 100]) {
          expect(await keysInSteps(search, term, step), `${term} by ${step}`).toEqual(whole.keys);
        }
      }
      expect(await search.keys(criteria('nothing here', 10))).toEqual([]);
    }
  });
});
