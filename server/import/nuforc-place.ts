import { countryName } from '../geodata/country-codes.ts';
import { nearestCity } from '../geodata/offline-geocoder.ts';
import { countryCodeNamed, regionsAbbreviated, regionsNamed } from '../geodata/place-names.ts';
import { US_STATE_NAMES } from '../geodata/us-states.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { readBracketedCity, type BracketedCity } from './nuforc-bracketed-place.ts';
import { placeCase } from './place-case.ts';
import { titleCase } from './summary-text.ts';

export interface NuforcPlace {
  city: string | null;
  region: string | null;
  country: string | null;
  iso2CountryCode: string | null;
  locationName: string | null;
  /** The region as the gazetteer is asked for it ('AZ', 'ON', 'ENG'); blank when none is known. */
  stateCode: string;
}

const DECIMAL = /^[-+]?\d{1,3}(?:\.\d+)?$/;
/** Words of a bracket note that read better in lower case: '(near)', '(outside of)'. */
const SMALL_WORDS = new Set(['near', 'outside', 'of', 'to', 'close', 'area', 'and', 'in', 'at', 'by', 'from']);
/** Canadian provinces' older codes, still in NUFORC's records, and the codes of today. */
const OLD_PROVINCE_CODES: Readonly<Record<string, string>> = {
  PQ: 'QC',
  NF: 'NL',
  LB: 'NL',
  SA: 'SK',
  YK: 'YT',
  NWT: 'NT',
};

/**
 * The place a NUFORC row names. The country is often blank on US rows: a state code of the US then
 * means the US (Canadian provinces have codes of their own, so 'ON' or 'BC' stay without a country).
 * `otherCountry` names a country that has no ISO code we know. Outside the US and Canada NUFORC writes
 * the country in brackets after the city, 'Fukuoka (Japan)', 'Penarth (UK/Wales)': those brackets
 * give the country and region, and whatever else they say stays in the location name.
 */
export function nuforcPlace(
  cityText: string,
  stateText: string,
  countryCode: string | null,
  otherCountry: string | null = null,
  given: { latitude: string; longitude: string } | null = null,
): NuforcPlace {
  const columnCountry = countryCode?.toUpperCase() || null;
  const written = stateText.toUpperCase();
  let stateCode = provinceCode(written, columnCountry);
  const impliedCountry = columnCountry ?? (otherCountry ? null : countryOfState(stateCode));
  const cityOnly = decodeHtmlEntities(cityText);
  let bracket = readBracketedCity(namesCountryOnly(cityOnly, stateCode) ? `(${cityOnly})` : cityOnly, impliedCountry);
  if (overridesColumn(bracket, stateCode, columnCountry, given))
    bracket = { ...bracket, countryCode: null, region: null };
  // Brackets abroad undo an old Canadian code: 'SA' under '(australia)' is South Australia.
  if (bracket.countryCode && bracket.countryCode !== 'CA') stateCode = written;
  if (bracket.region) stateCode = bracket.region.abbreviation;
  else if (bracket.countryCode && !stateBelongs(stateCode, bracket.countryCode, impliedCountry)) stateCode = '';

  const iso2 = bracket.countryCode ?? impliedCountry;
  const region = bracket.region?.name ?? (stateCode ? regionNamed(stateCode, iso2) : null);
  const country = countryName(iso2) ?? iso2 ?? otherCountry;
  const city = bracket.city ? placeCase(bracket.city) : null;
  const notes = bracket.notes.map(noteCase).join(', ');
  const named = city && notes ? `${city} (${notes})` : (city ?? (notes || null));
  const parts = [named, region, country].filter((part): part is string => Boolean(part));
  return {
    city,
    region,
    country,
    iso2CountryCode: iso2,
    locationName: parts.length ? parts.join(', ') : null,
    stateCode,
  };
}

/** A state column's country: a US state's code means the US, a Canadian province's (old codes too) Canada. */
function countryOfState(stateCode: string): string | null {
  if (US_STATE_NAMES[stateCode]) return 'US';
  return regionsAbbreviated(stateCode).some((region) => region.country === 'CA') ? 'CA' : null;
}

/** 'PQ' → 'QC', 'SA' → 'SK': where the country is Canada or not given (in Australia 'SA' is South Australia). */
function provinceCode(stateCode: string, columnCountry: string | null): string {
  const current = OLD_PROVINCE_CODES[stateCode];
  return current && (columnCountry === null || columnCountry === 'CA') ? current : stateCode;
}

/** The region's full name ('Texas', 'Quebec', 'New South Wales') where the country's regions are known; else as written. */
function regionNamed(stateCode: string, country: string | null): string {
  return regionsAbbreviated(stateCode).find((region) => region.country === country)?.name ?? stateCode;
}

/**
 * A city field that names only a country ('japan', 'puerto rico', 'uk/england') and no state: the
 * sighting is of that country, with no city. A state column keeps 'Mexico, MO' a town of Missouri.
 */
function namesCountryOnly(text: string, stateCode: string): boolean {
  if (stateCode || text.includes('(')) return false;
  const parts = text.split(/[/,]/).map((part) => part.trim());
  return (
    parts.some((part) => countryCodeNamed(part)) &&
    parts.every((part) => countryCodeNamed(part) || regionsNamed(part).length > 0)
  );
}

/**
 * A bracket that names another country than an explicit country column is not where the sighting was
 * when the row's state is that column country's and its coordinates lie there too ('westchester
 * (canada)', 'il', 'us' at a point in Illinois): the columns win. Without coordinates that agree, the
 * brackets do, as NUFORC's form asked witnesses abroad for a US state as well ('cairo (egypt)', 'il').
 */
function overridesColumn(
  bracket: BracketedCity,
  stateCode: string,
  columnCountry: string | null,
  given: { latitude: string; longitude: string } | null,
): boolean {
  if (!columnCountry || !bracket.countryCode || bracket.countryCode === columnCountry || bracket.region) return false;
  if (!regionsAbbreviated(stateCode).some((region) => region.country === columnCountry)) return false;
  const latitude = parseCoordinate(given?.latitude ?? '', 90);
  const longitude = parseCoordinate(given?.longitude ?? '', 180);
  if (latitude === null || longitude === null || (latitude === 0 && longitude === 0)) return false;
  return nearestCity(latitude, longitude)?.country === columnCountry;
}

/**
 * Whether the state column still holds once the brackets name the country: it does when it is one of
 * that country's regions, or when nothing says it belongs elsewhere. NUFORC's form asks non-US
 * witnesses for a US state as well, so 'Tijuana (Mexico)' may come with 'CA': that is not Mexico's.
 */
function stateBelongs(stateCode: string, bracketCountry: string, impliedCountry: string | null): boolean {
  if (!stateCode || impliedCountry === null || impliedCountry === bracketCountry) return true;
  return regionsAbbreviated(stateCode).some((region) => region.country === bracketCountry);
}

/** 'brooklyn' becomes 'Brooklyn' (the scrubbed export is all lower case), 'near' stays; other text is kept. */
function noteCase(text: string): string {
  const cased = text === text.toLowerCase() ? titleCase(text) : text;
  return cased
    .split(' ')
    .map((word) => (SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ');
}

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees, or null when it is not one. */
export function parseCoordinate(text: string, limit: number): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}
