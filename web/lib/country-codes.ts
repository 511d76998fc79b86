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
