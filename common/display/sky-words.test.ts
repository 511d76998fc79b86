import { describe, expect, it } from 'vitest';
import { azimuthOf, bodyInWords, brightnessWords, compassPoint, placeInSky } from './sky-words.ts';

describe('sky words', () => {
  it.each([
    [0, 'N'],
    [11.2, 'N'],
    [11.3, 'NNE'],
    [247.5, 'WSW'],
    [359.9, 'N'],
    [-90, 'W'],
  ])('turns the azimuth %d into the nearest of the 16 compass points, %s', (azimuth, point) =>
    expect(compassPoint(azimuth)).toBe(point),
  );

  it('turns a compass point back into its azimuth', () => {
    expect(azimuthOf('SE')).toBe(135);
  });

  it('says how bright a body looks by its magnitude', () => {
    expect(brightnessWords(-4.4)).toBe('very bright');
    expect(brightnessWords(-2.5)).toBe('bright');
    expect(brightnessWords(-1.46)).toBe('bright');
    expect(brightnessWords(0.6)).toBe('fairly bright');
    expect(brightnessWords(2)).toBe('faint');
  });

  it('says where a body stood and how high', () => {
    expect(placeInSky(12.4, 247)).toBe('low in the west-southwest, 12° up');
    expect(placeInSky(4, 90)).toBe('very low in the east, 4° up');
    expect(placeInSky(40, 180)).toBe('halfway up in the south, 40° up');
    expect(placeInSky(70, 0)).toBe('high in the north, 70° up');
    expect(placeInSky(84, 10)).toBe('nearly overhead, 84° up');
    expect(placeInSky(-3, 270)).toBe('below the horizon in the west');
    expect(bodyInWords({ name: 'Venus', magnitude: -4.4, altitude: 12, azimuth: 247.5 })).toBe(
      'Venus, very bright, low in the west-southwest, 12° up',
    );
  });
});
