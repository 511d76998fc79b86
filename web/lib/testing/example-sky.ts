import { skySchema, type Sky } from '../../../common/schemas/sky.ts';

/** An evening sky as the API answers it: Venus low in the WSW, Jupiter high in the south. */
export function exampleSky(overrides: Partial<Sky> = {}): Sky {
  return skySchema.parse({
    sun: { altitude: -14.2, azimuth: 300.1, period: 'astronomical twilight' },
    moon: { altitude: 8.2, azimuth: 95, phase: 'waxing gibbous', illumination: 0.78 },
    planets: [
      { name: 'Mercury', altitude: -5, azimuth: 290, direction: 'WNW', magnitude: -0.5 },
      { name: 'Venus', altitude: 12.4, azimuth: 247.5, direction: 'WSW', magnitude: -4.4 },
      { name: 'Mars', altitude: -30, azimuth: 60, direction: 'ENE', magnitude: 1.2 },
      { name: 'Jupiter', altitude: 50, azimuth: 180, direction: 'S', magnitude: -2.5 },
      { name: 'Saturn', altitude: 40, azimuth: 150, direction: 'SSE', magnitude: 2.1 },
    ],
    stars: [{ name: 'Sirius', altitude: 5, azimuth: 230, direction: 'SW', magnitude: -1.46 }],
    satellites: { elementsAvailable: false, passes: [], trains: [] },
    launches: [],
    candidates: [
      {
        name: 'Venus',
        likely: true,
        reason:
          'Venus was very bright, low in the west-southwest, 12° up; a single steady light fits it. This is a possibility, not a verdict.',
      },
      {
        name: 'Jupiter',
        likely: false,
        reason: 'Jupiter was bright, halfway up in the south, 50° up, but the report places what was seen in the west.',
      },
    ],
    ...overrides,
  });
}
