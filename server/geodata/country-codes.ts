import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(english);

/** ISO 3166-1 alpha-2 code → English short name, e.g. US → United States of America. */
export const countryNamesByCode: Readonly<Record<string, string>> = Object.freeze(
  countries.getNames('en', { select: 'official' }),
);

export function countryName(code: string | null | undefined): string | null {
  return code ? (countryNamesByCode[code.toUpperCase()] ?? null) : null;
}

export function countryCodeOf(name: string | null | undefined): string | null {
  return name ? (countries.getAlpha2Code(name, 'en') ?? null) : null;
}
