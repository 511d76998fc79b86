import { z } from 'zod';
import { ADDRESS_RESOLUTIONS } from '../vocabulary/report-options.ts';
import { isoDateTimeSchema, sightingIdSchema } from './common-fields.ts';

export const durationSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Duration must be hh:mm:ss.');

export const geoPointSchema = z.object({
  type: z.literal('Point'),
  /** GeoJSON order: longitude, latitude. */
  coordinates: z.tuple([z.number(), z.number()]),
});

export const addressResolutionSchema = z.enum(ADDRESS_RESOLUTIONS);

/** A sighting as the API answers it: every field of a sighting, by its wire name. */
export const sightingSchema = z.object({
  id: sightingIdSchema,
  type: z.string().nullable(),
  summary: z.string().nullable(),
  detailedDescription: z.string().nullable(),
  occurred: isoDateTimeSchema,
  submitted: isoDateTimeSchema,
  created: isoDateTimeSchema,
  daysBetweenOccurrenceAndSubmission: z.number().int(),
  locationName: z.string().nullable(),
  address: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  iso2CountryCode: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** The IANA time zone of the place (e.g. America/Chicago), for its local time; null when not known. */
  timeZone: z.string().nullable(),
  location: z.string().nullable(),
  point: geoPointSchema.nullable(),
  addressResolution: addressResolutionSchema.nullable(),
  altitude: z.string().nullable(),
  distance: z.string().nullable(),
  duration: durationSchema.nullable(),
  entityEncountered: z.boolean(),
  landingOccurred: z.boolean(),
  features: z.string().nullable(),
  flightPath: z.string().nullable(),
  shape: z.string().nullable(),
  rating: z.string().nullable(),
  source: z.string().nullable(),
  status: z.string().nullable(),
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
  eventSize: z.number().int().min(1),
});
export type Sighting = z.infer<typeof sightingSchema>;

export const sightingListSchema = z.array(sightingSchema);
