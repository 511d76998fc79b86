import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LONG_TOAST_DELAY_MS } from './toast.tsx';
import { countryCodesSchema } from '../../common/schemas/browse.ts';
import { apiGet } from './api-client.ts';
import { useToast } from './toast.tsx';
import { apiPaths } from '../../common/api/api-paths.ts';

export const countryCodesQueryKey = ['geodata', 'country-codes'] as const;

/** The code → country name map; it never changes while the app runs. */
export function useCountryCodes() {
  const { showToast } = useToast();
  const query = useQuery({
    queryKey: countryCodesQueryKey,
    queryFn: ({ signal }) => apiGet(apiPaths.countryCodes, countryCodesSchema, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) {
      showToast({ title: 'Country Codes Error', message: 'Could not get country codes.', delay: LONG_TOAST_DELAY_MS });
    }
  }, [failed, showToast]);
  return query;
}

const byName = new WeakMap<Readonly<Record<string, string>>, readonly string[]>();

/**
 * The codes in the order of their countries' names, ignoring case and accents ("Åland Islands" among
 * the A's), sorted once per answer. Not with localeCompare: two thousand comparisons through the
 * browser's collation were a long task of their own while the home page started.
 */
export function codesByCountryName(names: Readonly<Record<string, string>>): readonly string[] {
  let codes = byName.get(names);
  if (codes === undefined) {
    const keys = new Map(Object.entries(names).map(([code, name]) => [code, plainName(name)]));
    codes = [...keys.keys()].sort((a, b) => {
      const [first, second] = [keys.get(a)!, keys.get(b)!];
      return first < second ? -1 : first > second ? 1 : 0;
    });
    byName.set(names, codes);
  }
  return codes;
}

// Most names are plain ASCII: only the others are decomposed to drop their accents, which was most of
// the sort's time on a slow phone.
const plainName = (name: string) =>
  (/^[\x20-\x7e]*$/.test(name) ? name : name.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
