import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SIGHTING_PAGE_SIZE } from '../../../common/schemas/common-fields.ts';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { defaultLocalRange } from './search-dates.ts';
import { canSearch, SearchForm, type SearchFields } from './search-form.tsx';
import { SearchResults } from './search-results.tsx';
import { clearSearchState, readSavedSearchState, saveSearchState, type SearchState } from './saved-search-state.ts';
import {
  allDatesOf,
  requestBody,
  useFirstDataDay,
  useMatchesAtOtherDates,
  useSightingSearch,
  type SearchReason,
} from './api/sighting-search.ts';
import { PAGES } from '../../../common/pages/page-table.ts';

// The download is offered only under results: its code is fetched then, not with the page.
const SearchExport = lazy(async () => ({ default: (await import('./search-export.tsx')).SearchExport }));

interface ScreenStart {
  fields: SearchFields;
  size: number;
  request: SearchState | null;
}

const blankFields = (): SearchFields => ({
  term: '',
  hasMedia: false,
  excludeExplained: false,
  oneResultPerEvent: false,
  source: '',
  shape: '',
  country: '',
  ...defaultLocalRange(),
});

/** ?term= searches at once; otherwise the saved search (if any) comes back. */
function startFrom(urlTerm: string | null): ScreenStart {
  if (urlTerm !== null) {
    const fields = { ...blankFields(), term: urlTerm };
    const request = canSearch(urlTerm)
      ? { ...fields, term: urlTerm.trim(), page: 0, size: DEFAULT_SIGHTING_PAGE_SIZE }
      : null;
    return { fields, size: DEFAULT_SIGHTING_PAGE_SIZE, request };
  }
  const saved = readSavedSearchState();
  if (!saved) return { fields: blankFields(), size: DEFAULT_SIGHTING_PAGE_SIZE, request: null };
  const { page: _page, size, ...fields } = saved;
  // A search saved without a keyword browsed its dates: it comes back too.
  return { fields, size, request: canSearch(saved.term) || saved.term.trim() === '' ? saved : null };
}

function SearchScreen({ urlTerm }: { urlTerm: string | null }) {
  const navigate = useNavigate();
  const [start] = useState(() => startFrom(urlTerm));
  const [fields, setFields] = useState(start.fields);
  const [size, setSize] = useState(start.size);
  const [request, setRequest] = useState(start.request);
  const [reason, setReason] = useState<SearchReason>('search');
  const search = useSightingSearch(request, reason);
  const foundNone = !search.isFetching && search.data?.totalElements === 0;
  const firstDay = useFirstDataDay(foundNone);
  const atOtherDates = useMatchesAtOtherDates(request, foundNone, firstDay);

  // A search the address asked for is saved as one typed in would be; in an effect, as the server
  // renders this page too and has no cookies to write.
  useEffect(() => {
    if (urlTerm !== null && start.request) saveSearchState(start.request);
  }, [urlTerm, start]);

  useErrorToast(search, { title: 'Internal Error', message: 'Could not search sightings. Please try again later.' });

  const run = (next: SearchState, why: SearchReason) => {
    saveSearchState(next);
    setReason(why);
    setRequest(next);
  };

  // Search with the keyword, or browse the dates without one.
  const onSearch = () => {
    run({ ...fields, term: fields.term.trim(), page: 0, size }, 'search');
    // The address's term has served its purpose; a reload now restores this search from the cookies.
    if (urlTerm !== null) void navigate(PAGES.search.path, { replace: true });
  };

  const onSearchAllDates = () => {
    if (!request || firstDay === undefined) return;
    const next = allDatesOf(request, firstDay);
    setFields({ ...fields, fromDate: next.fromDate, toDate: next.toDate });
    run(next, 'search');
  };

  const onReset = () => {
    clearSearchState();
    setFields(blankFields());
    setSize(DEFAULT_SIGHTING_PAGE_SIZE);
    setRequest(null);
  };

  const onSizeChange = (nextSize: number) => {
    setSize(nextSize);
    if (request) run({ ...request, size: nextSize, page: 0 }, 'search');
  };

  const onPageChange = (page: number) => {
    if (request) run({ ...request, page }, 'page');
  };

  return (
    <div className="container py-4">
      <h1 className="h2 mb-3">Search Sightings</h1>
      <SearchForm fields={fields} onChange={setFields} onSearch={onSearch} onReset={onReset} />
      {request && (
        <SearchResults
          result={search.data}
          fetching={search.isFetching}
          reason={reason}
          term={request.term}
          dates={request}
          page={request.page}
          size={size}
          onPageChange={onPageChange}
          onSizeChange={onSizeChange}
          matchesAtOtherDates={foundNone ? atOtherDates.data : undefined}
          onSearchAllDates={onSearchAllDates}
        />
      )}
      {request && search.data && search.data.totalElements > 0 && (
        <Suspense fallback={null}>
          <SearchExport search={requestBody(request)} total={search.data.totalElements} />
        </Suspense>
      )}
    </div>
  );
}

export default function SearchPage() {
  const [params] = useSearchParams();
  const urlTerm = params.get('term');
  // A new ?term= (e.g. a label link) starts the screen afresh.
  return <SearchScreen key={urlTerm ?? ''} urlTerm={urlTerm} />;
}
