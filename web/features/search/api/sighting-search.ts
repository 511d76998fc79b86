import { useQuery } from '@tanstack/react-query';
import { searchPageSchema } from '../../../../common/schemas/search.ts';
import { apiPost } from '../../../lib/api-client.ts';
import type { SearchState } from '../saved-search-state.ts';
import { allDatesRange } from '../search-dates.ts';
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

/** The same search over every date: its first page, as "Search all dates" asks for it. */
export function allDatesOf(request: SearchState): SearchState {
  return { ...request, ...allDatesRange(), page: 0 };
}

/**
 * How many sightings the search would find at any date, asked only when it found none between its
 * dates: an archive is mostly history, and the default range is the last year. The call is the one
 * "Search all dates" makes, so that search then answers at once.
 */
export function useMatchesAtOtherDates(request: SearchState | null, foundNone: boolean) {
  const allDates = request && allDatesOf(request);
  const bounded = request !== null && (request.fromDate !== allDates!.fromDate || request.toDate < allDates!.toDate);
  return useQuery({
    queryKey: searchQueryKey(allDates),
    queryFn: ({ signal }) => apiPost(apiPaths.search, requestBody(allDates!), searchPageSchema, { signal }),
    enabled: bounded && foundNone,
    select: (page) => page.totalElements,
  });
}
