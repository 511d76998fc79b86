import { createRequire } from 'node:module';
import { loadCities } from './cities.ts';
import { normalizePlaceName } from './place-query.ts';
import { REGIONS } from './region-names.ts';

/** A place of a state or province by name: a gazetteer city (with its population) or a post office (population 0). */
export interface StatePlace {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Normalized name → the places of that name, most populous first; one such map per `${country}.${abbreviation}`. */
type StateIndex = Map<string, StatePlace[]>;

interface ZipCode {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const COUNTRIES_BY_STATE = new Set(['US', 'CA']);
let cityIndex: Map<string, StateIndex> | undefined;
let postOfficeIndex: Map<string, StateIndex> | undefined;

function add(states: Map<string, StateIndex>, state: string, place: StatePlace): void {
  const key = normalizePlaceName(place.name);
  if (!key) return;
  let index = states.get(state);
  if (!index) states.set(state, (index = new Map()));
  const list = index.get(key);
  if (list) list.push(place);
  else index.set(key, [place]);
}

function sortByPopulation(states: Map<string, StateIndex>): Map<string, StateIndex> {
  for (const index of states.values())
    for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  return states;
}

/** The gazetteer's places of the US and Canada by state or province ('US.AZ', 'CA.ON'), built on first use. */
function cities(): Map<string, StateIndex> {
  if (cityIndex) return cityIndex;
  const abbreviation = new Map(REGIONS.map((region) => [`${region.country}.${region.adminCode}`, region.abbreviation]));
  const states = new Map<string, StateIndex>();
  for (const city of loadCities()) {
    if (!COUNTRIES_BY_STATE.has(city.country)) continue;
    const state = abbreviation.get(`${city.country}.${city.adminCode}`);
    if (state) add(states, `${city.country}.${state}`, city);
  }
  return (cityIndex = sortByPopulation(states));
}

/**
 * The US post offices of the zipcodes package (one place per name and state: the first ZIP code's
 * point), for the small towns the gazetteer lacks (it lists places of 1,000 people and more). Loaded
 * only when the gazetteer misses: it is 40,000 codes, and most imports never need it.
 */
function postOffices(): Map<string, StateIndex> {
  if (postOfficeIndex) return postOfficeIndex;
  const { codes } = createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipCode> };
  const states = new Map<string, StateIndex>();
  const seen = new Set<string>();
  for (const zip of Object.values(codes)) {
    const key = `US.${zip.state}|${normalizePlaceName(zip.city)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(states, `US.${zip.state}`, {
      name: zip.city,
      latitude: zip.latitude,
      longitude: zip.longitude,
      population: 0,
    });
  }
  return (postOfficeIndex = states);
}

/** Whether places are listed by state for this country (the US and Canada). */
export function hasStatePlaces(country: string | null): boolean {
  return country !== null && COUNTRIES_BY_STATE.has(country);
}

/** The gazetteer's places of exactly this name in a state ('US', 'AZ'), most populous first. */
export function gazetteerPlacesNamed(country: string, state: string, name: string): readonly StatePlace[] {
  return cities().get(`${country}.${state}`)?.get(normalizePlaceName(name)) ?? [];
}

/** The post office of exactly this name in a US state, if any. */
export function postOfficeNamed(country: string, state: string, name: string): StatePlace | null {
  if (country !== 'US') return null;
  return postOffices().get(`US.${state}`)?.get(normalizePlaceName(name))?.[0] ?? null;
}

/** Every name of a state, normalized, with its most populous place: for names written a little wrong. */
export function* statePlaceNames(country: string, state: string): Iterable<[string, StatePlace]> {
  const key = `${country}.${state}`;
  const names = new Set<string>();
  for (const index of [cities().get(key), country === 'US' ? postOffices().get(key) : undefined]) {
    if (!index) continue;
    for (const [name, places] of index) {
      if (names.has(name)) continue;
      names.add(name);
      yield [name, places[0]!];
    }
  }
}
