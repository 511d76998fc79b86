import { describe, expect, it } from 'vitest';
import { scoreLikeness, textSimilarity, trigrams } from './duplicate-scores.ts';

const similarity = (first: string, second: string) => textSimilarity(trigrams(first), trigrams(second));

describe('duplicate scores', () => {
  it('finds a resent text near-identical and two witnesses\u2019 own words unlike', () => {
    const sent = 'Three orange lights in a triangle hovered over the lake, then shot north without a sound.';
    expect(similarity(sent, sent)).toBe(1);
    expect(similarity(sent, `${sent.toUpperCase()}!!`)).toBe(1);
    expect(similarity(sent, sent.replace('north', 'west'))).toBeGreaterThan(0.8);
    expect(
      similarity(sent, 'My wife and I saw a big bright disc above the highway for about ten minutes.'),
    ).toBeLessThan(0.3);
    expect(similarity('', sent)).toBe(0);
  });

  it('is sure of the same photo, fairly sure of the same place, time and words, unsure of place and time alone', () => {
    const same = { distanceKm: 0, minutesApart: 0, textSimilarity: 1, photoBitsApart: 0 };
    expect(scoreLikeness(same)).toEqual({ confidence: 1, matched: ['place-time', 'text', 'photo'] });
    expect(scoreLikeness({ ...same, photoBitsApart: null })).toEqual({
      confidence: 0.96,
      matched: ['place-time', 'text'],
    });
    expect(scoreLikeness({ ...same, textSimilarity: 0.1, photoBitsApart: null })).toEqual({
      confidence: 0.6,
      matched: ['place-time'],
    });
    // Another witness 3 km away and 20 minutes later, in their own words: not marked.
    const witness = scoreLikeness({ distanceKm: 3, minutesApart: 20, textSimilarity: 0.2, photoBitsApart: null });
    expect(witness.matched).toEqual([]);
    expect(witness.confidence).toBeLessThan(0.5);
    // The same photo sent from elsewhere, a day later.
    expect(scoreLikeness({ distanceKm: null, minutesApart: 1440, textSimilarity: 0, photoBitsApart: 3 })).toEqual({
      confidence: 0.81,
      matched: ['photo'],
    });
  });
});
