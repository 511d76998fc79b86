import { countryName } from '../geodata/country-codes.ts';
import { US_STATE_NAMES } from '../geodata/us-states.ts';
import { decodeHtmlEntities } from './html-entities.ts';
import { titleCase } from './summary-text.ts';

export interface NuforcPlace {
  city: string | null;
  region: string | null;
  country: string | null;
  iso2CountryCode: string | null;
  locationName: string | null;
}

const DECIMAL = /^[-+]?\d{1,3}(?:\.\d+)?$/;

/**
 * The place a NUFORC row names. The country is often blank on US rows: a state code of the US then
 * means the US (Canadian provinces have codes of their own, so 'ON' or 'BC' stay without a country).
 * `otherCountry` names a country that has no ISO code we know.
 */
export function nuforcPlace(
  cityText: string,
  stateText: string,
  countryCode: string | null,
  otherCountry: string | null = null,
): NuforcPlace {
  const stateCode = stateText.toUpperCase();
  let iso2 = countryCode?.toUpperCase() || null;
  if (!iso2 && !otherCountry && stateCode && US_STATE_NAMES[stateCode]) iso2 = 'US';
  const region = stateCode ? ((iso2 === 'US' ? US_STATE_NAMES[stateCode] : undefined) ?? stateCode) : null;
  const country = countryName(iso2) ?? iso2 ?? otherCountry;
  const city = cityText ? titleCase(decodeHtmlEntities(cityText)) : null;
  const parts = [city, region, country].filter((part): part is string => Boolean(part));
  return {
    city,
    region,
    country,
    iso2CountryCode: iso2,
    locationName: parts.length ? parts.join(', ') : null,
  };
}

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees, or null when it is not one. */
export function parseCoordinate(text: string, limit: number): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}
