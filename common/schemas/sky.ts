import { z } from 'zod/mini';
import { COMPASS_POINTS } from '../display/sky-words.ts';
import { queryNumber } from './common-fields.ts';

/** How dark the sky was, from the Sun's altitude (the twilight bands are 6° each below the horizon). */
export const DAY_PERIODS = ['day', 'civil twilight', 'nautical twilight', 'astronomical twilight', 'night'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

export const MOON_PHASES = [
  'new moon',
  'waxing crescent',
  'first quarter',
  'waxing gibbous',
  'full moon',
  'waning gibbous',
  'last quarter',
  'waning crescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

export const PLANET_NAMES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

const coordinate = (name: string, bound: number) =>
  z.pipe(
    queryNumber(`${name} must be a number.`),
    z
      .number()
      .check(
        z.gte(-bound, `${name} must be between -${bound} and ${bound}.`),
        z.lte(bound, `${name} must be between -${bound} and ${bound}.`),
      ),
  );

/** GET /sky: a place and an instant; the offset is required, so the instant is never a guess. */
export const skyQuerySchema = z.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  occurred: z.iso.datetime({
    offset: true,
    error: 'occurred must be an ISO 8601 date and time with an offset, e.g. 2024-05-01T22:15:00+02:00.',
  }),
});
export type SkyQuery = z.infer<typeof skyQuerySchema>;

/** Degrees: altitude above the horizon (negative below it), azimuth clockwise from north. */
const altitude = z.number().check(z.gte(-90), z.lte(90));
const azimuth = z.number().check(z.gte(0), z.lte(360));
const direction = z.enum(COMPASS_POINTS);

const skyBodySchema = z.object({ altitude, azimuth, direction, magnitude: z.number() });

export const skyCandidateSchema = z.object({
  name: z.string(),
  /** The report's words and fields fit this body; a possibility, never a verdict. */
  likely: z.boolean(),
  /** One plain sentence saying why, and that it is not a verdict. */
  reason: z.string(),
});
export type SkyCandidate = z.infer<typeof skyCandidateSchema>;

/** The sky at one place and instant, as GET /sky and GET /sightings/sky/{id} answer it. */
export const skySchema = z.object({
  sun: z.object({ altitude, azimuth, period: z.enum(DAY_PERIODS) }),
  moon: z.object({
    altitude,
    azimuth,
    phase: z.enum(MOON_PHASES),
    /** The lit fraction of the disc, 0 (new) to 1 (full). */
    illumination: z.number().check(z.gte(0), z.lte(1)),
  }),
  /** Mercury to Saturn, whether up or not. */
  planets: z.array(z.extend(skyBodySchema, { name: z.enum(PLANET_NAMES) })),
  /** The stars of magnitude 1 or brighter that were above the horizon, brightest first. */
  stars: z.array(z.extend(skyBodySchema, { name: z.string() })),
  /** Bright bodies above the horizon that a light in the sky could have been, brightest first. */
  candidates: z.array(skyCandidateSchema),
});
export type Sky = z.infer<typeof skySchema>;
export type SkyPlanet = Sky['planets'][number];
export type SkyStar = Sky['stars'][number];
