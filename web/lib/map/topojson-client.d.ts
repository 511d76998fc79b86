// topojson-client ships no types; this is the one function the map uses (a feature for a
// geometry object, a collection for a collection of them).
declare module 'topojson-client' {
  import type { Feature, FeatureCollection } from 'geojson';

  export function feature(topology: unknown, object: unknown): Feature | FeatureCollection;
}
