import type { NominatimPlace } from '../../common/schemas/geodata.ts';
import { countryName } from '../geodata/country-codes.ts';
import { geocode } from '../geodata/offline-geocoder.ts';
import { normalizePlaceName } from '../geodata/place-query.ts';
import { REGIONS, type Region } from '../geodata/region-names.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Where the gazetteer places a city, or why it does not (words that follow the place's name).
 * `approximate`: the name was not certain (several places have it, or it was read tolerantly).
 */
export type GazetteerAnswer = { coordinates: Coordinates; approximate?: true } | { missing: string };

/** A city's place from its name, state code ('AZ', 'ON', 'ENG', may be blank) and ISO country code. */
export type GazetteerLocator = (city: string, stateCode: string, countryCode: string | null) => GazetteerAnswer;

/**
 * The geocoder ranks the places of a name by population, and counts alternate names too: enough of
 * them to see whether a second place has the very name.
 */
const CANDIDATES = 50;

const NOT_FOUND = { missing: 'not found in the gazetteer' } as const;
const NO_COUNTRY = { missing: 'no state or country to look it up in' } as const;

/**
 * Finds where a city of a state (or of a country) is, in the offline gazetteer, for rows that came
 * without coordinates. Only a place of exactly that name, in that state and country, is taken, and
 * only when it is the one place of that name there: the geocoder's fallbacks (names that merely start
 * with the text, the biggest namesake) would put 'Lake, AZ' at Lake Havasu City and 'Perth, Australia'
 * in Western Australia when it may be the Perth of Tasmania. A city without a known state or country
 * is not looked up at all. Answers are kept for the locator's life, one import: the same cities come
 * back thousands of times.
 */
export function createGazetteerLocator(options: { mostPopulous?: boolean } = {}): GazetteerLocator {
  return rememberingLocator((city, stateCode, countryCode) =>
    locate(city, stateCode, countryCode, options.mostPopulous ?? false),
  );
}

/**
 * A locator that takes the state code in any case and keeps every answer for its life (one import),
 * by the city's normalised name, the state and the country.
 */
export function rememberingLocator(locator: GazetteerLocator): GazetteerLocator {
  const answers = new Map<string, GazetteerAnswer>();
  return (city, stateText, countryCode) => {
    const stateCode = stateText.toUpperCase();
    const key = `${normalizePlaceName(city)}|${stateCode}|${countryCode ?? ''}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = locator(city, stateCode, countryCode);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** With `mostPopulous`, a name several places share is the most populous of them (the geocoder ranks them so), approximately. */
function locate(city: string, stateCode: string, countryCode: string | null, mostPopulous: boolean): GazetteerAnswer {
  const name = normalizePlaceName(city);
  const regions = stateCode
    ? REGIONS.filter((region) => region.abbreviation === stateCode && (!countryCode || region.country === countryCode))
    : [];
  if (!name) return NOT_FOUND;
  if (regions.length === 0) {
    // Only the country can be checked then. A state code we do not know is trusted only in a country
    // whose states we do not know either ('XX, USA' is a typo, not a place).
    const knowsStates = REGIONS.some((region) => region.country === countryCode);
    if (!countryCode) return NO_COUNTRY;
    if (stateCode && knowsStates) return NOT_FOUND;
  }
  const query = [city, stateCode, countryName(countryCode)].filter(Boolean).join(', ');
  const found = geocode(query, CANDIDATES, { prefixes: false }).filter((place) =>
    isThePlace(place, name, regions, countryCode),
  );
  if (found.length > 1 && mostPopulous) {
    return { coordinates: { latitude: Number(found[0]!.lat), longitude: Number(found[0]!.lon) }, approximate: true };
  }
  if (found.length > 1) return { missing: `${found.length} places of that name in the gazetteer, not guessed between` };
  const [place] = found;
  return place ? { coordinates: { latitude: Number(place.lat), longitude: Number(place.lon) } } : NOT_FOUND;
}

function isThePlace(place: NominatimPlace, name: string, regions: readonly Region[], countryCode: string | null) {
  const placeName = typeof place.name === 'string' ? place.name : '';
  const placeCountry = place.address?.country_code?.toUpperCase();
  // 'Washington, D.C.' is also found as 'Washington', and 'New York City' as 'New York' (as reports name it).
  const sameName = [placeName, placeName.split(',')[0]!, placeName.replace(/ city$/i, '')].some(
    (text) => normalizePlaceName(text) === name,
  );
  const inCountry = !countryCode || placeCountry === countryCode;
  const inRegion =
    regions.length === 0 ||
    regions.some((region) => region.country === placeCountry && region.name === place.address?.state);
  return sameName && inCountry && inRegion;
}
