import { countryName } from '../geodata/country-codes.ts';
import { regionsAbbreviated } from '../geodata/place-names.ts';
import { US_STATE_NAMES } from '../geodata/us-states.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { readBracketedCity } from './nuforc-bracketed-place.ts';
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
): NuforcPlace {
  let stateCode = stateText.toUpperCase();
  const columnCountry = countryCode?.toUpperCase() || null;
  const usState = !columnCountry && !otherCountry && Boolean(US_STATE_NAMES[stateCode]);
  const impliedCountry = columnCountry ?? (usState ? 'US' : null);
  const bracket = readBracketedCity(decodeHtmlEntities(cityText), impliedCountry);
  if (bracket.region) stateCode = bracket.region.abbreviation;
  else if (bracket.countryCode && !stateBelongs(stateCode, bracket.countryCode, impliedCountry)) stateCode = '';

  const iso2 = bracket.countryCode ?? impliedCountry;
  const region =
    bracket.region?.name ?? (stateCode ? ((iso2 === 'US' ? US_STATE_NAMES[stateCode] : undefined) ?? stateCode) : null);
  const country = countryName(iso2) ?? iso2 ?? otherCountry;
  const city = bracket.city ? titleCase(bracket.city) : null;
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
