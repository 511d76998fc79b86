import { z } from 'zod';
import { queryNumber } from './common-fields.ts';

export const GEOCODE_QUERY_MAX_LENGTH = 200;
export const GEOCODE_MAX_LIMIT = 10;

/** GET /geodata/geocode: the address text and how many places to answer. */
export const geocodeQuerySchema = z.object({
  q: z
    .string({ error: 'q is required.' })
    .trim()
    .min(1, 'q is required.')
    .max(GEOCODE_QUERY_MAX_LENGTH, `q must be at most ${GEOCODE_QUERY_MAX_LENGTH} characters.`),
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(GEOCODE_MAX_LIMIT, `limit must be at most ${GEOCODE_MAX_LIMIT}.`)
    .default(1),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

const coordinate = (name: string, bound: number) =>
  queryNumber(`${name} must be a number.`).pipe(
    z
      .number()
      .min(-bound, `${name} must be between -${bound} and ${bound}.`)
      .max(bound, `${name} must be between -${bound} and ${bound}.`),
  );

/** GET /geodata/reverse: a point on the globe. */
export const reverseQuerySchema = z.object({ lat: coordinate('lat', 90), lon: coordinate('lon', 180) });
export type ReverseQuery = z.input<typeof reverseQuerySchema>;

/**
 * A place as Nominatim answers it (the app reads lat, lon and address). Loose, so the upstream's other
 * fields (place_id, boundingbox…) pass through; address parts vary by place (city, town, village, road…).
 */
export const nominatimPlaceSchema = z.looseObject({
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
  importance: z.number().optional(),
  addresstype: z.string().optional(),
});
export type NominatimPlace = z.infer<typeof nominatimPlaceSchema>;

export const geocodeAnswerSchema = z.array(nominatimPlaceSchema);

/** Nominatim answers a reverse lookup with nothing there as 200 `{error: 'Unable to geocode'}`. */
export const reverseNotFoundSchema = z.object({ error: z.string() });
export const reverseAnswerSchema = z.union([nominatimPlaceSchema, reverseNotFoundSchema]);
export type ReverseAnswer = z.infer<typeof reverseAnswerSchema>;
