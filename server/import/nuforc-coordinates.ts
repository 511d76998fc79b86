import type { Coordinates, GazetteerLocator } from './gazetteer-locator.ts';
import { parseCoordinate, type NuforcPlace } from './nuforc-place.ts';
import type { RowSkip } from './row-result.ts';

/**
 * A NUFORC row's coordinates as given, or, when it has none (blank, or (0, 0) which stands for none),
 * where the gazetteer places its city; else why the row cannot be placed.
 */
export function nuforcCoordinates(
  latText: string,
  lngText: string,
  place: NuforcPlace,
  locate: GazetteerLocator,
): { ok: true; coordinates: Coordinates } | RowSkip {
  if (latText || lngText) {
    const latitude = parseCoordinate(latText, 90);
    if (latitude === null) return { ok: false, reason: 'invalid latitude', detail: latText };
    const longitude = parseCoordinate(lngText, 180);
    if (longitude === null) return { ok: false, reason: 'invalid longitude', detail: lngText };
    if (latitude !== 0 || longitude !== 0) return { ok: true, coordinates: { latitude, longitude } };
  }
  if (!place.city) {
    const detail = place.locationName ? `${place.locationName}: no city named` : 'no place named';
    return { ok: false, reason: 'no coordinates', detail };
  }
  const answer = locate(place.city, place.stateCode, place.iso2CountryCode);
  if ('coordinates' in answer) return { ok: true, coordinates: answer.coordinates };
  return { ok: false, reason: 'no coordinates', detail: `${place.locationName}: ${answer.missing}` };
}
