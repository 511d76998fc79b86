import { useQuery } from '@tanstack/react-query';
import { sightingPageSchema } from '../../../../common/schemas/search.ts';
import { apiPost } from '../../../lib/api-client.ts';
import type { SearchState } from '../saved-search-state.ts';
import { apiPaths } from '../../../../common/api/api-paths.ts';

/** Why a search runs: a new search says 'Searching...', a page change 'Loading...'. */
export type SearchReason = 'search' | 'page';

function requestBody(state: SearchState) {
  return {
    // Cleared date inputs mean "no bound"; the API treats missing dates so.
    ...(state.fromDate ? { fromDate: state.fromDate } : {}),
    ...(state.toDate ? { toDate: state.toDate } : {}),
    term: state.term,
    hasMedia: state.hasMedia,
    excludeExplained: state.excludeExplained,
    page: state.page,
    size: state.size,
  };
}

export function useSightingSearch(request: SearchState | null, reason: SearchReason) {
  return useQuery({
    queryKey: ['sightings', 'search', request],
    queryFn: ({ signal }) => apiPost(apiPaths.search, requestBody(request!), sightingPageSchema, { signal }),
    enabled: request !== null,
    // Old rows stay while another page of the same search loads; a new search starts clean.
    placeholderData: (previous) => (reason === 'page' ? previous : undefined),
  });
}
