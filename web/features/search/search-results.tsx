import { SIGHTING_PAGE_SIZES } from '../../../common/schemas/common-fields.ts';
import { foundSightingsText } from '../../../common/display/count-words.ts';
import { Link } from 'react-router';
import { eventPagePath } from '../../../common/pages/page-table.ts';
import type { SearchPage } from '../../../common/schemas/search.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { PaginationLinks } from '../../lib/pagination-links.tsx';
import { SightingTable } from '../../lib/sighting-table.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import type { SearchReason } from './api/sighting-search.ts';

interface SearchResultsProps {
  result: SearchPage | undefined;
  fetching: boolean;
  reason: SearchReason;
  term: string;
  /** The dates searched: without a keyword, the table is named after them. */
  dates: { fromDate: string; toDate: string };
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** When nothing was found between the dates: how many the same search finds at any date. */
  matchesAtOtherDates?: number;
  onSearchAllDates: () => void;
}

/** Nothing between the dates, but matches outside them: say how many, one click away. */
function OtherDatesHint({ count, onSearchAllDates }: { count: number; onSearchAllDates: () => void }) {
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-3" role="status">
      <span>
        {count.toLocaleString('en-US')} {count === 1 ? 'sighting matches' : 'sightings match'} outside these dates.
      </span>
      <button type="button" className="btn btn-primary btn-sm" onClick={onSearchAllDates}>
        Search all dates
      </button>
    </div>
  );
}

function StatusText({ result, fetching, reason }: Pick<SearchResultsProps, 'result' | 'fetching' | 'reason'>) {
  if (fetching) return <Spinner label={reason === 'page' ? 'Loading...' : 'Searching...'} />;
  if (!result) return null;
  return <span>{result.totalElements === 0 ? 'No Results Found' : foundSightingsText(result.totalElements)}</span>;
}

/** 'and 3 other reports of this event': how many matching reports a result of a grouped search stands for. */
export function othersInEventText(count: number): string {
  return `and ${count} other ${count === 1 ? 'report' : 'reports'} of this event`;
}

/** The note under a grouped search's result that stands for others: how many, and a link to its event. */
function eventNote(othersInEvent: Record<string, number> | undefined) {
  if (!othersInEvent) return undefined;
  return function OthersInEvent(sighting: Sighting) {
    const count = othersInEvent[sighting.id];
    if (!count) return null;
    return (
      <div className="small text-body-secondary">
        <i className="bi bi-people-fill me-1" aria-hidden="true" />
        <Link to={eventPagePath(sighting.id)}>{othersInEventText(count)}</Link>
      </div>
    );
  };
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
      {result?.totalElements === 0 && props.matchesAtOtherDates !== undefined && props.matchesAtOtherDates > 0 && (
        <OtherDatesHint count={props.matchesAtOtherDates} onSearchAllDates={props.onSearchAllDates} />
      )}
      {result && result.totalElements > 0 && (
        <>
          <SightingTable
            sightings={result.content}
            emptyText="No Results Found"
            linkSearch={term ? `?term=${encodeURIComponent(term)}` : ''}
            caption={
              term ? `Sightings matching ${term}` : `Sightings from ${props.dates.fromDate} to ${props.dates.toDate}`
            }
            rowNote={eventNote(result.othersInEvent)}
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
