import { describe, expect, it } from 'vitest';
import { alertAreaOfView } from './alert-area-of-view.ts';

describe('a map view as an alert box', () => {
  it('keeps a view within the first copy of the world as it is', () => {
    expect(alertAreaOfView({ swLat: 50, swLng: -1, neLat: 52, neLng: 1 })).toEqual({
      kind: 'box',
      south: 50,
      north: 52,
      west: -1,
      east: 1,
    });
  });

  it('tells a view across the antimeridian by a west edge east of its east one', () => {
    expect(alertAreaOfView({ swLat: -30, swLng: 170, neLat: 0, neLng: 190 })).toMatchObject({ west: 170, east: -170 });
    // Panned a turn west, onto the copy before: the same view.
    expect(alertAreaOfView({ swLat: -30, swLng: -190, neLat: 0, neLng: -170 })).toMatchObject({
      west: 170,
      east: -170,
    });
  });

  it('takes a view of more than the whole world as all of it', () => {
    expect(alertAreaOfView({ swLat: -60, swLng: -250, neLat: 60, neLng: 200 })).toMatchObject({
      west: -180,
      east: 180,
    });
  });
});
