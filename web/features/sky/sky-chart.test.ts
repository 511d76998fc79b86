import { describe, expect, it } from 'vitest';
import { exampleSky } from '../../lib/testing/example-sky.ts';
import { chartPoint, tracksOf } from './sky-chart.tsx';

describe('the sky chart', () => {
  it('puts the zenith in the middle, the horizon on the circle, north up and east right', () => {
    expect(chartPoint(90, 0)).toEqual({ x: 120, y: 120 });
    expect(chartPoint(0, 0)).toEqual({ x: 120, y: 24 });
    expect(chartPoint(0, 90)).toEqual({ x: 216, y: 120 });
    expect(chartPoint(0, 180)).toEqual({ x: 120, y: 216 });
    expect(chartPoint(45, 270)).toEqual({ x: 72, y: 120 });
  });

  it("draws each satellite's track and each Starlink train's leader, leaving out those below the horizon", () => {
    const pass = {
      name: 'ISS (ZARYA)',
      noradId: 25544,
      rises: null,
      sets: null,
      highest: { time: '2019-12-09T22:55:13Z', altitude: 78.3, azimuth: 37 },
      from: 'NW' as const,
      to: 'SE' as const,
      magnitude: -3.9,
      track: [
        { altitude: 36.4, azimuth: 315.8 },
        { altitude: 78.3, azimuth: 37 },
      ],
    };
    const sky = exampleSky({
      satellites: {
        elementsAvailable: true,
        passes: [pass, { ...pass, name: 'Below', track: [] }],
        trains: [{ launched: '2024-05-01T06:00:00Z', count: 20, lead: pass }],
      },
    });
    expect(tracksOf(sky).map((track) => track.name)).toEqual(['Starlink train (20)', 'ISS (ZARYA)']);
  });
});
