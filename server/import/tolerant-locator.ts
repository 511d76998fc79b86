import { gazetteerPlacesNamed, hasStatePlaces, postOfficeNamed, statePlaceNames } from '../geodata/state-places.ts';
import { editDistance } from '../geodata/edit-distance.ts';
import { normalizePlaceName } from '../geodata/place-query.ts';
import {
  createGazetteerLocator,
  rememberingLocator,
  type GazetteerAnswer,
  type GazetteerLocator,
} from './gazetteer-locator.ts';

/** Words before a town's name that say where in or near it: 'North Phoenix', 'near Tucson', 'Downtown Dallas'. */
const DIRECTION_BEFORE =
  /^(?:north|south|east|west|northeast|northwest|southeast|southwest|n|s|e|w|ne|nw|se|sw|central|downtown|greater|outside(?: of)?|near|nr|rural|upstate)\.?\s+(.+)$/i;
/** … and after it: 'Phoenix North', 'Tucson area', 'Dallas (outside)'. */
const DIRECTION_AFTER =
  /^(.+?),?\s+(?:north|south|east|west|northeast|northwest|southeast|southwest|area|outskirts|vicinity|suburbs?|metro|downtown)\.?$/i;
/** Two places written as one: 'Bartlett/Memphis', 'Anthem & Phoenix', 'Gilbert or Mesa'. */
const TWO_PLACES = /\s*(?:\/|&|\+|;|,|\band\b|\bor\b|\s-\s)\s*/i;
/** A name this short takes one wrong letter at most; longer ones two. */
const SHORT_NAME = 7;

/**
 * Places a city as `createGazetteerLocator` does, and where that fails, tolerantly: in the US and
 * Canada also the post offices of small towns, two places written as one (the first that is found),
 * a direction or 'near' before or after the name, and a name misspelt by a letter or two within its
 * state ('Litchfeild'). A name several places of its state share is the most populous of them. All
 * but a single exact match are `approximate`.
 */
export function createTolerantLocator(): GazetteerLocator {
  const gazetteer = createGazetteerLocator({ mostPopulous: true });
  return rememberingLocator((city, state, countryCode) => locate(gazetteer, city, state, countryCode));
}

function locate(gazetteer: GazetteerLocator, city: string, state: string, country: string | null): GazetteerAnswer {
  const direct = gazetteer(city, state, country);
  if ('coordinates' in direct || !country || !hasStatePlaces(country) || !state) return direct;
  const named = inState(city, state, country);
  if (named) return named;
  for (const variant of variantsOf(city)) {
    const found = gazetteer(variant, state, country);
    const answer = 'coordinates' in found ? found : inState(variant, state, country);
    if (answer && 'coordinates' in answer) return { coordinates: answer.coordinates, approximate: true };
  }
  return nearestSpelling(city, state, country) ?? direct;
}

/** A place of exactly this name in the state: the gazetteer's most populous, else a post office. */
function inState(name: string, state: string, country: string): GazetteerAnswer | null {
  const places = gazetteerPlacesNamed(country, state, name);
  const place = places[0] ?? postOfficeNamed(country, state, name);
  if (!place) return null;
  const coordinates = { latitude: place.latitude, longitude: place.longitude };
  return places.length > 1 ? { coordinates, approximate: true } : { coordinates };
}

/** The names a written place may stand for: each of two places, the name without its direction. */
export function variantsOf(city: string): string[] {
  const variants = new Set<string>();
  const parts = city.split(TWO_PLACES).filter((part) => part.trim());
  for (const part of parts.length > 1 ? parts : [city]) {
    const trimmed = part.trim();
    if (parts.length > 1) variants.add(trimmed);
    const bare = DIRECTION_BEFORE.exec(trimmed)?.[1] ?? DIRECTION_AFTER.exec(trimmed)?.[1];
    if (bare) variants.add(bare.trim());
  }
  variants.delete(city);
  return [...variants];
}

/**
 * The one name of the state closest in spelling (a letter wrong, missing, added or two swapped; two
 * such for longer names), starting with the same letter. Of equally close names, the most populous.
 */
function nearestSpelling(city: string, state: string, country: string): GazetteerAnswer | null {
  const name = normalizePlaceName(city);
  if (name.length < 4) return null;
  const limit = name.length < SHORT_NAME ? 1 : 2;
  let best: { distance: number; population: number; latitude: number; longitude: number } | null = null;
  for (const [candidate, place] of statePlaceNames(country, state)) {
    if (candidate[0] !== name[0] || Math.abs(candidate.length - name.length) > limit) continue;
    const distance = editDistance(name, candidate, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && place.population > best.population)) {
      best = { distance, population: place.population, latitude: place.latitude, longitude: place.longitude };
    }
  }
  return best ? { coordinates: { latitude: best.latitude, longitude: best.longitude }, approximate: true } : null;
}
