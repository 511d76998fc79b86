import { describe, expect, it } from 'vitest';
import { pageOfKeys } from './key-search.ts';

describe('a page of remembered match keys', () => {
  const keys = Float64Array.from([-50, -10, 0, 10, 20, 30, 40, 50]);

  it('counts the keys in [from, to) and pages them newest first', () => {
    expect(pageOfKeys(keys, -10, 40, { offset: 0, limit: 2 })).toEqual({ keys: [30, 20], total: 5 });
    expect(pageOfKeys(keys, -10, 40, { offset: 2, limit: 2 })).toEqual({ keys: [10, 0], total: 5 });
    expect(pageOfKeys(keys, -10, 40, { offset: 4, limit: 2 })).toEqual({ keys: [-10], total: 5 });
  });

  it('answers an empty page past the end, and nothing for a range without keys', () => {
    expect(pageOfKeys(keys, -10, 40, { offset: 6, limit: 2 })).toEqual({ keys: [], total: 5 });
    expect(pageOfKeys(keys, 11, 19, { offset: 0, limit: 10 })).toEqual({ keys: [], total: 0 });
    expect(pageOfKeys(new Float64Array(), 0, 100, { offset: 0, limit: 10 })).toEqual({ keys: [], total: 0 });
  });

  it('takes the range bounds between keys and beyond both ends', () => {
    expect(pageOfKeys(keys, -1000, 1000, { offset: 0, limit: 3 })).toEqual({ keys: [50, 40, 30], total: 8 });
    expect(pageOfKeys(keys, 15, 45, { offset: 0, limit: 10 })).toEqual({ keys: [40, 30, 20], total: 3 });
  });
});
