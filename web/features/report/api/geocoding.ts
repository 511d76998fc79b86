import { geocodeAnswerSchema, reverseAnswerSchema } from '../../../../common/schemas/geodata.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

export interface GeocodedPoint {
  lat: number;
  lng: number;
  address: Record<string, string> | undefined;
}

const coordinate = (text: string, bound: number) => {
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= bound ? value : null;
};

/** Where an address is (GET /geodata/geocode, Nominatim's shape), or null when nothing was found. */
export async function geocodeAddress(address: string): Promise<GeocodedPoint | null> {
  const [first] = await apiGet(apiPaths.geocode({ q: address, limit: 1 }), geocodeAnswerSchema);
  if (!first) return null;
  const lat = coordinate(first.lat, 90);
  const lng = coordinate(first.lon, 180);
  return lat === null || lng === null ? null : { lat, lng, address: first.address };
}

/** The address parts at a point (GET /geodata/reverse), or null when the geocoder knows no place there. */
export async function reverseGeocode(lat: number, lng: number): Promise<Record<string, string> | null> {
  const answer = await apiGet(apiPaths.reverseGeocode({ lat, lon: lng }), reverseAnswerSchema);
  return 'address' in answer && answer.address ? answer.address : null;
}
