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
 * cosine of the latitude. Near a pole the box goes all the way round. Across the antimeridian its
 * east edge goes on past 180° (Fiji's 178° and 300 km: 175.3° to 180.7°), so the box stays one
 * interval of longitude.
 */
export function circleBox(latitude: number, longitude: number, radiusKm: number): AreaBox {
  const latSpan = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, latitude - latSpan);
  const north = Math.min(90, latitude + latSpan);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cosine = Math.cos((widest * Math.PI) / 180);
  const lonSpan = cosine < 1e-6 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cosine));
  if (lonSpan >= 180) return { south, north, west: -180, east: 180 };
  return { south, north, ...unwrapped(longitude - lonSpan, longitude + lonSpan) };
}

/**
 * Edges of longitude as stored and indexed: the west one within ±180°, the east one after it and at most
 * a turn further, past 180° when the area crosses the antimeridian.
 */
function unwrapped(west: number, east: number): { west: number; east: number } {
  if (west < -180) return { west: west + 360, east: east + 360 };
  if (west > 180) return { west: west - 360, east: east - 360 };
  return { west, east: east <= west ? east + 360 : east };
}

/** The intervals of longitude (each within ±180°) an area's box covers: two when it crosses the antimeridian. */
export function longitudeRanges(box: Pick<AreaBox, 'west' | 'east'>): Array<[number, number]> {
  const { west, east } = unwrapped(box.west, box.east);
  return east > 180
    ? [
        [west, 180],
        [-180, east - 360],
      ]
    : [[west, east]];
}

export function storedArea(area: AlertArea): StoredArea {
  if (area.kind === 'box') {
    const { south, north } = area;
    return { south, north, ...unwrapped(area.west, area.east), centreLat: null, centreLon: null, radiusKm: null };
  }
  const box = circleBox(area.latitude, area.longitude, area.radiusKm);
  return { ...box, centreLat: area.latitude, centreLon: area.longitude, radiusKm: area.radiusKm };
}

export function areaOf(stored: StoredArea): AlertArea {
  if (stored.radiusKm !== null && stored.centreLat !== null && stored.centreLon !== null) {
    return { kind: 'circle', latitude: stored.centreLat, longitude: stored.centreLon, radiusKm: stored.radiusKm };
  }
  // Across the antimeridian a box is told as a map view is, its west edge east of its east one.
  const east = stored.east > 180 ? stored.east - 360 : stored.east;
  return { kind: 'box', south: stored.south, north: stored.north, west: stored.west, east };
}

/** Whether a place lies in the area: in its box (on either side of the antimeridian), and for a circle within its radius. */
export function areaHolds(stored: StoredArea, latitude: number, longitude: number): boolean {
  if (latitude < stored.south || latitude > stored.north) return false;
  if (!longitudeRanges(stored).some(([from, to]) => longitude >= from && longitude <= to)) return false;
  if (stored.radiusKm === null || stored.centreLat === null || stored.centreLon === null) return true;
  return distanceKm(stored.centreLat, stored.centreLon, latitude, longitude) <= stored.radiusKm;
}
