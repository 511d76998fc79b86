import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { isMappable, nearestWorldCopy, normalizeBounds, sightingsInBoundsPath } from './map-bounds.ts';

const sighting = (fields: Partial<Sighting>) =>
  ({ approved: true, deleted: false, latitude: 10, longitude: 20, ...fields }) as Sighting;

describe('isMappable', () => {
  it('keeps approved, not deleted sightings with both coordinates', () => {
    expect(isMappable(sighting({}))).toBe(true);
    expect(isMappable(sighting({ latitude: 0, longitude: 0 }))).toBe(true);
    expect(isMappable(sighting({ approved: false }))).toBe(false);
    expect(isMappable(sighting({ deleted: true }))).toBe(false);
    expect(isMappable(sighting({ latitude: null }))).toBe(false);
    expect(isMappable(sighting({ longitude: null }))).toBe(false);
  });
});

describe('normalizeBounds', () => {
  it('keeps longitudes past ±180 for the server to wrap, and clamps latitudes', () => {
    expect(normalizeBounds({ swLat: -95, swLng: 170.123456789, neLat: 91, neLng: 200 })).toEqual({
      swLat: -90,
      swLng: 170.12346,
      neLat: 90,
      neLng: 200,
    });
  });
  it('turns a box wider than the world into the whole world', () => {
    expect(normalizeBounds({ swLat: -80, swLng: -400, neLat: 80, neLng: 300 })).toEqual({
      swLat: -80,
      swLng: -180,
      neLat: 80,
      neLng: 180,
    });
  });
});

describe('sightingsInBoundsPath', () => {
  it('builds the by-lat-lng-bounds call', () => {
    expect(sightingsInBoundsPath({ swLat: 30, swLng: -120, neLat: 45, neLng: -100 }, 25)).toBe(
      '/sightings/by-lat-lng-bounds?swLng=-120&swLat=30&neLng=-100&neLat=45&size=25',
    );
  });
});

describe('nearestWorldCopy', () => {
  it('keeps a place where it is when the view is on the same copy', () => {
    expect(nearestWorldCopy(-105, -100)).toBe(-105);
    expect(nearestWorldCopy(139.7, 150)).toBe(139.7);
  });
  it('moves a place to the copy beside the view across the antimeridian', () => {
    // Looking at the Pacific from Japan's side, Hawaii is drawn east of 180.
    expect(nearestWorldCopy(-157.8, 175)).toBeCloseTo(202.2);
    expect(nearestWorldCopy(170, -175)).toBe(-190);
    expect(nearestWorldCopy(10, 730)).toBe(730);
  });
});
