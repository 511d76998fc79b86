import { describe, expect, it } from 'vitest';
import { airMass, separationDegrees, visibleInDaylight } from './daylight-visibility.ts';

describe('seeing a planet by day', () => {
  it('counts the air the light crosses: 1 overhead, about 2 at 30°, some 20 at 2°', () => {
    expect(airMass(90)).toBeCloseTo(1, 3);
    expect(airMass(30)).toBeCloseTo(2, 1);
    expect(airMass(2)).toBeGreaterThan(18);
  });

  it('measures the angle between two places in the sky', () => {
    expect(separationDegrees({ altitude: 0, azimuth: 0 }, { altitude: 0, azimuth: 90 })).toBeCloseTo(90, 6);
    expect(separationDegrees({ altitude: 90, azimuth: 10 }, { altitude: 0, azimuth: 200 })).toBeCloseTo(90, 6);
    expect(separationDegrees({ altitude: 20, azimuth: 200 }, { altitude: 20, azimuth: 200 })).toBe(0);
  });

  it('sees Venus by day only when bright, high and away from the Sun', () => {
    const sun = { altitude: 50, azimuth: 180 };
    expect(visibleInDaylight({ altitude: 45, azimuth: 250, magnitude: -4.5 }, sun)).toBe(true);
    expect(visibleInDaylight({ altitude: 2, azimuth: 250, magnitude: -4.5 }, sun)).toBe(false);
    expect(visibleInDaylight({ altitude: 45, azimuth: 250, magnitude: -4.0 }, sun)).toBe(false);
    expect(visibleInDaylight({ altitude: 55, azimuth: 195, magnitude: -4.6 }, sun)).toBe(false);
    expect(visibleInDaylight({ altitude: -5, azimuth: 250, magnitude: -4.6 }, sun)).toBe(false);
  });
});
