import type { AlertArea } from '../../common/schemas/alerts.ts';
import { distanceKm } from '../../common/display/great-circle.ts';

export interface AreaBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The stored form of an area: its box, and for a circle its centre and radius. */
export interface StoredArea extends AreaBox {
  centreLat: number | null;
  centreLon: number | null;
  radiusKm: number | null;
}

const KM_PER_DEGREE = 111.32;

/**
 * A circle's box: a degree of latitude is ~111 km everywhere, one of longitude shrinks with the
 * cosine of the latitude. Near a pole, or across the antimeridian, the box is clamped to the map's edges
 * (the part beyond 180° is not followed; decision 0040).
 */
export function circleBox(latitude: number, longitude: number, radiusKm: number): AreaBox {
  const latSpan = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, latitude - latSpan);
  const north = Math.min(90, latitude + latSpan);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cosine = Math.cos((widest * Math.PI) / 180);
  const lonSpan = cosine < 1e-6 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cosine));
  return {
    south,
    north,
    west: Math.max(-180, longitude - lonSpan),
    east: Math.min(180, longitude + lonSpan),
  };
}

export function storedArea(area: AlertArea): StoredArea {
  if (area.kind === 'box') {
    const { south, north, west, east } = area;
    return { south, north, west, east, centreLat: null, centreLon: null, radiusKm: null };
  }
  const box = circleBox(area.latitude, area.longitude, area.radiusKm);
  return { ...box, centreLat: area.latitude, centreLon: area.longitude, radiusKm: area.radiusKm };
}

export function areaOf(stored: StoredArea): AlertArea {
  if (stored.radiusKm !== null && stored.centreLat !== null && stored.centreLon !== null) {
    return { kind: 'circle', latitude: stored.centreLat, longitude: stored.centreLon, radiusKm: stored.radiusKm };
  }
  return { kind: 'box', south: stored.south, north: stored.north, west: stored.west, east: stored.east };
}

/** Whether a place lies in the area: in its box, and for a circle within its radius. */
export function areaHolds(stored: StoredArea, latitude: number, longitude: number): boolean {
  if (latitude < stored.south || latitude > stored.north || longitude < stored.west || longitude > stored.east) {
    return false;
  }
  if (stored.radiusKm === null || stored.centreLat === null || stored.centreLon === null) return true;
  return distanceKm(stored.centreLat, stored.centreLon, latitude, longitude) <= stored.radiusKm;
}
