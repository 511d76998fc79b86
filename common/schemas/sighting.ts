import { z } from 'zod/mini';
import { ADDRESS_RESOLUTIONS } from '../vocabulary/report-options.ts';
import { isoDateTimeSchema, sightingIdSchema } from './common-fields.ts';

export const durationSchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Duration must be hh:mm:ss.'));

export const geoPointSchema = z.object({
  type: z.literal('Point'),
  /** GeoJSON order: longitude, latitude. */
  coordinates: z.tuple([z.number(), z.number()]),
});

export const addressResolutionSchema = z.enum(ADDRESS_RESOLUTIONS);

/** A sighting as the API answers it: every field of a sighting, by its wire name. */
export const sightingSchema = z.object({
  id: sightingIdSchema,
  type: z.nullable(z.string()),
  summary: z.nullable(z.string()),
  detailedDescription: z.nullable(z.string()),
  occurred: isoDateTimeSchema,
  submitted: isoDateTimeSchema,
  created: isoDateTimeSchema,
  daysBetweenOccurrenceAndSubmission: z.number().check(z.int()),
  locationName: z.nullable(z.string()),
  address: z.nullable(z.string()),
  formattedAddress: z.nullable(z.string()),
  city: z.nullable(z.string()),
  region: z.nullable(z.string()),
  country: z.nullable(z.string()),
  iso2CountryCode: z.nullable(z.string()),
  latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
  /** The IANA time zone of the place (e.g. America/Chicago), for its local time; null when not known. */
  timeZone: z.nullable(z.string()),
  /** Only the day is known: `occurred` is that day's local midnight, not a time to show. */
  timeUnknown: z.optional(z.boolean()),
  location: z.nullable(z.string()),
  point: z.nullable(geoPointSchema),
  addressResolution: z.nullable(addressResolutionSchema),
  altitude: z.nullable(z.string()),
  distance: z.nullable(z.string()),
  duration: z.nullable(durationSchema),
  entityEncountered: z.boolean(),
  landingOccurred: z.boolean(),
  features: z.nullable(z.string()),
  flightPath: z.nullable(z.string()),
  shape: z.nullable(z.string()),
  rating: z.nullable(z.string()),
  source: z.nullable(z.string()),
  status: z.nullable(z.string()),
  tags: z.array(z.string()),
  /** File names; the client builds `media/{yyyy-MM-dd of submitted}/{id}/{file}`. */
  media: z.array(z.string()),
  deleted: z.boolean(),
  approved: z.boolean(),
  /**
   * The event it is one report of: public reports close in place and time, named by the id of its
   * earliest report (`GET /api/v1/events/{id}` takes any member's id). Its own id when it is alone.
   */
  eventId: sightingIdSchema,
  /** How many public reports the event has; 1 when it is alone. */
  eventSize: z.number().check(z.int(), z.gte(1)),
});
export type Sighting = z.infer<typeof sightingSchema>;

export const sightingListSchema = z.array(sightingSchema);
