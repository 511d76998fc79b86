import { describe, expect, it } from 'vitest';
import { distanceText, timeOffsetText } from './witness-offsets.ts';

describe('a report beside the first one', () => {
  it('says how much later it was seen', () => {
    const first = '1997-03-14T03:00:00.000Z';
    expect(timeOffsetText(first, first)).toBe('At the same time');
    expect(timeOffsetText(first, '1997-03-14T03:01:00.000Z')).toBe('1 minute later');
    expect(timeOffsetText(first, '1997-03-14T05:05:00.000Z')).toBe('2 hours 5 minutes later');
    expect(timeOffsetText(first, '1997-03-14T04:00:00.000Z')).toBe('1 hour later');
    expect(timeOffsetText(first, '1997-03-17T03:00:00.000Z')).toBe('3 days later');
  });

  it('says how far from the first place, or nothing without coordinates', () => {
    const prescott = { latitude: 34.54, longitude: -112.47 };
    expect(distanceText(prescott, { latitude: 33.45, longitude: -112.07 })).toBe('127 km away');
    expect(distanceText(prescott, { latitude: 34.541, longitude: -112.47 })).toBe('under 1 km away');
    expect(distanceText(prescott, { latitude: null, longitude: null })).toBeNull();
  });
});
