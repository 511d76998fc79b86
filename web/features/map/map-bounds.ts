import type { Sighting } from '../../../common/schemas/sighting.ts';
import { apiPaths } from '../../../common/api/api-paths.ts';
import { filterParameters, NO_FILTERS, type MapFilters } from './map-filters.ts';

/** A map view box in degrees; longitudes may run past ±180 when the world repeats. */
export interface BoundsBox {
  swLat: number;
  swLng: number;
  neLat: number;
  neLng: number;
}

export type MappableSighting = Sighting & { latitude: number; longitude: number };

/** Markers only for sightings that are approved, not deleted and have both coordinates. */
export function isMappable(sighting: Sighting): sighting is MappableSighting {
  return sighting.approved && !sighting.deleted && sighting.latitude !== null && sighting.longitude !== null;
}

const clampLatitude = (lat: number) => Math.min(90, Math.max(-90, lat));
// Five decimals is about a metre: enough for a query, and stable as a cache key.
const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Makes a view box safe to send: latitudes within ±90, and a box wider than the world becomes the
 * whole world (the server wraps longitudes past ±180 itself, but cannot guess which copy is meant).
 */
export function normalizeBounds(bounds: BoundsBox): BoundsBox {
  const wholeWorld = bounds.neLng - bounds.swLng >= 360;
  return {
    swLat: round(clampLatitude(Math.min(bounds.swLat, bounds.neLat))),
    neLat: round(clampLatitude(Math.max(bounds.swLat, bounds.neLat))),
    swLng: wholeWorld ? -180 : round(bounds.swLng),
    neLng: wholeWorld ? 180 : round(bounds.neLng),
  };
}

/** A view's box as query parameters, made safe to send. */
export function boxParameters(bounds: BoundsBox): Array<[string, number]> {
  const box = normalizeBounds(bounds);
  return [
    ['swLng', box.swLng],
    ['swLat', box.swLat],
    ['neLng', box.neLng],
    ['neLat', box.neLat],
  ];
}

/** The by-lat-lng-bounds call, relative to the API base; the filters, when any, narrow it. */
export function sightingsInBoundsPath(bounds: BoundsBox, size: number, filters: MapFilters = NO_FILTERS): string {
  return apiPaths.sightingsInBounds([...boxParameters(bounds), ...filterParameters(filters), ['size', size]]);
}

/**
 * The longitude of the copy of a place nearest the view's centre. The map repeats the world side by
 * side; drawing each marker on the copy in view keeps markers visible across the antimeridian.
 */
export function nearestWorldCopy(longitude: number, centerLongitude: number): number {
  return longitude + 360 * Math.round((centerLongitude - longitude) / 360);
}
