import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_PAGE_SIZES, DEFAULT_ACTIVITY_PAGE_SIZE } from '../../../common/constants.ts';
import { formatOccurred, relativeTime } from '../../../common/display/date-format.ts';
import type { Activity } from '../../../common/schemas/activity.ts';
import { PageSizeSelect } from '../../lib/page-size-select.tsx';
import { PaginationLinks } from '../../lib/pagination-links.tsx';
import { Spinner } from '../../lib/spinner.tsx';
import { administrationPathFor } from '../../lib/staff-paths.ts';
import { ADMIN_TOASTS } from './admin-toasts.ts';
import { activitiesQueryOptions } from './api/activities.ts';
import { useStaffQueryFailure } from './use-staff-failure.ts';

const ACTIONS: Record<Activity['action'], { verb: string; icon: string; tone: string }> = {
  UPDATED_SIGHTING: { verb: 'updated', icon: 'bi-pencil-fill', tone: 'text-bg-primary' },
  DELETED_SIGHTING: { verb: 'deleted', icon: 'bi-trash-fill', tone: 'text-bg-danger' },
};

function ActivityItem({ activity }: { activity: Activity }) {
  const action = ACTIONS[activity.action];
  const who = `${activity.user.firstName} ${activity.user.lastName}`.trim();
  return (
    <li className="activity-item">
      <span className={`activity-icon badge rounded-circle ${action.tone}`} aria-hidden="true">
        <i className={`bi ${action.icon}`} />
      </span>
      <div>
        <div>
          {who} {action.verb} sighting{' '}
          {activity.action === 'DELETED_SIGHTING' ? (
            <span className="font-monospace">{activity.sightingId}</span>
          ) : (
            <Link to={administrationPathFor(activity.sightingId)} className="font-monospace">
              {activity.sightingId}
            </Link>
          )}
        </div>
        <time
          className="small text-body-secondary"
          dateTime={activity.created}
          title={formatOccurred(activity.created)}
        >
          {relativeTime(activity.created)}
        </time>
      </div>
    </li>
  );
}

/** SPEC §2 'Activity timeline': staff updates and deletions, newest first, with a page-size choice. */
export function ActivityTimeline() {
  const id = useId();
  const [size, setSize] = useState<number>(DEFAULT_ACTIVITY_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const query = useQuery(activitiesQueryOptions(page, size));
  useStaffQueryFailure(query, ADMIN_TOASTS.activitiesFailed);
  const activities = query.data?.content ?? [];
  const totalPages = query.data?.totalPages;

  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page > totalPages - 1) setPage(Math.max(0, totalPages - 1));
  }, [page, totalPages]);

  return (
    <section className="card activity-timeline" aria-labelledby={`${id}-title`}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h2 id={`${id}-title`} className="h5 mb-0">
          Recent Activity
        </h2>
        <PageSizeSelect
          value={size}
          options={ACTIVITY_PAGE_SIZES}
          noun="Activities"
          label="Activities per page"
          onChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </div>
      <div className="card-body">
        {query.isPending ? (
          <Spinner label="Loading activities..." />
        ) : activities.length === 0 ? (
          <p className="mb-0 text-body-secondary">{query.isError ? 'Unavailable' : 'No Activities Recorded'}</p>
        ) : (
          <ol className="list-unstyled mb-0 activity-list" aria-busy={query.isPlaceholderData}>
            {activities.map((activity) => (
              <ActivityItem key={`${activity.created}-${activity.action}-${activity.sightingId}`} activity={activity} />
            ))}
          </ol>
        )}
        {totalPages !== undefined && (
          <div className="d-flex justify-content-center mt-3">
            <PaginationLinks page={page} totalPages={totalPages} onPageChange={setPage} label="Activity pages" />
          </div>
        )}
      </div>
    </section>
  );
}
