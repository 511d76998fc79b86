import { describe, expect, it } from 'vitest';
import type { SkyPlanet } from '../../common/schemas/sky.ts';
import { candidatesOf } from './candidates.ts';
import { skyAt, type SkyBodies } from './sky-model.ts';
import { reportFacts } from './testing/sky-reports.ts';

const planet = (name: SkyPlanet['name'], altitude: number, azimuth: number, magnitude: number): SkyPlanet => ({
  name,
  altitude,
  azimuth,
  direction: 'N',
  magnitude,
});

/** An evening sky: Venus low in the WSW, Jupiter high in the south, the Moon below the horizon. */
function eveningSky(overrides: Partial<SkyBodies> = {}): SkyBodies {
  return {
    sun: { altitude: -14, azimuth: 300, period: 'astronomical twilight' },
    moon: { altitude: -20, azimuth: 90, phase: 'waxing crescent', illumination: 0.2 },
    planets: [
      planet('Mercury', -5, 290, -0.5),
      planet('Venus', 12, 247.5, -4.4),
      planet('Mars', 30, 120, 1.2),
      planet('Jupiter', 50, 180, -2.5),
      planet('Saturn', 40, 150, 0.6),
    ],
    stars: [{ name: 'Sirius', altitude: 5, azimuth: 230, direction: 'SW', magnitude: -1.46 }],
    ...overrides,
  };
}

const report = reportFacts;

const steadyLightInTheWest = report({
  summary: 'A bright light low in the west',
  detailedDescription: 'It hovered over the ridge for half an hour.',
  duration: '00:30:00',
});

describe('candidates', () => {
  it('lists the bright bodies above the horizon, the brightest first, none likely without a report', () => {
    const candidates = candidatesOf(eveningSky());
    expect(candidates.map((candidate) => candidate.name)).toEqual(['Venus', 'Jupiter', 'Sirius']);
    expect(candidates.every((candidate) => !candidate.likely)).toBe(true);
    expect(candidates[0]!.reason).toBe(
      'Venus was very bright, low in the west-southwest, 12° up: a steady light there could have been it. This is a possibility, not a verdict.',
    );
  });

  it('puts the Moon first when it is up', () => {
    const sky = eveningSky({ moon: { altitude: 8, azimuth: 100, phase: 'full moon', illumination: 0.99 } });
    const [moon] = candidatesOf(sky);
    expect(moon!.name).toBe('Moon');
    expect(moon!.reason).toMatch(/^The Moon \(full moon, 99% lit\) was very low in the east, 8° up/);
  });

  it('keeps only what stands out from a blue sky in daytime: Venus, bright, high and far from the Sun', () => {
    const daytime = (venus: SkyPlanet) =>
      eveningSky({
        sun: { altitude: 20, azimuth: 200, period: 'day' },
        planets: [venus, planet('Jupiter', 50, 180, -2.7)],
      });
    const named = (sky: SkyBodies) => candidatesOf(sky, steadyLightInTheWest).map((candidate) => candidate.name);
    // 40° up, 50° from the Sun, magnitude −4.4: seen in a blue sky. Jupiter and Sirius are not.
    expect(named(daytime(planet('Venus', 40, 247.5, -4.4)))).toEqual(['Venus']);
    // The same Venus 2° up: the air dims it by some 4 magnitudes (the Denver report of issue 39).
    expect(named(daytime(planet('Venus', 2, 247.5, -4.4)))).toEqual([]);
    // 12° up it still loses 0.7 magnitudes to the air.
    expect(named(daytime(planet('Venus', 12, 247.5, -4.4)))).toEqual([]);
    // High, but 15° from the Sun: lost in its glare.
    expect(named(daytime(planet('Venus', 30, 205, -4.4)))).toEqual([]);
    // High and far from the Sun, but at −3.9, fainter than the daylight rule of thumb.
    expect(named(daytime(planet('Venus', 40, 247.5, -3.9)))).toEqual([]);
  });

  it('calls no planet a possible explanation in daylight when it is too low to be seen (the Denver case)', () => {
    // Denver, 2:30 PM MDT on a summer day: the Sun high, Venus 2° up in the west.
    const sky = eveningSky({
      sun: { altitude: 45, azimuth: 230, period: 'day' },
      moon: { altitude: -30, azimuth: 90, phase: 'waning crescent', illumination: 0.1 },
      planets: [planet('Venus', 2, 290, -4.1)],
      stars: [],
    });
    const candidates = candidatesOf(sky, steadyLightInTheWest);
    expect(candidates.some((candidate) => candidate.likely)).toBe(false);
    expect(candidates.map((candidate) => candidate.name)).not.toContain('Venus');
  });

  it('lists no body below the horizon', () => {
    const sky = eveningSky({ planets: [planet('Venus', -0.2, 247.5, -4.4)], stars: [] });
    expect(candidatesOf(sky, steadyLightInTheWest)).toEqual([]);
  });

  it('calls Venus likely for a single steady light in the west watched for minutes, and says why', () => {
    const [venus, jupiter, sirius] = candidatesOf(eveningSky(), steadyLightInTheWest);
    expect(venus).toEqual({
      name: 'Venus',
      likely: true,
      reason:
        'Venus was very bright, low in the west-southwest, 12° up; a single steady light, seen for minutes in the direction the report names, fits it. This is a possibility, not a verdict.',
    });
    expect(jupiter!.likely).toBe(false);
    expect(jupiter!.reason).toContain('but the report places what was seen in the west');
    // Sirius fits as well, but one light is one body: the brighter, Venus, is the likely one.
    expect(sirius!.likely).toBe(false);
    expect(sirius!.reason).toContain('but Venus fits it better');
  });

  it('calls nothing likely when the report describes what no planet does', () => {
    const candidates = candidatesOf(
      eveningSky(),
      report({ summary: 'Three lights in the west shot off at incredible speed', duration: '00:10:00' }),
    );
    expect(candidates.some((candidate) => candidate.likely)).toBe(false);
    expect(candidates[0]!.reason).toContain(
      'but the report describes several lights and fast or sudden movement, which a planet does not show',
    );
  });

  it('calls nothing likely when the report says too little', () => {
    const [venus] = candidatesOf(eveningSky(), report({ summary: 'Something strange', duration: '00:01:00' }));
    expect(venus!.likely).toBe(false);
    expect(venus!.reason).toContain("too few of the report's details point to it");
  });

  it('does not take a high Moon for anything but the Moon', () => {
    const sky = eveningSky({ moon: { altitude: 60, azimuth: 180, phase: 'full moon', illumination: 1 } });
    const [moon] = candidatesOf(sky, report({ summary: 'A bright light hovering', duration: '00:10:00' }));
    expect(moon!.likely).toBe(false);
    expect(moon!.reason).toContain('too high to be taken for anything but the Moon');
  });

  it('finds Venus for a steady light in the western sky of 28 April 2020 near Philadelphia', () => {
    const sky = skyAt({ latitude: 39.95, longitude: -75.17 }, new Date('2020-04-28T21:00:00-04:00'));
    const likely = candidatesOf(sky, steadyLightInTheWest).filter((candidate) => candidate.likely);
    expect(likely.map((candidate) => candidate.name)).toEqual(['Venus']);
  });
});
