import { distanceKm } from '../../common/display/great-circle.ts';
import type { Coordinates, GazetteerLocator } from './gazetteer-locator.ts';
import { parseCoordinate, type NuforcPlace } from './nuforc-place.ts';
import type { RowSkip } from './row-result.ts';

/** Coordinates this far from the place a row names are kept, but listed for staff to look at. */
export const FAR_FROM_PLACE_KM = 100;

export type PlacedRow = {
  ok: true;
  coordinates: Coordinates;
  /** Placed by a name that was not certain. */
  approximate: boolean;
  /** Why staff should look at the row's coordinates, when they lie far from the place it names. */
  flag?: string;
};

/**
 * A NUFORC row's coordinates as given, or, when it has none (blank, or (0, 0) which stands for none),
 * where the gazetteer places its city; else why the row cannot be placed. Given coordinates more than
 * 100 km from where the gazetteer places the named city are kept (the name may be the error) and flagged.
 */
export function nuforcCoordinates(
  latText: string,
  lngText: string,
  place: NuforcPlace,
  locate: GazetteerLocator,
): PlacedRow | RowSkip {
  if (latText || lngText) {
    const latitude = parseCoordinate(latText, 90);
    if (latitude === null) return { ok: false, reason: 'invalid latitude', detail: latText };
    const longitude = parseCoordinate(lngText, 180);
    if (longitude === null) return { ok: false, reason: 'invalid longitude', detail: lngText };
    if (latitude !== 0 || longitude !== 0) {
      const flag = farFromNamedPlace({ latitude, longitude }, place, locate);
      return { ok: true, coordinates: { latitude, longitude }, approximate: false, ...(flag ? { flag } : {}) };
    }
  }
  if (!place.city) {
    const detail = place.locationName ? `${place.locationName}: no city named` : 'no place named';
    return { ok: false, reason: 'no coordinates', detail };
  }
  const answer = locate(place.city, place.stateCode, place.iso2CountryCode);
  if ('coordinates' in answer)
    return { ok: true, coordinates: answer.coordinates, approximate: answer.approximate ?? false };
  return { ok: false, reason: 'no coordinates', detail: `${place.locationName}: ${answer.missing}` };
}

function farFromNamedPlace(given: Coordinates, place: NuforcPlace, locate: GazetteerLocator): string | null {
  if (!place.city || !place.iso2CountryCode) return null;
  const answer = locate(place.city, place.stateCode, place.iso2CountryCode);
  if (!('coordinates' in answer) || answer.approximate) return null;
  const { latitude, longitude } = answer.coordinates;
  const km = distanceKm(given.latitude, given.longitude, latitude, longitude);
  if (km <= FAR_FROM_PLACE_KM) return null;
  return `${given.latitude}, ${given.longitude} is ${Math.round(km).toLocaleString('en-US')} km from ${place.locationName}`;
}
