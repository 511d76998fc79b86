import { SIGHTING_PAGE_SIZES } from '../../../common/schemas/common-fields.ts';
import { foundSightingsText } from '../../../common/display/count-words.ts';
import type { SightingPage } from '../../../common/schemas/search.ts';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { PaginationLinks } from '../../lib/pagination-links.tsx';
import { SightingTable } from '../../lib/sighting-table.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import type { SearchReason } from './api/sighting-search.ts';

interface SearchResultsProps {
  result: SightingPage | undefined;
  fetching: boolean;
  reason: SearchReason;
  term: string;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

function StatusText({ result, fetching, reason }: Pick<SearchResultsProps, 'result' | 'fetching' | 'reason'>) {
  if (fetching) return <Spinner label={reason === 'page' ? 'Loading...' : 'Searching...'} />;
  if (!result) return null;
  return <span>{result.totalElements === 0 ? 'No Results Found' : foundSightingsText(result.totalElements)}</span>;
}

/** 'Found N sightings' or 'No Results Found', the table, page size and up to 7 page links. */
export function SearchResults(props: SearchResultsProps) {
  const { result, term, page, size, onPageChange, onSizeChange } = props;
  return (
    <section aria-label="Search results">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="fs-5" aria-live="polite" aria-atomic="true">
          <StatusText result={result} fetching={props.fetching} reason={props.reason} />
        </div>
        <PageSizeSelect value={size} options={SIGHTING_PAGE_SIZES} label="Results per page" onChange={onSizeChange} />
      </div>
      {result && result.totalElements > 0 && (
        <>
          <SightingTable
            sightings={result.content}
            emptyText="No Results Found"
            linkSearch={`?term=${encodeURIComponent(term)}`}
            caption={`Sightings matching ${term}`}
          />
          <div className="d-flex justify-content-center mt-3">
            <PaginationLinks
              page={page}
              totalPages={result.totalPages}
              onPageChange={onPageChange}
              label="Search result pages"
              disabled={props.fetching}
            />
          </div>
        </>
      )}
    </section>
  );
}
