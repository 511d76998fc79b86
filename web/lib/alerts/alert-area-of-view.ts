import type { AlertArea } from '../../../common/schemas/alerts.ts';

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, bound: number) => Math.min(bound, Math.max(-bound, value));

/**
 * A map view as an alert's box. The map repeats the world, so a view's longitudes may run past ±180:
 * a view wholly on another copy is moved onto the first, and one across the antimeridian is told as a box
 * whose west edge is east of its east one (170 to -170).
 */
export function alertAreaOfView(view: { swLat: number; swLng: number; neLat: number; neLng: number }): AlertArea {
  let west = view.swLng;
  let east = view.neLng;
  if (east - west >= 360) [west, east] = [-180, 180];
  const shift = Math.floor((west + 180) / 360) * 360;
  west -= shift;
  east -= shift;
  if (east > 180) east -= 360;
  return {
    kind: 'box',
    south: round(clamp(Math.min(view.swLat, view.neLat), 90)),
    north: round(clamp(Math.max(view.swLat, view.neLat), 90)),
    west: round(clamp(west, 180)),
    east: round(clamp(east, 180)),
  };
}
