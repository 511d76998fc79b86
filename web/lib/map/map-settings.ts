/** Zoom levels and the starting view of the maps. */

export const MAP_MIN_ZOOM = 2;
export const MAP_INITIAL_ZOOM = 5;
export const GEOCODED_ADDRESS_ZOOM = 14;
export const REPORT_MAP_CENTER = { lat: 39.8283, lng: -98.5795 } as const;
export const REPORT_MAP_ZOOM = 4;
