import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import type { BoundsBox } from './map-bounds.ts';

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export function boundsBoxOf(bounds: LatLngBounds): BoundsBox {
  return {
    swLat: bounds.getSouth(),
    swLng: bounds.getWest(),
    neLat: bounds.getNorth(),
    neLng: bounds.getEast(),
  };
}

/** The map's centre (its longitude brought back within ±180, as the world repeats) and zoom. */
export function viewOf(map: LeafletMap): MapView {
  const center = map.getCenter().wrap();
  return { lat: center.lat, lng: center.lng, zoom: map.getZoom() };
}
