import { describe, expect, it } from 'vitest';
import { makeSighting } from '../../test/sighting-factory.ts';
import { withStoredSightings } from '../../test/stored-sightings.ts';
import { foundIds, searchCriteria } from '../../test/search-criteria.ts';
import { testDialects } from '../../test/test-database.ts';
import type { SearchCriteria } from './key-search.ts';
import { VersionedCache } from '../timeline/versioned-cache.ts';
import { holdsPhrases, MAX_PHRASE_CANDIDATES, PhraseSearch, PhraseTooCommonError } from './phrase-search.ts';
import { queryTerm } from './search-words.ts';

const sightings = [
  makeSighting({ id: 'green001', summary: 'A green light hovered', detailedDescription: null }),
  makeSighting({ id: 'green002', summary: 'Light beams, then green orbs', detailedDescription: null }),
  makeSighting({ id: 'green003', summary: 'The light was green', detailedDescription: 'Then a green-light flash.' }),
  makeSighting({ id: 'vegas001', summary: 'Orb over the Strip', detailedDescription: null, city: 'Las Vegas' }),
  makeSighting({ id: 'balloon1', summary: 'A green light, a weather balloon', detailedDescription: null }),
];

describe('holdsPhrases', () => {
  it('wants the words one after another inside one text, whatever lies between them', () => {
    const term = queryTerm('"green light"');
    expect(holdsPhrases(['Green, LIGHT!'], term)).toBe(true);
    expect(holdsPhrases(['light green'], term)).toBe(false);
    expect(holdsPhrases(['the green', 'light'], term)).toBe(false);
    expect(holdsPhrases(['a gréen light'], term)).toBe(true);
  });
});

describe('quoted phrases in a term', () => {
  it('keeps the words of a phrase among the words and the phrase apart', () => {
    expect(queryTerm('orb "green light" -"weather balloon" -"plane"')).toEqual({
      words: ['orb', 'green', 'light'],
      excluded: ['plane'],
      phrases: [['green', 'light']],
      excludedPhrases: [['weather', 'balloon']],
    });
  });

  it('reads quotes around one word, and an unclosed quote, as plain words', () => {
    expect(queryTerm('"lights" "green lig')).toMatchObject({ words: ['lights', 'green', 'lig'], phrases: [] });
  });
});

describe.each(testDialects())('searching for a quoted phrase on %s', (dialect) => {
  const setup = withStoredSightings(dialect, sightings);
  const found = (term: string, change?: Partial<SearchCriteria>) =>
    foundIds(setup.services.publicSightings, term, change);

  it('finds only sightings holding the words in a row, in any field', async () => {
    expect(await found('green light')).toEqual(['balloon1', 'green001', 'green002', 'green003']);
    expect(await found('"green light"')).toEqual(['balloon1', 'green001', 'green003']);
    expect(await found('"LAS VEGAS" orb')).toEqual(['vegas001']);
    expect(await found('"green light" -"weather balloon"')).toEqual(['green001', 'green003']);
  });

  it('pages and counts the phrase matches of the date range', async () => {
    const { publicSightings } = setup.services;
    const first = await publicSightings.search(searchCriteria('"green light"', { limit: 2 }));
    const second = await publicSightings.search(searchCriteria('"green light"', { limit: 2, offset: 2 }));
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    const paged = [...first.sightings, ...second.sightings].map((sighting) => sighting.id);
    expect(paged.sort()).toEqual(await found('"green light"'));
    const beforeAll = searchCriteria('"green light"', { toInstantExclusive: '1900-01-02T00:00:00.000Z' });
    expect(await publicSightings.search(beforeAll)).toEqual({ sightings: [], total: 0 });
  });

  it('refuses a phrase whose words are in too many sightings to check', async () => {
    const { database, services } = setup;
    const db = database.handle.db;
    const memo = new VersionedCache(db);
    const words = services.sightingEngine.createSearch(db, memo);
    const manyCandidates = { ...words, search: words.search.bind(words) };
    manyCandidates.keysInRange = () => Promise.resolve(new Float64Array(MAX_PHRASE_CANDIDATES + 1));
    const phrases = new PhraseSearch(manyCandidates, db, services.sightingEngine, memo);
    await expect(phrases.search(searchCriteria('"green light"'))).rejects.toBeInstanceOf(PhraseTooCommonError);
    expect(await phrases.search(searchCriteria('green light'))).toMatchObject({ total: 4 });
  });
});
