import { describe, expect, it } from 'vitest';
import { createGazetteerLocator, type GazetteerAnswer } from './gazetteer-locator.ts';

const latitudeOf = (answer: GazetteerAnswer) => ('coordinates' in answer ? answer.coordinates.latitude : null);
const longitudeOf = (answer: GazetteerAnswer) => ('coordinates' in answer ? answer.coordinates.longitude : null);

describe('placing a city by the offline gazetteer', () => {
  it('finds a city of a US state or a Canadian province', () => {
    const locate = createGazetteerLocator();
    expect(locate('Sedona', 'AZ', 'US')).toEqual({
      coordinates: { latitude: expect.closeTo(34.87, 1), longitude: expect.closeTo(-111.76, 1) },
    });
    expect(latitudeOf(locate('Toronto', 'ON', 'CA'))).toBeCloseTo(43.7, 1);
    expect(latitudeOf(locate('Toronto', 'ON', null))).toBeCloseTo(43.7, 1);
  });

  it('finds a city that reports name without its "City"', () => {
    const locate = createGazetteerLocator();
    expect(latitudeOf(locate('New York', 'NY', 'US'))).toBeCloseTo(40.7, 1);
    expect(latitudeOf(locate('Salt Lake', 'UT', 'US'))).toBeCloseTo(40.8, 1);
  });

  it('tells states apart from countries with the same code', () => {
    const locate = createGazetteerLocator();
    expect(longitudeOf(locate('Bloomington', 'IN', 'US'))).toBeCloseTo(-86.5, 1); // Indiana, not India
    expect(latitudeOf(locate('Vancouver', 'WA', 'US'))).toBeCloseTo(45.6, 1);
    expect(latitudeOf(locate('Vancouver', 'BC', 'CA'))).toBeCloseTo(49.2, 1);
  });

  it('finds a city of a country without a state when the country has one place of that name', () => {
    const locate = createGazetteerLocator();
    expect(locate('Fukuoka', '', 'JP')).toEqual({
      coordinates: { latitude: expect.closeTo(33.6, 1), longitude: expect.closeTo(130.4, 1) },
    });
    expect(latitudeOf(locate('Cairo', '', 'EG'))).toBeCloseTo(30.06, 1);
    expect(latitudeOf(locate('Mexico City', '', 'MX'))).toBeCloseTo(19.4, 1);
    expect(latitudeOf(locate('London', '', 'GB'))).toBeCloseTo(51.5, 1);
    expect(longitudeOf(locate('Penarth', 'WLS', 'GB'))).toBeCloseTo(-3.17, 1);
    expect(latitudeOf(locate('Perth', 'WA', 'AU'))).toBeCloseTo(-31.95, 1);
  });

  it('does not guess between namesakes of a country or a state', () => {
    const locate = createGazetteerLocator();
    // Perth, Western Australia and Perth, Tasmania.
    expect(locate('Perth', '', 'AU')).toEqual({
      missing: '2 places of that name in the gazetteer, not guessed between',
    });
    expect(locate('Phoenix', '', 'US')).toEqual({
      missing: '4 places of that name in the gazetteer, not guessed between',
    });
    expect(locate('Newport', 'WLS', 'GB')).toEqual({
      missing: '2 places of that name in the gazetteer, not guessed between',
    });
  });

  it('takes only an exact name in the right state, never a guess', () => {
    const locate = createGazetteerLocator();
    const notFound = { missing: 'not found in the gazetteer' };
    expect(locate('Lake', 'AZ', 'US')).toEqual(notFound); // the geocoder alone would answer Lake Havasu City
    expect(locate('Nowheresville', 'TX', 'US')).toEqual(notFound);
    expect(locate('Phoenix', 'TX', 'US')).toEqual(notFound); // Phoenix is in Arizona
    expect(locate('Phoenix', '', null)).toEqual({ missing: 'no state or country to look it up in' });
    expect(locate('Phoenix', 'XX', 'US')).toEqual(notFound);
    expect(locate('', 'AZ', 'US')).toEqual(notFound);
  });

  it('answers a city it was asked before from its cache', () => {
    const locate = createGazetteerLocator();
    const first = locate('Flagstaff', 'AZ', 'US');
    expect(first).toHaveProperty('coordinates');
    expect(locate('FLAGSTAFF', 'az', 'US')).toBe(first);
  });
});
