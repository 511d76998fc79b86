import { describe, expect, it } from 'vitest';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { foundIds, searchCriteria } from '../../test/search-criteria.ts';
import { testDialects } from '../../test/test-database.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';

const sightings = [
  makeSighting({ id: 'balloon1', summary: 'A red light, surely a balloon', detailedDescription: null }),
  makeSighting({ id: 'planet01', summary: 'A red light low in the west, a planet', detailedDescription: null }),
  makeSighting({ id: 'disc0001', summary: 'A silver disc with a red light', detailedDescription: null }),
];

/** Forgets every match: the search takes its SQL path, as for a match too large to remember. */
class ForgetfulMemo extends VersionedCache {
  override matchKeys(): Promise<Float64Array | null> {
    return Promise.resolve(null);
  }
}

describe.each(testDialects())('words left out of a search on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);
  const found = (term: string) => foundIds(setup.services.publicSightings, term);

  it('leaves out sightings holding a word written with a leading minus', async () => {
    expect(await found('red light')).toEqual(['balloon1', 'disc0001', 'planet01']);
    expect(await found('red light -balloon')).toEqual(['disc0001', 'planet01']);
    expect(await found('-balloon -PLANET red light')).toEqual(['disc0001']);
    // A minus inside a word is part of it, not a word left out.
    expect(await found('red-light')).toEqual(['balloon1', 'disc0001', 'planet01']);
  });

  it('finds nothing when every word is left out, and the same from SQL as from remembered keys', async () => {
    const { database, services } = setup;
    expect(await services.publicSightings.search(searchCriteria('-balloon'))).toMatchObject({ total: 0 });
    const bySql = services.sightingEngine.createSearch(database.handle.db, new ForgetfulMemo(database.handle.db));
    expect(await bySql.search(searchCriteria('red lig -balloon -planet'))).toMatchObject({ total: 1 });
    expect(await bySql.search(searchCriteria('red lig'))).toMatchObject({ total: 3 });
  });
});
