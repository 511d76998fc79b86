import { z } from 'zod/mini';
import { COMPASS_POINTS } from '../display/sky-words.ts';
import { queryCoordinate } from './common-fields.ts';

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

/** GET /sky: a place and an instant; the offset is required, so the instant is never a guess. */
export const skyQuerySchema = z.object({
  latitude: queryCoordinate('latitude', 90),
  longitude: queryCoordinate('longitude', 180),
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

const instant = z.iso.datetime();
const skyPointSchema = z.object({ time: instant, altitude, azimuth });

/** One satellite's pass over the place: above 10°, sunlit while the witness was in twilight or darkness. */
export const satellitePassSchema = z.object({
  name: z.string(),
  /** The catalogue number (NORAD). */
  noradId: z.number(),
  /** When it rose above 10° and sank below it; null when that was more than 20 minutes away. */
  rises: z.nullable(instant),
  sets: z.nullable(instant),
  highest: skyPointSchema,
  /** The compass points it came from and went to: its direction of travel. */
  from: direction,
  to: direction,
  /** The visual magnitude at its highest, where it is known (the ISS); null for others. */
  magnitude: z.nullable(z.number()),
  /** Where it stood through the sighting's minutes, every 30 seconds while above the horizon. */
  track: z.array(z.object({ altitude, azimuth })),
});
export type SatellitePassAnswer = z.infer<typeof satellitePassSchema>;

/** Starlinks of one launch crossing one behind the other, as one. */
export const satelliteTrainSchema = z.object({
  /** When the launch's objects were first seen: about when it flew. */
  launched: instant,
  count: z.number(),
  /** The leading satellite's pass. */
  lead: satellitePassSchema,
});

/** A rocket launch a witness could have seen: near enough, within the hour, lit over a dark sky. */
export const skyLaunchSchema = z.object({
  vehicle: z.string(),
  site: z.string(),
  launched: instant,
  /** From the witness to the pad. */
  distanceKm: z.number(),
});

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
  /** Satellites over the place during the sighting's minutes, from the imported or fetched orbital elements. */
  satellites: z.object({
    /** False when no element set was near enough the time (3 days for low orbits): none could be worked out. */
    elementsAvailable: z.boolean(),
    passes: z.array(satellitePassSchema),
    trains: z.array(satelliteTrainSchema),
  }),
  /** Rocket launches of the imported launch lists that the witness could have seen. */
  launches: z.array(skyLaunchSchema),
  /**
   * What a light in the sky could have been: the Moon and bright bodies above the horizon (brightest
   * first), then Starlink trains, satellites and rocket launches.
   */
  candidates: z.array(skyCandidateSchema),
});
export type Sky = z.infer<typeof skySchema>;
export type SkyPlanet = Sky['planets'][number];
export type SkyStar = Sky['stars'][number];
