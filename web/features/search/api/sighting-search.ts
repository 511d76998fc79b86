import { useQuery } from '@tanstack/react-query';
import { searchPageSchema } from '../../../../common/schemas/search.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import type { SearchState } from '../saved-search-state.ts';
import { histogramAnswerSchema } from '../../../../common/schemas/explore.ts';
import { allDatesRange, FIRST_SEARCH_DAY } from '../search-dates.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** Why a search runs: a new search says 'Searching...', a page change 'Loading...'. */
export type SearchReason = 'search' | 'page';

/** The search request as the API takes it (the export takes the same, and lists every report of an event). */
export function requestBody(state: SearchState) {
  return {
    // Cleared date inputs are left out: the API then takes its default range, the last year.
    ...(state.fromDate ? { fromDate: state.fromDate } : {}),
    ...(state.toDate ? { toDate: state.toDate } : {}),
    term: state.term,
    hasMedia: state.hasMedia,
    excludeExplained: state.excludeExplained,
    oneResultPerEvent: state.oneResultPerEvent,
    ...(state.source ? { source: state.source } : {}),
    ...(state.shape ? { shape: state.shape } : {}),
    ...(state.country ? { country: state.country } : {}),
    page: state.page,
    size: state.size,
  };
}

/** A search as the API takes it. */
export type SearchRequestBody = ReturnType<typeof requestBody>;

const searchQueryKey = (request: SearchState | null) => ['sightings', 'search', request] as const;

export function useSightingSearch(request: SearchState | null, reason: SearchReason) {
  return useQuery({
    queryKey: searchQueryKey(request),
    queryFn: ({ signal }) => apiPost(apiPaths.search, requestBody(request!), searchPageSchema, { signal }),
    enabled: request !== null,
    // Old rows stay while another page of the same search loads; a new search starts clean.
    placeholderData: (previous) => (reason === 'page' ? previous : undefined),
  });
}

/**
 * The same search over every date the data holds (from `firstDay`, the first day of its first year):
 * its first page, as "Search all dates" asks for it.
 */
export function allDatesOf(request: SearchState, firstDay: string): SearchState {
  return { ...request, ...allDatesRange(firstDay), page: 0 };
}

/**
 * The first day of the first year that holds public sightings, from the whole record's yearly counts;
 * asked only when `wanted`. Until it is known (or should it fail) the first day a date can have.
 */
export function useFirstDataDay(wanted: boolean): string | undefined {
  const query = useQuery({
    queryKey: ['sightings', 'first-year'] as const,
    queryFn: ({ signal }) =>
      apiGet(
        apiPaths.sightingHistogram([
          ['swLng', -180],
          ['swLat', -90],
          ['neLng', 180],
          ['neLat', 90],
          ['interval', 'year'],
        ]),
        histogramAnswerSchema,
        { signal },
      ),
    enabled: wanted,
    staleTime: Infinity,
    select: (answer) => answer.buckets[0]?.period,
  });
  if (query.isError) return FIRST_SEARCH_DAY;
  if (!query.isSuccess) return undefined;
  return query.data ? `${query.data}-01-01` : FIRST_SEARCH_DAY;
}

/**
 * How many sightings the search would find at any date, asked only when it found none between its
 * dates: an archive is mostly history, and the default range is the last year. The call is the one
 * "Search all dates" makes, so that search then answers at once.
 */
export function useMatchesAtOtherDates(request: SearchState | null, foundNone: boolean, firstDay: string | undefined) {
  const allDates = request && firstDay !== undefined ? allDatesOf(request, firstDay) : null;
  const bounded =
    request !== null && allDates !== null && (request.fromDate > allDates.fromDate || request.toDate < allDates.toDate);
  return useQuery({
    queryKey: searchQueryKey(allDates),
    queryFn: ({ signal }) => apiPost(apiPaths.search, requestBody(allDates!), searchPageSchema, { signal }),
    enabled: bounded && foundNone,
    select: (page) => page.totalElements,
  });
}
