export interface LngLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Wraps any longitude into [-180, 180). */
export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/**
 * The map's view as one or two boxes inside ±180: longitudes outside are wrapped, and a
 * view that crosses the antimeridian becomes a box on each side of it.
 */
export function boxesForBounds(bounds: { swLng: number; swLat: number; neLng: number; neLat: number }): LngLatBox[] {
  const south = bounds.swLat;
  const north = bounds.neLat;
  if (bounds.neLng - bounds.swLng >= 360) return [{ west: -180, south, east: 180, north }];
  const west = wrapLongitude(bounds.swLng);
  let east = wrapLongitude(bounds.neLng);
  if (east === -180 && bounds.neLng > bounds.swLng) east = 180;
  if (west <= east) return [{ west, south, east, north }];
  return [
    { west, south, east: 180, north },
    { west: -180, south, east, north },
  ];
}
