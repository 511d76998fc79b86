import { describe, expect, it } from 'vitest';
import { exampleSky } from '../../lib/testing/example-sky.ts';
import { brightPlanets, moonText, periodText, planetLines, visibleStars } from './sky-text.ts';

const daytime = exampleSky({ sun: { altitude: 30.4, azimuth: 180, period: 'day' } });

describe('the sky in words', () => {
  it('says the period of day and where the Sun was', () => {
    expect(periodText({ altitude: -25.4, azimuth: 0, period: 'night' })).toBe(
      'Night: the Sun was 25° below the horizon.',
    );
    expect(periodText({ altitude: -3.2, azimuth: 0, period: 'civil twilight' })).toBe(
      'Civil twilight: the Sun was 3° below the horizon.',
    );
    expect(periodText(daytime.sun)).toBe('Day: the Sun was up, 30° high.');
  });

  it('says the Moon’s phase, how much of it was lit and where it stood', () => {
    expect(moonText({ altitude: -12, azimuth: 300, phase: 'new moon', illumination: 0.004 })).toBe(
      'Moon: new moon, 0% lit, below the horizon in the west-northwest.',
    );
  });

  it('lists the bright planets above the horizon, the brightest first; in daylight only Venus', () => {
    expect(brightPlanets(exampleSky()).map((planet) => planet.name)).toEqual(['Venus', 'Jupiter']);
    expect(planetLines(daytime)).toEqual(['Venus, very bright, low in the west-southwest, 12° up']);
  });

  it('shows no star in daylight', () => {
    expect(visibleStars(exampleSky()).map((star) => star.name)).toEqual(['Sirius']);
    expect(visibleStars(daytime)).toEqual([]);
  });
});
