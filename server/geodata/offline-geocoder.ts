import type { NominatimPlace, ReverseAnswer } from '../../common/schemas/geodata.ts';
import { loadCities, type City } from './cities.ts';
import { distanceKm } from '../../common/display/great-circle.ts';
import { countryName } from './country-codes.ts';
import { normalizePlaceName, qualifierFits, readingsOf, type Reading } from './place-query.ts';
import { regionName } from './region-names.ts';

const LICENCE = 'Data © GeoNames (geonames.org), CC BY 4.0';
export const UNABLE_TO_GEOCODE = { error: 'Unable to geocode' } as const;
/** A pin farther than this from every place is "nowhere" (open sea, ice). */
const MAX_DISTANCE_KM = 100;
const KM_PER_DEGREE = 111.2;
/** People per km² of a dense city centre: sizes a place so that a big city keeps the pins inside it. */
const DENSE_CITY_PEOPLE_PER_KM2 = 20_000;

interface Entry {
  city: City;
  /** Its country and the alternates the data set lists (GeoNames' cc2, e.g. 'GB' for the Isle of Man). */
  countries: string[];
}

interface Index {
  byName: Map<string, Entry[]>;
  /** 1° × 1° cells, keyed row * 360 + column. */
  cells: Map<number, Entry[]>;
}

let index: Index | undefined;

function cellKey(row: number, column: number): number {
  return row * 360 + (((column % 360) + 360) % 360);
}
const rowOf = (latitude: number) => Math.min(179, Math.max(0, Math.floor(latitude) + 90));
const columnOf = (longitude: number) => Math.floor(longitude) + 180;

function add<K>(map: Map<K, Entry[]>, key: K, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/** Built once, on first use: loading and indexing the gazetteer takes about a second. */
function getIndex(): Index {
  if (index) return index;
  const byName = new Map<string, Entry[]>();
  const cells = new Map<number, Entry[]>();
  for (const city of loadCities()) {
    const alternates = city.altName
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean);
    // altName holds alternate country codes in this data set, and sometimes alternate names.
    const codes = alternates.filter((text) => /^[A-Z]{2}$/.test(text));
    const entry: Entry = { city, countries: [city.country, ...codes] };
    // 'Washington, D.C.' is also found as 'Washington', and 'New York City' as 'New York'.
    const names = [
      city.name,
      city.name.split(',')[0] ?? '',
      city.name.replace(/ city$/i, ''),
      ...alternates.filter((text) => text.length > 2),
    ];
    for (const key of new Set(names.map(normalizePlaceName))) if (key) add(byName, key, entry);
    add(cells, cellKey(rowOf(city.latitude), columnOf(city.longitude)), entry);
  }
  for (const list of byName.values()) list.sort((a, b) => b.city.population - a.city.population);
  return (index = { byName, cells });
}

function fits(entry: Entry, reading: Reading): boolean {
  return reading.qualifiers.every((qualifier) => qualifierFits(qualifier, entry.countries, entry.city.adminCode));
}

function exactMatches(reading: Reading): Entry[] {
  return getIndex().byName.get(reading.place) ?? [];
}

/** 'New York' finds 'New York City': whole words at the start of a name. */
function prefixMatches(reading: Reading): Entry[] {
  if (reading.place.length < 3) return [];
  const found = new Set<Entry>();
  const prefix = `${reading.place} `;
  for (const [key, entries] of getIndex().byName)
    if (key.startsWith(prefix)) for (const entry of entries) found.add(entry);
  return [...found].sort((a, b) => b.city.population - a.city.population);
}

/**
 * Places named by a free-text query, best first, in Nominatim's search shape. The first reading of
 * the query (see readingsOf) with an exact name match wins, its places ranked by population; names
 * that merely start with the text are the last resort (left out with `prefixes: false`).
 */
export function geocode(query: string, limit = 1, options: { prefixes?: boolean } = {}): NominatimPlace[] {
  const readings = readingsOf(query);
  // Without prefixes, an unknown name costs a few lookups instead of a pass over every name.
  for (const lookup of options.prefixes === false ? [exactMatches] : [exactMatches, prefixMatches]) {
    for (const reading of readings) {
      const found = [...new Set(lookup(reading).filter((entry) => fits(entry, reading)))];
      if (found.length > 0) return found.slice(0, limit).map((entry) => toPlace(entry.city));
    }
  }
  return [];
}

/**
 * The place a pin falls in: the nearest within 100 km, where distance is counted from a place's edge
 * (a radius from its population), so a pin by the Eiffel Tower is in Paris rather than in a small
 * suburb whose centre happens to be closer. Null in open sea.
 */
export function nearestCity(latitude: number, longitude: number): City | null {
  const { cells } = getIndex();
  const row = rowOf(latitude);
  const column = columnOf(longitude);
  // 100 km is less than 1° of latitude, but many degrees of longitude near the poles.
  const farthestLatitude = Math.min(89.9, Math.abs(latitude) + 1);
  const span = Math.ceil(MAX_DISTANCE_KM / (KM_PER_DEGREE * Math.cos((farthestLatitude * Math.PI) / 180)));
  const columns =
    span >= 180
      ? Array.from({ length: 360 }, (_, i) => i)
      : Array.from({ length: 2 * span + 1 }, (_, i) => column - span + i);
  let best: City | null = null;
  let bestScore = Infinity;
  for (let r = Math.max(0, row - 1); r <= Math.min(179, row + 1); r++) {
    for (const c of columns) {
      for (const { city } of cells.get(cellKey(r, c)) ?? []) {
        const distance = distanceKm(latitude, longitude, city.latitude, city.longitude);
        if (distance > MAX_DISTANCE_KM) continue;
        const score = distance - Math.sqrt(city.population / (Math.PI * DENSE_CITY_PEOPLE_PER_KM2));
        if (score < bestScore) [best, bestScore] = [city, score];
      }
    }
  }
  return best;
}

/** Nominatim's reverse shape: the place, or `{error: 'Unable to geocode'}` as Nominatim says it. */
export function reverse(latitude: number, longitude: number): ReverseAnswer {
  const city = nearestCity(latitude, longitude);
  return city ? toPlace(city) : { ...UNABLE_TO_GEOCODE };
}

function placeType(population: number): 'city' | 'town' | 'village' {
  return population >= 100_000 ? 'city' : population >= 10_000 ? 'town' : 'village';
}

function toPlace(city: City): NominatimPlace {
  const type = placeType(city.population);
  const state = regionName(city.country, city.adminCode);
  const country = countryName(city.country) ?? city.country;
  return {
    lat: String(city.latitude),
    lon: String(city.longitude),
    display_name: [city.name, state, country].filter(Boolean).join(', '),
    name: city.name,
    class: 'place',
    type,
    addresstype: type,
    importance: Math.round(Math.min(1, Math.log10(city.population + 10) / 8) * 1000) / 1000,
    address: { [type]: city.name, ...(state ? { state } : {}), country, country_code: city.country.toLowerCase() },
    licence: LICENCE,
  };
}
