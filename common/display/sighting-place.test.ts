import { describe, expect, it } from 'vitest';
import { sightingPlace } from './sighting-place.ts';

const none = { locationName: null, formattedAddress: null, city: null, region: null, country: null };

describe('sighting place', () => {
  it('prefers the location name, then the address', () => {
    expect(sightingPlace({ ...none, locationName: 'Roswell, NM', formattedAddress: 'x' })).toBe('Roswell, NM');
    expect(sightingPlace({ ...none, locationName: '  ', formattedAddress: 'Main St, Phoenix' })).toBe(
      'Main St, Phoenix',
    );
  });

  it('falls back to the parts it has', () => {
    expect(sightingPlace({ ...none, city: 'Phoenix', country: 'United States' })).toBe('Phoenix, United States');
    expect(sightingPlace(none)).toBe('');
  });
});
