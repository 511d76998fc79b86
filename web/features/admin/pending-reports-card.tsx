import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_SIGHTING_PAGE_SIZE } from '../../../common/schemas/common-fields.ts';
import { formatOccurred } from '../../../common/display/date-format.ts';
import { truncate } from '../../../common/display/text.ts';
import { CountryFlag } from '../../lib/country-flag.tsx';
import { InlineSelect, type Choices } from '../../lib/choice-select.tsx';
import { PaginationLinks } from '../../lib/pagination-links.tsx';
import { sightingPlace } from '../../lib/sighting-place.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { administrationPathFor } from '../../lib/staff-paths.ts';
import type { PendingOrder } from '../../../common/schemas/browse.ts';
import { pendingSightingsQueryOptions } from './api/pending-sightings.ts';
import { PendingReportActions } from './pending-report-actions.tsx';
import { PendingReportDuplicate } from './pending-report-duplicate.tsx';
import { PendingReportSky } from './pending-report-sky.tsx';
import { useStaffQueryFailure } from './use-staff-failure.ts';

const SUMMARY_LENGTH = 96;
const ORDER_CHOICES: Choices<PendingOrder> = [
  ['oldest', 'Oldest first'],
  ['newest', 'Newest first'],
];

/**
 * Our moderation queue: pending reports, oldest first (or newest first, as staff choose); each can be
 * approved or rejected where it stands, or opened in the sighting editor.
 */
export function PendingReportsCard() {
  const id = useId();
  const [page, setPage] = useState(0);
  const [order, setOrder] = useState<PendingOrder>('oldest');
  const query = useQuery(pendingSightingsQueryOptions(page, DEFAULT_SIGHTING_PAGE_SIZE, order));
  useStaffQueryFailure(query, {
    title: 'Internal Error',
    message: 'Could not retrieve pending reports. Please try again later.',
  });
  const reports = query.data?.content ?? [];
  const total = query.data?.totalElements;
  const totalPages = query.data?.totalPages;

  // Approving the last report of the last page empties it: show the page before instead.
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page > totalPages - 1) setPage(Math.max(0, totalPages - 1));
  }, [page, totalPages]);

  return (
    <section className="card mb-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card-header h5 d-flex align-items-center gap-2">
        Pending Reports
        {total !== undefined && (
          <span className="badge text-bg-warning">
            {total}
            <span className="visually-hidden"> waiting</span>
          </span>
        )}
      </h2>
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-3">
          <InlineSelect
            label="Show"
            labelClassName="small text-nowrap"
            value={order}
            choices={ORDER_CHOICES}
            onChange={(next) => {
              setOrder(next);
              setPage(0);
            }}
          />
        </div>
        {query.isPending ? (
          <Spinner label="Loading pending reports..." />
        ) : reports.length === 0 ? (
          <p className="mb-0 text-body-secondary">{query.isError ? 'Unavailable' : 'No Pending Reports'}</p>
        ) : (
          <ol className="list-group pending-reports" aria-busy={query.isPlaceholderData}>
            {reports.map((report) => (
              <li
                key={report.id}
                className="list-group-item d-flex flex-column flex-sm-row gap-2 align-items-sm-center"
              >
                <div className="flex-grow-1 min-w-0">
                  <div className="small text-body-secondary">
                    Submitted <time dateTime={report.submitted}>{formatOccurred(report.submitted)}</time>
                    <span className="ms-2">
                      <CountryFlag code={report.iso2CountryCode} country={report.country} /> {sightingPlace(report)}
                    </span>
                  </div>
                  <div className="text-break">{truncate(report.summary, SUMMARY_LENGTH) || 'No summary'}</div>
                  <PendingReportSky report={report} />
                  <PendingReportDuplicate reportId={report.id} />
                  <div className="mt-2">
                    <PendingReportActions report={report} />
                  </div>
                </div>
                <Link
                  to={administrationPathFor(report.id)}
                  className="btn btn-outline-primary btn-sm text-nowrap"
                  aria-label={`Open sighting ${report.id} in the editor`}
                >
                  <i className="bi bi-pencil-square me-1" aria-hidden="true" />
                  {report.id}
                </Link>
              </li>
            ))}
          </ol>
        )}
        {query.data && (
          <div className="d-flex justify-content-center mt-3">
            <PaginationLinks
              page={page}
              totalPages={query.data.totalPages}
              onPageChange={setPage}
              label="Pending report pages"
            />
          </div>
        )}
      </div>
    </section>
  );
}
