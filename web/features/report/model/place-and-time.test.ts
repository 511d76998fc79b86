import { describe, expect, it } from 'vitest';
import { placeAndTimeOf } from './place-and-time.ts';

describe('the place and time of a draft', () => {
  const pinned = { latitude: 51.5, longitude: -0.13 };

  it('is the pin and the instant once both are given', () => {
    const found = placeAndTimeOf({ ...pinned, occurred: '2024-05-01T22:15' });
    expect(found).toEqual({ ...pinned, occurred: new Date('2024-05-01T22:15').toISOString() });
  });

  it('is nothing without a pin, without a full date and time, or before 1900', () => {
    expect(placeAndTimeOf({ latitude: null, longitude: null, occurred: '2024-05-01T22:15' })).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '' })).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '2024-05-01' })).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '0002-05-01T22:15' })).toBeNull();
  });
});
