import { describe, expect, it } from 'vitest';
import { createGazetteerLocator } from './gazetteer-locator.ts';

describe('placing a city by the offline gazetteer', () => {
  it('finds a city of a US state or a Canadian province', () => {
    const locate = createGazetteerLocator();
    expect(locate('Sedona', 'AZ', 'US')).toEqual({
      latitude: expect.closeTo(34.87, 1),
      longitude: expect.closeTo(-111.76, 1),
    });
    expect(locate('Toronto', 'ON', 'CA')?.latitude).toBeCloseTo(43.7, 1);
    expect(locate('Toronto', 'ON', null)?.latitude).toBeCloseTo(43.7, 1);
  });

  it('finds a city that reports name without its "City"', () => {
    const locate = createGazetteerLocator();
    expect(locate('New York', 'NY', 'US')?.latitude).toBeCloseTo(40.7, 1);
    expect(locate('Salt Lake', 'UT', 'US')?.latitude).toBeCloseTo(40.8, 1);
  });

  it('tells states apart from countries with the same code', () => {
    const locate = createGazetteerLocator();
    expect(locate('Bloomington', 'IN', 'US')?.longitude).toBeCloseTo(-86.5, 1); // Indiana, not India
    expect(locate('Vancouver', 'WA', 'US')?.latitude).toBeCloseTo(45.6, 1);
    expect(locate('Vancouver', 'BC', 'CA')?.latitude).toBeCloseTo(49.2, 1);
  });

  it('takes only an exact name in the right state, never a guess', () => {
    const locate = createGazetteerLocator();
    expect(locate('Lake', 'AZ', 'US')).toBeNull(); // the geocoder alone would answer Lake Havasu City
    expect(locate('Nowheresville', 'TX', 'US')).toBeNull();
    expect(locate('Phoenix', 'TX', 'US')).toBeNull(); // Phoenix is in Arizona
    expect(locate('Phoenix', '', null)).toBeNull(); // no state or country to check
    expect(locate('Phoenix', 'XX', 'US')).toBeNull();
    expect(locate('', 'AZ', 'US')).toBeNull();
  });

  it('answers a city it was asked before from its cache', () => {
    const locate = createGazetteerLocator();
    const first = locate('Flagstaff', 'AZ', 'US');
    expect(first).not.toBeNull();
    expect(locate('FLAGSTAFF', 'az', 'US')).toBe(first);
  });
});
