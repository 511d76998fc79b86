import type { Sighting } from '../schemas/sighting.ts';

type PlaceFields = Pick<Sighting, 'locationName' | 'formattedAddress' | 'city' | 'region' | 'country'>;

/** The best place name a sighting has: its location name, else its address, else city, region, country. */
export function sightingPlace(sighting: PlaceFields): string {
  const named = sighting.locationName?.trim() || sighting.formattedAddress?.trim();
  if (named) return named;
  return [sighting.city, sighting.region, sighting.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
