import { describe, expect, it } from 'vitest';
import { azimuthOf, bodyInWords, brightnessWords, compassPoint, placeInSky } from './sky-words.ts';

describe('sky words', () => {
  it('turns an azimuth into the nearest of the 16 compass points', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(11.2)).toBe('N');
    expect(compassPoint(11.3)).toBe('NNE');
    expect(compassPoint(247.5)).toBe('WSW');
    expect(compassPoint(359.9)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
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
