import { z } from 'zod/mini';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

// Nominatim answers coordinates as text; only the first result's lat and lon matter here.
const geocodeResultsSchema = z.array(
  z.object({
    lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
    lon: z.coerce.number().check(z.gte(-180), z.lte(180)),
  }),
);

/** The place an address geocodes to, or null when the geocoder found nothing. */
export async function geocodeAddress(address: string): Promise<{ lat: number; lng: number } | null> {
  const results = await apiGet(apiPaths.geocode({ q: address, limit: 1 }), geocodeResultsSchema);
  const first = results[0];
  return first ? { lat: first.lat, lng: first.lon } : null;
}
