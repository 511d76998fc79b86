import countries from 'i18n-iso-countries';
import { COUNTRY_ALIASES, countryNamesByCode } from './country-codes.ts';
import { editDistance } from './edit-distance.ts';
import { normalizePlaceName } from './place-query.ts';
import { REGIONS, type Region } from './region-names.ts';

/** Region names people write that the table lacks, normalized. */
const REGION_ALIASES: Readonly<Record<string, string>> = {
  'n ireland': 'GB.NIR',
  ulster: 'GB.NIR',
  newfoundland: 'CA.05',
  labrador: 'CA.05',
};
/** A written country this long or longer may be cut short ('australi') or misspelt by a letter or two. */
const MIN_LOOSE_COUNTRY = 5;

interface NameTables {
  countries: Map<string, string>;
  regions: Map<string, Region[]>;
  abbreviations: Map<string, Region[]>;
}

let tables: NameTables | undefined;

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function nameTables(): NameTables {
  if (tables) return tables;
  const byName = new Map<string, string[]>();
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of names) add(byName, nameKey(name), code);
  }
  for (const [code, name] of Object.entries(countryNamesByCode)) add(byName, nameKey(name), code);
  for (const [name, code] of Object.entries(COUNTRY_ALIASES)) add(byName, nameKey(name), code);
  // A name two countries share ('Congo') names neither.
  const countryCodes = new Map([...byName].flatMap(([name, codes]) => (codes.length === 1 ? [[name, codes[0]!]] : [])));

  const regions = new Map<string, Region[]>();
  const abbreviations = new Map<string, Region[]>();
  const byKey = new Map(REGIONS.map((region) => [`${region.country}.${region.adminCode}`, region]));
  for (const region of REGIONS) {
    add(regions, nameKey(region.name), region);
    add(abbreviations, region.abbreviation, region);
  }
  for (const [name, key] of Object.entries(REGION_ALIASES)) add(regions, nameKey(name), byKey.get(key)!);
  return (tables = { countries: countryCodes, regions, abbreviations });
}

/**
 * The country a name means as `countryCodeNamed` reads it, or, failing that, the one country whose name
 * starts with it ('australi') or is one or two letters from it ('guatamela'), for names of five letters
 * and more; null when that is not one country.
 */
export function countryCodeNamedLoosely(text: string): string | null {
  const exact = countryCodeNamed(text);
  const key = nameKey(text);
  if (exact || key.length < MIN_LOOSE_COUNTRY) return exact;
  const found = new Set<string>();
  for (const [name, code] of nameTables().countries) {
    if (name.startsWith(key) || (Math.abs(name.length - key.length) <= 2 && editDistance(name, key, 2) <= 2))
      found.add(code);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The name as a lookup key: normalized, single letters run together ('U.S.A.' → 'usa', 'U.K.' → 'uk')
 * and a leading 'the' dropped ('the Philippines').
 */
function nameKey(text: string): string {
  return normalizePlaceName(text)
    .replace(/\b(\p{L}) (?=\p{L}\b)/gu, '$1')
    .replace(/^the /, '');
}

/**
 * The ISO code of the country a name means ('Japan', 'UK', 'U.S.A.', 'Holland', 'the Netherlands'),
 * in any case; null for a name we do not know. Codes alone are not names here ('IN' is Indiana as
 * often as India), except those people write as names (UK, US, USA, UAE).
 */
export function countryCodeNamed(text: string): string | null {
  return nameTables().countries.get(nameKey(text)) ?? null;
}

/** The regions a full name means ('Ontario', 'New South Wales', 'England'); several where countries share it. */
export function regionsNamed(text: string): readonly Region[] {
  return nameTables().regions.get(nameKey(text)) ?? [];
}

/** The regions an abbreviation means ('NSW', 'ON'; 'NT' is in Canada and in Australia), in any case. */
export function regionsAbbreviated(text: string): readonly Region[] {
  return nameTables().abbreviations.get(text.trim().toUpperCase()) ?? [];
}
