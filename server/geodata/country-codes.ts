import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(english);

/** Where the data set's first English name is a formal long form, the name people use instead. */
const EVERYDAY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  RU: 'Russia',
  IR: 'Iran',
  SY: 'Syria',
  LA: 'Laos',
  MD: 'Moldova',
  TZ: 'Tanzania',
  TW: 'Taiwan',
  MK: 'North Macedonia',
  PS: 'Palestine',
  CZ: 'Czechia',
};

/**
 * Names people write that the ISO list lacks, keyed as normalizePlaceName writes them. 'Congo' is left
 * out: it is two countries. 'Korea' is South Korea: reports from the North do not reach the databanks.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  america: 'US',
  korea: 'KR',
  guatamala: 'GT',
  britain: 'GB',
  holland: 'NL',
  'west germany': 'DE',
  'viet nam': 'VN',
  burma: 'MM',
  bosnia: 'BA',
  macedonia: 'MK',
  eire: 'IE',
  'republic of ireland': 'IE',
  vatican: 'VA',
  'vatican city': 'VA',
  'cabo verde': 'CV',
  swaziland: 'SZ',
  'east timor': 'TL',
  micronesia: 'FM',
  brunei: 'BN',
  macau: 'MO',
  trinidad: 'TT',
  antigua: 'AG',
  'us virgin islands': 'VI',
  'british virgin islands': 'VG',
};

/** ISO 3166-1 alpha-2 code → English name, e.g. US → United States, GB → United Kingdom. */
export const countryNamesByCode: Readonly<Record<string, string>> = Object.freeze({
  ...countries.getNames('en', { select: 'official' }),
  ...EVERYDAY_NAMES,
});

export function countryName(code: string | null | undefined): string | null {
  return code ? (countryNamesByCode[code.toUpperCase()] ?? null) : null;
}

export function countryCodeOf(name: string | null | undefined): string | null {
  return name ? (countries.getAlpha2Code(name, 'en') ?? null) : null;
}
