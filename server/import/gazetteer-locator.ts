import type { NominatimPlace } from '../../common/schemas/geodata.ts';
import { countryName } from '../geodata/country-codes.ts';
import { geocode } from '../geodata/offline-geocoder.ts';
import { normalizePlaceName } from '../geodata/place-query.ts';
import { REGIONS, type Region } from '../geodata/region-names.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A city's coordinates from its name, state code ('AZ', 'ON', may be blank) and ISO country code. */
export type GazetteerLocator = (city: string, stateCode: string, countryCode: string | null) => Coordinates | null;

/** The geocoder ranks a few answers; a wrong country's namesake may come before the right one. */
const CANDIDATES = 5;

/**
 * Finds where a city of a state (or of a country) is, in the offline gazetteer, for rows that came
 * without coordinates. Only an answer of exactly that name, in that state and country, is taken: the
 * geocoder's fallbacks (names that merely start with the text, the same name elsewhere) would put
 * 'Lake, AZ' at Lake Havasu City. A city without a known state or country is not looked up at all.
 * Answers are kept for the locator's life, one import: the same cities come back thousands of times.
 */
export function createGazetteerLocator(): GazetteerLocator {
  const answers = new Map<string, Coordinates | null>();
  return (city, stateText, countryCode) => {
    const stateCode = stateText.toUpperCase();
    const key = `${normalizePlaceName(city)}|${stateCode}|${countryCode ?? ''}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = locate(city, stateCode, countryCode);
      answers.set(key, answer);
    }
    return answer;
  };
}

function locate(city: string, stateCode: string, countryCode: string | null): Coordinates | null {
  const name = normalizePlaceName(city);
  const regions = stateCode
    ? REGIONS.filter((region) => region.abbreviation === stateCode && (!countryCode || region.country === countryCode))
    : [];
  if (!name) return null;
  if (regions.length === 0) {
    // Only the country can be checked then. A state code we do not know is trusted only in a country
    // whose states we do not know either ('XX, USA' is a typo, not a place).
    const knowsStates = REGIONS.some((region) => region.country === countryCode);
    if (!countryCode || (stateCode && knowsStates)) return null;
  }
  const query = [city, stateCode, countryName(countryCode)].filter(Boolean).join(', ');
  const found = geocode(query, CANDIDATES, { prefixes: false }).find((place) =>
    isThePlace(place, name, regions, countryCode),
  );
  return found ? { latitude: Number(found.lat), longitude: Number(found.lon) } : null;
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
