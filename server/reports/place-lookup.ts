import type { GeocodingService } from '../geodata/geocoding-service.ts';

/** The place parts of a reverse lookup, in Nominatim's address names. */
export interface ReversePlace {
  city?: string;
  state?: string;
  country?: string;
  country_code?: string;
  displayName?: string;
}

export interface ReverseGeocoder {
  reverse(latitude: number, longitude: number): Promise<ReversePlace | null>;
}

const CITY_KEYS = ['city', 'town', 'village', 'hamlet', 'municipality', 'suburb'] as const;
const REGION_KEYS = ['state', 'province', 'region', 'state_district', 'county'] as const;

function firstOf(address: Record<string, string>, keys: readonly string[]): string | undefined {
  for (const key of keys) if (address[key]?.trim()) return address[key]!.trim();
  return undefined;
}

/** Reads the geocoding service's Nominatim-shaped answer as the parts a report fills in. */
export function reverseGeocoderOf(geocoding: Pick<GeocodingService, 'reverse'>): ReverseGeocoder {
  return {
    async reverse(latitude, longitude) {
      const { answer } = await geocoding.reverse(latitude, longitude);
      // Nominatim answers "nothing here" as {error}, a place with its address parts otherwise.
      const place = answer as { address?: Record<string, string>; display_name?: string; error?: string };
      if (place.error || !place.address) return null;
      const address = place.address;
      return {
        city: firstOf(address, CITY_KEYS),
        state: firstOf(address, REGION_KEYS),
        country: address.country?.trim() || undefined,
        country_code: address.country_code?.trim() || undefined,
        displayName: place.display_name,
      };
    },
  };
}
