import { expect, it } from 'vitest';
import { placeFromAddress } from './place-text.ts';

it('rebuilds the address from house number, road, town, state and country', () => {
  expect(
    placeFromAddress({
      house_number: '12',
      road: 'Main Street',
      town: 'Roswell',
      county: 'Chaves County',
      state: 'New Mexico',
      postcode: '88201',
      country: 'United States',
      country_code: 'us',
    }),
  ).toEqual({
    address: '12 Main Street, Roswell, New Mexico, United States',
    city: 'Roswell',
    region: 'New Mexico',
    country: 'United States',
    iso2CountryCode: 'US',
  });
});

it('takes the settlement Nominatim named by size when there is no town', () => {
  expect(placeFromAddress({ city: 'Phoenix', state: 'Arizona', country: 'United States', country_code: 'us' })).toEqual(
    {
      address: 'Phoenix, Arizona, United States',
      city: 'Phoenix',
      region: 'Arizona',
      country: 'United States',
      iso2CountryCode: 'US',
    },
  );
  expect(placeFromAddress({ road: 'A9', village: 'Kinloss', country: 'United Kingdom' })?.address).toBe(
    'A9, Kinloss, United Kingdom',
  );
});

it('answers null when the parts give no text', () => {
  expect(placeFromAddress(undefined)).toBeNull();
  expect(placeFromAddress({})).toBeNull();
  expect(placeFromAddress({ postcode: '12345' })).toBeNull();
});

it('keeps only a real two-letter country code', () => {
  expect(placeFromAddress({ country: 'Nowhere', country_code: 'xyz' })?.iso2CountryCode).toBeNull();
});
