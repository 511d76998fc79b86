import { describe, expect, it } from 'vitest';
import { geocode, reverse } from './offline-geocoder.ts';

const first = (query: string) => geocode(query, 1)[0];

describe('offline geocoder: search', () => {
  it('finds the big Phoenix for "Phoenix, Arizona", in Nominatim\'s shape', () => {
    const place = first('Phoenix, Arizona');
    expect(Number(place?.lat)).toBeCloseTo(33.45, 1);
    expect(Number(place?.lon)).toBeCloseTo(-112.07, 1);
    expect(place).toMatchObject({
      display_name: 'Phoenix, Arizona, United States',
      addresstype: 'city',
      address: { city: 'Phoenix', state: 'Arizona', country: 'United States', country_code: 'us' },
    });
    expect(typeof place?.lat).toBe('string');
  });

  it('ranks exact names by population: Paris is in France, London in Britain', () => {
    expect(first('Paris')?.address?.country_code).toBe('fr');
    expect(first('London')?.address?.country_code).toBe('gb');
    expect(geocode('Paris', 3).map((place) => place.address?.country_code)).toEqual(['fr', 'us', 'ca']);
  });

  it('reads a region as a US state code or name, and a country as a name or ISO code', () => {
    expect(first('Springfield, IL')?.address?.state).toBe('Illinois');
    expect(first('Springfield')?.address?.state).toBe('Missouri');
    expect(first('Paris, Texas')?.address).toMatchObject({ state: 'Texas', country_code: 'us' });
    expect(first('London, Ontario, Canada')?.address?.country_code).toBe('ca');
    expect(first('Phoenix, AZ, US')?.address?.state).toBe('Arizona');
    expect(first('Paris, FR')?.address?.country_code).toBe('fr');
  });

  it('reads "City Country" without a comma', () => {
    expect(first('Paris France')?.address?.country_code).toBe('fr');
    expect(first('Springfield Illinois')?.address?.state).toBe('Illinois');
  });

  it('ignores case, accents, punctuation and a street or postcode around the place', () => {
    expect(first('SAO PAULO')?.name).toBe('São Paulo');
    expect(first('st louis')?.name).toBe('St. Louis');
    expect(first('10 Downing Street, London, UK')?.address?.country_code).toBe('gb');
    expect(first('Phoenix AZ 85004, USA')?.address?.state).toBe('Arizona');
  });

  it('answers an empty list for a place it does not know, and honours the limit', () => {
    expect(geocode('Narnia', 5)).toEqual([]);
    expect(geocode('12345', 5)).toEqual([]);
    expect(geocode('Springfield', 10)).toHaveLength(10);
  });

  it('knows a city by its name without "City", and finds names by their start only when asked to', () => {
    expect(geocode('New York, NY', 1, { prefixes: false })[0]?.name).toBe('New York City');
    expect(geocode('Lake, AZ')[0]?.name).toBe('Lake Havasu City');
    expect(geocode('Lake, AZ', 1, { prefixes: false })).toEqual([]);
  });
});

describe('offline geocoder: reverse', () => {
  it('puts a pin in Paris in Paris, France', () => {
    expect(reverse(48.8566, 2.3522)).toMatchObject({
      display_name: 'Paris, France',
      address: { city: 'Paris', country: 'France', country_code: 'fr' },
    });
    // By the Eiffel Tower a small suburb's centre is nearer than Paris's, but the pin is in Paris.
    expect(reverse(48.8584, 2.2945)).toMatchObject({ address: { city: 'Paris' } });
  });

  it('names the state of a US place', () => {
    expect(reverse(33.45, -112.07)).toMatchObject({
      address: { city: 'Phoenix', state: 'Arizona', country_code: 'us' },
    });
  });

  it('finds places across the antimeridian', () => {
    expect(reverse(-16.8, 179.99)).toMatchObject({ address: { country_code: 'fj' } });
  });

  it("answers Nominatim's error in the middle of the Pacific and at the pole", () => {
    expect(reverse(0, -140)).toEqual({ error: 'Unable to geocode' });
    expect(reverse(90, 0)).toEqual({ error: 'Unable to geocode' });
  });
});
