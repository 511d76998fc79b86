/** Where the pin is, in the fields a report carries. */
export interface ReportPlace {
  address: string;
  city: string | null;
  region: string | null;
  country: string | null;
  iso2CountryCode: string | null;
}

type AddressParts = Record<string, string | undefined>;

const first = (parts: AddressParts, keys: readonly string[]) =>
  keys.map((key) => parts[key]?.trim()).find(Boolean) ?? null;

// Nominatim names a settlement by its size; the town is whichever of these it gave.
const TOWN_KEYS = ['town', 'city', 'village', 'hamlet', 'municipality', 'suburb'] as const;
const REGION_KEYS = ['state', 'province', 'region', 'county'] as const;

/**
 * The address text rebuilt from a geocoder's address parts: house number, road, town, state
 * and country. Null when the parts give no text at all.
 */
export function placeFromAddress(parts: AddressParts | undefined): ReportPlace | null {
  if (!parts) return null;
  const street = [parts.house_number?.trim(), parts.road?.trim()].filter(Boolean).join(' ');
  const town = first(parts, TOWN_KEYS);
  const region = first(parts, REGION_KEYS);
  const country = parts.country?.trim() || null;
  const address = [street, town, region, country].filter(Boolean).join(', ');
  if (!address) return null;
  const code = parts.country_code?.trim().toUpperCase();
  return {
    address,
    city: town,
    region,
    country,
    iso2CountryCode: code && /^[A-Z]{2}$/.test(code) ? code : null,
  };
}
