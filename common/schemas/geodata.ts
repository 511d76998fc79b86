import { z } from 'zod/mini';
import { queryCoordinate } from './common-fields.ts';

export const GEOCODE_QUERY_MAX_LENGTH = 200;
export const GEOCODE_MAX_LIMIT = 10;

/** GET /geodata/geocode: the address text and how many places to answer. */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: 'q is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'q is required.'),
      z.maxLength(GEOCODE_QUERY_MAX_LENGTH, `q must be at most ${GEOCODE_QUERY_MAX_LENGTH} characters.`),
    ),
  limit: z._default(
    z.coerce
      .number({ error: 'limit must be a whole number.' })
      .check(
        z.int('limit must be a whole number.'),
        z.gte(1, 'limit must be at least 1.'),
        z.lte(GEOCODE_MAX_LIMIT, `limit must be at most ${GEOCODE_MAX_LIMIT}.`),
      ),
    1,
  ),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

/** GET /geodata/reverse: a point on the globe. */
export const reverseQuerySchema = z.object({ lat: queryCoordinate('lat', 90), lon: queryCoordinate('lon', 180) });
export type ReverseQuery = z.input<typeof reverseQuerySchema>;

/**
 * A place as Nominatim answers it (the app reads lat, lon and address). Loose, so the upstream's other
 * fields (place_id, boundingbox…) pass through; address parts vary by place (city, town, village, road…).
 */
export const nominatimPlaceSchema = z.looseObject({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
  address: z.optional(z.record(z.string(), z.string())),
  importance: z.optional(z.number()),
  addresstype: z.optional(z.string()),
});
export type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

export const geocodeAnswerSchema = z.array(nominatimPlaceSchema);

/** Nominatim answers a reverse lookup with nothing there as 200 `{error: 'Unable to geocode'}`. */
export const reverseNotFoundSchema = z.object({ error: z.string() });
export const reverseAnswerSchema = z.union([nominatimPlaceSchema, reverseNotFoundSchema]);
export type ReverseAnswer = z.infer<typeof reverseAnswerSchema>;

/** GET /geodata/time-zone: a point on the globe. */
export const timeZoneQuerySchema = reverseQuerySchema;
export type TimeZoneQuery = z.input<typeof timeZoneQuerySchema>;

/**
 * The IANA time zone at a point (its legal zone on land, the nearest land's at sea): the zone in which
 * a report's date and time at that place are read. Null where none is known.
 */
export const timeZoneAnswerSchema = z.object({ timeZone: z.nullable(z.string()) });
export type TimeZoneAnswer = z.infer<typeof timeZoneAnswerSchema>;
