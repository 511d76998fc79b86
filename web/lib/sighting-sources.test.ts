import { describe, expect, it } from 'vitest';
import { sourceOptions } from './sighting-sources.ts';

const COUNTS = [
  { source: 'NUFORC', count: 80_123 },
  { source: 'MUFON case export', count: 12 },
];

describe('the Source select options', () => {
  it('lists each source with its count when there is more than one', () => {
    expect(sourceOptions(COUNTS, undefined)).toEqual([
      ['NUFORC', 'NUFORC (80,123)'],
      ['MUFON case export', 'MUFON case export (12)'],
    ]);
  });

  it('offers nothing to choose from one source or none, unless one is chosen already', () => {
    expect(sourceOptions([COUNTS[0]!], undefined)).toEqual([]);
    expect(sourceOptions(undefined, undefined)).toEqual([]);
    expect(sourceOptions([COUNTS[0]!], 'NUFORC')).toEqual([['NUFORC', 'NUFORC (80,123)']]);
    expect(sourceOptions(undefined, 'Old catalogue')).toEqual([['Old catalogue', 'Old catalogue']]);
  });
});
