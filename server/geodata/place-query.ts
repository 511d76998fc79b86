import countries from 'i18n-iso-countries';
import { COUNTRY_ALIASES, countryNamesByCode } from './country-codes.ts';
import { REGIONS } from './region-names.ts';

const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const WORD_FOLDS: Record<string, string> = { saint: 'st', sainte: 'ste', fort: 'ft', mount: 'mt' };

/** Lower case without accents or punctuation, so 'São Paulo' meets 'sao-paulo' and 'St. Louis' meets 'Saint Louis'. */
export function normalizePlaceName(text: string): string {
  // Most names are plain ASCII: skip the costly Unicode steps for them (the index normalizes 135k names).
  const folded = /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[ßøæœłđðþı]/g, (letter) => LETTER_FOLDS[letter] ?? letter);
  return folded
    .replace(/['’ʼ`‘]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => WORD_FOLDS[word] ?? word)
    .join(' ');
}

/** What a part such as 'AZ', 'Arizona', 'France' or 'UK' may mean; a place fits if it matches any of it. */
export interface Qualifier {
  countries: Set<string>;
  /** `${country}.${adminCode}`, e.g. 'US.AZ'. */
  regions: Set<string>;
}

let qualifiers: Map<string, Qualifier> | undefined;

function qualifierTable(): Map<string, Qualifier> {
  if (qualifiers) return qualifiers;
  const table = new Map<string, Qualifier>();
  const entry = (text: string) => {
    const key = normalizePlaceName(text);
    let found = table.get(key);
    if (!found) table.set(key, (found = { countries: new Set(), regions: new Set() }));
    return found;
  };
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of [code, ...names]) entry(name).countries.add(code);
  }
  for (const code of Object.keys(countryNamesByCode)) entry(code).countries.add(code);
  for (const [name, code] of Object.entries(COUNTRY_ALIASES)) entry(name).countries.add(code);
  for (const region of REGIONS) {
    for (const name of [region.name, region.abbreviation])
      entry(name).regions.add(`${region.country}.${region.adminCode}`);
  }
  return (qualifiers = table);
}

/** A country or region named by normalized text, or undefined when we do not know it. */
export function resolveQualifier(text: string): Qualifier | undefined {
  return qualifierTable().get(text);
}

export function qualifierFits(qualifier: Qualifier, countryCodes: readonly string[], adminCode: string): boolean {
  return countryCodes.some((code) => qualifier.countries.has(code) || qualifier.regions.has(`${code}.${adminCode}`));
}

/** One way to read a query: this normalized text names the place, and these qualify it. */
export interface Reading {
  place: string;
  qualifiers: Qualifier[];
}

/**
 * The ways to read 'City', 'City, Region', 'City, Region, Country', 'City Country', or an address with
 * a street first: each comma part in turn as the place (earliest first) with the known parts after it
 * as qualifiers. Parts we cannot place (a county, a district) are skipped rather than failing the
 * query, and words with digits (house numbers, postcodes) are dropped.
 */
export function readingsOf(query: string): Reading[] {
  const parts = query
    .split(/[,;]/)
    .map((part) =>
      normalizePlaceName(part)
        .split(' ')
        .filter((word) => word && !/\d/.test(word))
        .join(' '),
    )
    .filter(Boolean);
  const readings: Reading[] = [];
  parts.forEach((part, index) => {
    // After the first part, a country or region is a qualifier, not the place ('England' is also a town).
    if (index > 0 && resolveQualifier(part)) return;
    const after = parts.slice(index + 1).flatMap((text) => resolveQualifier(text) ?? []);
    readings.push({ place: part, qualifiers: after });
    const words = part.split(' ');
    for (let tail = 1; tail <= Math.min(3, words.length - 1); tail++) {
      const qualifier = resolveQualifier(words.slice(-tail).join(' '));
      if (qualifier) readings.push({ place: words.slice(0, -tail).join(' '), qualifiers: [qualifier, ...after] });
    }
  });
  return readings;
}
