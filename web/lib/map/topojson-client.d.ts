// topojson-client ships no types; this is the one function the map uses.
declare module 'topojson-client' {
  import type { FeatureCollection } from 'geojson';

  export function feature(topology: unknown, object: unknown): FeatureCollection;
}
