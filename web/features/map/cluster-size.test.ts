import { describe, expect, it } from 'vitest';
import { clusterName, clusterSize, shortCount } from './cluster-size.ts';

describe('cluster sizes and labels', () => {
  it('sizes by count: one, 2–9, 10–99, 100–999 and 1000 up', () => {
    expect([1, 2, 9, 10, 99, 100, 999, 1000, 2_000_000].map(clusterSize)).toEqual([
      'one',
      'few',
      'few',
      'tens',
      'tens',
      'hundreds',
      'hundreds',
      'thousands',
      'thousands',
    ]);
  });
  it('shortens large counts without rounding them up', () => {
    expect([7, 999, 1000, 1204, 1999, 15_870, 999_999, 1_234_567].map(shortCount)).toEqual([
      '7',
      '999',
      '1k',
      '1.2k',
      '1.9k',
      '15k',
      '999k',
      '1.2M',
    ]);
  });
  it('names a cluster with its full count and what pressing it does', () => {
    expect(clusterName(1204, false)).toBe('1,204 sightings here; zoom in');
    expect(clusterName(1, true)).toBe('One sighting here; open it');
    expect(clusterName(1, false)).toBe('One sighting here; zoom in');
  });
});
