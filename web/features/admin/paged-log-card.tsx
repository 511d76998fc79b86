import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { formatOccurred, relativeTime } from '../../../common/display/date-format.ts';
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { PaginationLinks } from '../../lib/pagination-links.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import type { ToastRequest } from '../../lib/toast.tsx';
import { useStaffQueryFailure } from './use-staff-failure.ts';

const ACTIVITY_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
const DEFAULT_ACTIVITY_PAGE_SIZE = 10;

interface LogPage {
  content: unknown[];
  totalPages: number;
}

type ItemOf<P extends LogPage> = P['content'][number];

/** The toast when a log's page cannot be read, e.g. `logUnavailableToast('feedback')`. */
export function logUnavailableToast(what: string): ToastRequest {
  return { title: 'An Error Occurred', message: `Could not retrieve ${what} this time. Please try again later.` };
}

/** When a log entry happened, relative to now, with the full date and time on hover. */
export function LogTime({ at, className }: { at: string; className?: string }) {
  return (
    <time className={className} dateTime={at} title={formatOccurred(at)}>
      {relativeTime(at)}
    </time>
  );
}

interface PagedLogCardProps<P extends LogPage, K extends readonly unknown[]> {
  title: string;
  /** What 'Show N …' counts, e.g. 'Activities'. */
  noun: string;
  texts: { sizeLabel: string; loading: string; empty: string; pagesLabel: string };
  className?: string;
  listClassName: string;
  pageQuery: (page: number, size: number) => UseQueryOptions<P, Error, P, K>;
  failureToast: ToastRequest;
  itemKey: (item: ItemOf<P>) => string;
  /** One `<li>` of the list. */
  renderItem: (item: ItemOf<P>) => ReactNode;
}

/** A staff log read page by page, newest first, with a choice of page size: loading, empty and failed states. */
export function PagedLogCard<P extends LogPage, K extends readonly unknown[]>(props: PagedLogCardProps<P, K>) {
  const id = useId();
  const [size, setSize] = useState<number>(DEFAULT_ACTIVITY_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const query = useQuery(props.pageQuery(page, size));
  useStaffQueryFailure(query, props.failureToast);
  const items: ItemOf<P>[] = query.data?.content ?? [];
  const totalPages = query.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page > totalPages - 1) setPage(Math.max(0, totalPages - 1));
  }, [page, totalPages]);

  return (
    <section className={`card ${props.className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h2 id={`${id}-title`} className="h5 mb-0">
          {props.title}
        </h2>
        <PageSizeSelect
          value={size}
          options={ACTIVITY_PAGE_SIZES}
          noun={props.noun}
          label={props.texts.sizeLabel}
          onChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </div>
      <div className="card-body">
        {query.isPending ? (
          <Spinner label={props.texts.loading} />
        ) : items.length === 0 ? (
          <p className="mb-0 text-body-secondary">{query.isError ? 'Unavailable' : props.texts.empty}</p>
        ) : (
          <ol className={`list-unstyled mb-0 ${props.listClassName}`} aria-busy={query.isPlaceholderData}>
            {items.map((item) => (
              <Fragment key={props.itemKey(item)}>{props.renderItem(item)}</Fragment>
            ))}
          </ol>
        )}
        {totalPages !== undefined && (
          <div className="d-flex justify-content-center mt-3">
            <PaginationLinks
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              label={props.texts.pagesLabel}
            />
          </div>
        )}
      </div>
    </section>
  );
}
