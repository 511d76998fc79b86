import { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';

// Nominatim answers coordinates as text; only the first result's lat and lon matter here (SPEC §7).
const geocodeResultsSchema = z.array(
  z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
);

/** The place an address geocodes to, or null when the geocoder found nothing. */
export async function geocodeAddress(address: string): Promise<{ lat: number; lng: number } | null> {
  const query = new URLSearchParams({ q: address, limit: '1' });
  const results = await apiGet(`/geodata/geocode?${query}`, geocodeResultsSchema);
  const first = results[0];
  return first ? { lat: first.lat, lng: first.lon } : null;
}
