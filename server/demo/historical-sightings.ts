import { z } from 'zod';
import { readJsonData } from '../json-data.ts';

const HISTORICAL_TYPES = ['Sighting', 'Close Encounter', 'Radar-Visual', 'Mass Sighting', 'Landing', 'Abduction Claim'];
const optionalText = z.string().min(1).nullable();

/**
 * One well-known historical sighting, written in our own words, loaded into an empty database. The
 * records live in historical-sightings.json; the vocabulary of each field is checked by the test beside.
 */
const historicalSightingSchema = z.object({
  /** Stable slug, unique, e.g. 'kenneth-arnold-1947'; makes loading idempotent. */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  type: z.enum(HISTORICAL_TYPES),
  /** The documented local time, as a UTC instant. */
  occurred: z.iso.datetime(),
  /** Human place name, e.g. 'Near Mount Rainier, Washington, United States'. */
  locationName: z.string().min(1),
  city: optionalText,
  /** State, province or county. */
  region: optionalText,
  /** English country name, and its ISO 3166 code ('US', 'GB', 'BE', …). */
  country: z.string().min(1),
  iso2CountryCode: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** One shape of the report vocabulary, or several joined with ', '. */
  shape: optionalText,
  /** 'hh:mm:ss', hours 0–23. */
  duration: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
    .nullable(),
  summary: z.string().min(1).max(256),
  /** Paragraphs, joined with a blank line as the detailed description. */
  detailedDescription: z
    .array(z.string().min(1))
    .min(1)
    .transform((paragraphs) => paragraphs.join('\n\n')),
  features: optionalText,
  flightPath: optionalText,
  altitude: optionalText,
  distance: optionalText,
  tags: z.array(z.string().min(1)).min(1),
  /** '0'…'4': how well documented the case is (4: many witnesses, radar, an official record). */
  rating: z.enum(['0', '1', '2', '3', '4']),
});

export const historicalSightingsSchema = z.array(historicalSightingSchema).min(1);
export type HistoricalSighting = z.output<typeof historicalSightingSchema>;

export const historicalSightings: readonly HistoricalSighting[] = readJsonData(
  new URL('./historical-sightings.json', import.meta.url),
  historicalSightingsSchema,
);
