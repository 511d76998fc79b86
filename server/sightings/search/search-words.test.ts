import { describe, expect, it } from 'vitest';
import { postgresTextQuery, queryTerm, searchDocument, searchWords, sqliteFallbackQuery } from './search-words.ts';

describe('search words', () => {
  it('splits plain and accented text the same way', () => {
    expect(searchWords('Three ORANGE lights, 2 minutes!')).toEqual(['three', 'orange', 'lights', '2', 'minutes']);
    expect(searchWords('Crépuscule à Zürich — ÉTÉ')).toEqual(['crepuscule', 'a', 'zurich', 'ete']);
    expect(searchWords('日本 UFO')).toEqual(['日本', 'ufo']);
    expect(searchWords('"*" AND ( ) :^')).toEqual(['and']);
  });

  it('builds one document from every searchable field', () => {
    const document = searchDocument({
      summary: 'A disc',
      detailedDescription: null,
      locationName: 'Roswell, New Mexico',
      city: 'Roswell',
      region: null,
      country: 'United States',
      shape: 'Disc',
      tags: ['crash', 'debris'],
    });
    expect(document).toBe('a disc roswell new mexico united states crash debris');
  });

  it('turns a term into safe PostgreSQL query syntax', () => {
    expect(postgresTextQuery('Orange lig')).toBe('orange & lig:*');
    expect(postgresTextQuery('"***"')).toBeNull();
    expect(postgresTextQuery('a:* | b')).toBe('a & b:*');
  });

  it('reads a leading minus as a word to leave out, and a minus inside a word as part of it', () => {
    expect(queryTerm('red light -balloon -Planet')).toMatchObject({
      words: ['red', 'light'],
      excluded: ['balloon', 'planet'],
    });
    expect(queryTerm('x-ray -')).toMatchObject({ words: ['x', 'ray'], excluded: [] });
    expect(queryTerm('-balloon')).toMatchObject({ words: [], excluded: [] });
    expect(postgresTextQuery('red lig -balloon')).toBe('red & lig:* & !balloon');
    expect(sqliteFallbackQuery('lights -Ͱᦰ -balloon')).toBe('("lights"*) NOT "balloon"');
  });

  it('splits words finely for SQLite when its tokenizer splits a word ours keeps whole', () => {
    expect(sqliteFallbackQuery('Ͱᦰaa lights')).toBe('"ͱ" "ᦰ" "aa" "lights"*');
    expect(sqliteFallbackQuery('"***"')).toBeNull();
  });
});
