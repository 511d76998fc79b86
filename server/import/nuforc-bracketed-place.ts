import { countryCodeNamed, countryCodeNamedLoosely, regionsAbbreviated, regionsNamed } from '../geodata/place-names.ts';
import type { Region } from '../geodata/region-names.ts';

/** What a NUFORC city field says once its brackets are read: 'Sydney (NSW, Australia)', 'London (UK/England)'. */
export interface BracketedCity {
  /** The city without its brackets, as written; blank when the field held brackets only. */
  city: string;
  /** The country the brackets name, as an ISO code (a region's country when they name only a region). */
  countryCode: string | null;
  region: Region | null;
  /** Bracket text that names no country or region we know ('Brooklyn', 'near'), as written. */
  notes: string[];
}

/** Each group in brackets; NUFORC cuts long fields, so the last may be left open. */
const BRACKETS = /\(([^()]*)(?:\)|$)/g;
/** Letters an abbreviation must have at least, to be read without its country: 'NSW' may, 'IN' may not. */
const MIN_LONE_ABBREVIATION = 3;

interface Part {
  text: string;
  country: string | null;
  /** The regions the text names in full, or as an abbreviation. */
  named: readonly Region[];
  abbreviated: readonly Region[];
}

/**
 * Reads the brackets NUFORC puts in the city field when the place is not in the US: the country,
 * sometimes a region before it or after a slash ('UK/Wales'), sometimes words of its own ('near',
 * 'outside of', a borough). `contextCountry` is the country the other columns suggest: a name that is
 * both a country and a region (Georgia) is the region when it is one of that country's.
 */
export function readBracketedCity(text: string, contextCountry: string | null): BracketedCity {
  const groups = [...text.matchAll(BRACKETS)].map((match) => match[1]!);
  if (groups.length === 0) return { city: text.trim(), countryCode: null, region: null, notes: [] };
  // A doubled or stray bracket ('glasgow (uk/scotland))') never stays in the name.
  const city = text
    .replace(BRACKETS, ' ')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;/-]+|[\s,;/-]+$/g, '');
  const parts = groups
    .flatMap((group) => group.split(/[/,;]/))
    .map((part) => part.trim())
    // A part without a letter ('??') says nothing.
    .filter((part) => /\p{L}/u.test(part))
    .flatMap(splitTail)
    .map(readPart);

  const countryParts = parts.filter((part) => part.country && !isRegionOf(part, contextCountry, parts));
  const countries = new Set(countryParts.map((part) => part.country));
  // Two different countries ('UK/Ireland') say nothing certain: both stay words.
  const countryCode = countries.size === 1 ? countryParts[0]!.country : null;
  const notes: string[] = [];
  let region: Region | null = null;
  for (const part of parts) {
    if (countryCode && part.country === countryCode && countryParts.includes(part)) continue;
    const found: Region | null = region ? null : regionOf(part, countryCode, contextCountry);
    if (found) region = found;
    else notes.push(part.text);
  }
  return { city, countryCode: countryCode ?? region?.country ?? null, region, notes };
}

function readPart(text: string): Part {
  const letters = text.replace(/\./g, '');
  return {
    text,
    // Misspelt or cut short in brackets ('guatamala', 'australi'): only there, where a country is expected.
    country: countryCodeNamedLoosely(text),
    named: regionsNamed(text),
    abbreviated: /^[a-z]{2,3}$/i.test(letters) ? regionsAbbreviated(letters) : [],
  };
}

/**
 * 'near Tokyo Japan' → 'near Tokyo', 'Japan': the last words of a part may name the country while the
 * words before say something else. Only a country: a region's name may end another ('Baja California').
 */
function splitTail(text: string): string[] {
  if (countryCodeNamed(text) || regionsNamed(text).length > 0) return [text];
  const words = text.split(/\s+/);
  for (let tail = Math.min(3, words.length - 1); tail >= 1; tail--) {
    const last = words.slice(-tail).join(' ');
    if (countryCodeNamed(last)) return [words.slice(0, -tail).join(' '), last];
  }
  return [text];
}

/** A country's name that is also a region of the country the row is otherwise in. */
function isRegionOf(part: Part, contextCountry: string | null, parts: readonly Part[]): boolean {
  const known = new Set([contextCountry, ...parts.filter((other) => other !== part).map((other) => other.country)]);
  return part.named.some((region) => known.has(region.country));
}

/**
 * The one region a part names: in the bracket's country when it names one, else preferring the
 * country the other columns suggest. An abbreviation counts only inside a known country, or when it
 * is long and means one region only ('NSW'); a name several regions share is not guessed between.
 */
function regionOf(part: Part, countryCode: string | null, contextCountry: string | null): Region | null {
  const country = countryCode ?? contextCountry;
  const inCountry = (regions: readonly Region[]) => regions.filter((region) => region.country === country);
  const lone = part.abbreviated.length > 0 && part.text.replace(/\./g, '').length >= MIN_LONE_ABBREVIATION;
  const byAbbreviation = country ? inCountry(part.abbreviated) : [];
  const candidates = [
    inCountry(part.named),
    countryCode ? [] : part.named,
    byAbbreviation,
    !countryCode && lone ? part.abbreviated : [],
  ];
  for (const regions of candidates) {
    if (regions.length === 1) return regions[0]!;
    if (regions.length > 1) return null;
  }
  return null;
}
