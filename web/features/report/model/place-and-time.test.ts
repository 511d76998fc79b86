import { describe, expect, it } from 'vitest';
import { placeAndTimeOf } from './place-and-time.ts';

describe('the place and time of a draft', () => {
  const pinned = { latitude: 39.7392, longitude: -104.9903 };
  const denver = 'America/Denver';

  it('is the pin and the instant once both are given, read on the clocks of the place', () => {
    const found = placeAndTimeOf({ ...pinned, occurred: '2025-06-10T21:30' }, denver);
    expect(found).toEqual({ ...pinned, occurred: '2025-06-11T03:30:00.000Z' });
  });

  it('is nothing without a pin, the zone of the place, a full date and time, or before 1900', () => {
    expect(placeAndTimeOf({ latitude: null, longitude: null, occurred: '2024-05-01T22:15' }, denver)).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '2024-05-01T22:15' }, undefined)).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '' }, denver)).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '2024-05-01' }, denver)).toBeNull();
    expect(placeAndTimeOf({ ...pinned, occurred: '0002-05-01T22:15' }, denver)).toBeNull();
  });
});
