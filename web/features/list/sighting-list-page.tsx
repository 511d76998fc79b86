import { useEffect, useState } from 'react';
import { SIGHTING_PAGE_SIZES } from '../../../common/schemas/common-fields.ts';
import { formatCount } from '../../../common/display/count-format.ts';
import { pageCount } from '../../lib/page-window.ts';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { PaginationLinks } from '../../lib/pagination-links.tsx';
import { SightingTable } from '../../lib/sighting-table.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import { useErrorToast } from '../../lib/use-error-toast.ts';
import { useSightingsPage } from './api/sightings-page.ts';
import { useTotalSightings } from '../../lib/total-sightings.ts';
import { readSavedListState, saveListState, type ListState } from './saved-list-state.ts';

/** The list screen: every sighting, newest first, page by page. */
export default function SightingListPage() {
  const [state, setState] = useState<ListState>(readSavedListState);
  const total = useTotalSightings();
  const sightings = useSightingsPage(state.page, state.size);

  useErrorToast(total, {
    title: 'Internal Error',
    message: 'Could not retrieve sighting count. Please try again later.',
  });
  useErrorToast(sightings, { title: 'Internal Error', message: 'Could not load sightings. Please try again later.' });

  useEffect(() => saveListState(state), [state]);

  const totalPages = total.data === undefined ? null : pageCount(total.data, state.size);

  // A saved page past the end (sightings were removed since) falls back to the last page.
  useEffect(() => {
    if (totalPages !== null && state.page > totalPages - 1) setState((s) => ({ ...s, page: totalPages - 1 }));
  }, [totalPages, state.page]);

  const changePage = (page: number) => {
    setState((s) => ({ ...s, page }));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container py-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <h1 className="h2 mb-0">Realtime UFO Sighting List</h1>
        <p className="mb-0 fs-5" aria-live="polite">
          <span className="badge text-bg-primary fs-6 me-2">
            {total.data === undefined ? '…' : formatCount(total.data)}
          </span>{' '}
          Sightings Tracked
        </p>
      </div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0" aria-live="polite">
          {totalPages !== null && `Page ${Math.min(state.page, totalPages - 1) + 1} of ${totalPages}`}
        </p>
        <PageSizeSelect
          value={state.size}
          options={SIGHTING_PAGE_SIZES}
          label="Sightings per page"
          onChange={(size) => setState({ page: 0, size })}
        />
      </div>
      {sightings.isPending ? (
        <Spinner label="Loading sightings..." className="py-4" />
      ) : (
        <>
          {sightings.isFetching && <Spinner label="Loading sightings..." className="mb-2" />}
          <SightingTable
            sightings={sightings.data ?? []}
            emptyText={sightings.isError ? 'Sightings could not be loaded.' : 'No Sightings Reported'}
            caption="Reported UFO sightings, newest first"
          />
        </>
      )}
      {/* Below the rows: shown with them, not before, so their arrival does not push it down the page. */}
      {totalPages !== null && !sightings.isPending && (
        <div className="d-flex justify-content-center mt-3">
          <PaginationLinks
            page={state.page}
            totalPages={totalPages}
            onPageChange={changePage}
            label="Sighting list pages"
          />
        </div>
      )}
    </div>
  );
}
