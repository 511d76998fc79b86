import { Link } from 'react-router';
import type { Activity } from '../../../common/schemas/activity.ts';
import { administrationPathFor } from '../../lib/staff-paths.ts';
import { ADMIN_TOASTS } from './admin-toasts.ts';
import { activitiesQueryOptions } from './api/staff-logs.ts';
import { LogTime, PagedLogCard } from './paged-log-card.tsx';

const ACTIONS: Record<Activity['action'], { verb: string; icon: string; tone: string }> = {
  UPDATED_SIGHTING: { verb: 'updated', icon: 'bi-pencil-fill', tone: 'text-bg-primary' },
  DELETED_SIGHTING: { verb: 'deleted', icon: 'bi-trash-fill', tone: 'text-bg-danger' },
  WITHDRAWN_SIGHTING: { verb: 'withdrew', icon: 'bi-box-arrow-left', tone: 'text-bg-secondary' },
  MERGED_SIGHTING: { verb: 'merged', icon: 'bi-union', tone: 'text-bg-info' },
};

/** An update that published a report, or a deletion of one never published, says so in words. */
const OUTCOMES: Record<NonNullable<Activity['outcome']>, { verb: string; icon: string; tone: string }> = {
  approved: { verb: 'approved', icon: 'bi-check-lg', tone: 'text-bg-success' },
  rejected: { verb: 'rejected', icon: 'bi-x-lg', tone: 'text-bg-danger' },
};

function ActivityItem({ activity }: { activity: Activity }) {
  const action = activity.outcome ? OUTCOMES[activity.outcome] : ACTIONS[activity.action];
  // No staff member: the witness withdrew their own report.
  const who = activity.user ? `${activity.user.firstName} ${activity.user.lastName}`.trim() : 'The witness';
  const taken = activity.action !== 'UPDATED_SIGHTING';
  return (
    <li className="activity-item">
      <span className={`activity-icon badge rounded-circle ${action.tone}`} aria-hidden="true">
        <i className={`bi ${action.icon}`} />
      </span>
      <div>
        <div>
          {who} {action.verb} sighting{' '}
          {taken ? (
            <span className="font-monospace">{activity.sightingId}</span>
          ) : (
            <Link to={administrationPathFor(activity.sightingId)} className="font-monospace">
              {activity.sightingId}
            </Link>
          )}
        </div>
        {activity.reason && activity.action === 'DELETED_SIGHTING' && (
          <div className="small text-break">Reason: {activity.reason}</div>
        )}
        {activity.reason && activity.action === 'MERGED_SIGHTING' && (
          <div className="small text-break">{activity.reason}</div>
        )}
        <LogTime className="small text-body-secondary" at={activity.created} />
      </div>
    </li>
  );
}

/** The 'Recent Activity' timeline: staff updates and deletions, newest first, with a page-size choice. */
export function ActivityTimeline() {
  return (
    <PagedLogCard
      title="Recent Activity"
      noun="Activities"
      texts={{
        sizeLabel: 'Activities per page',
        loading: 'Loading activities...',
        empty: 'No Activities Recorded',
        pagesLabel: 'Activity pages',
      }}
      className="activity-timeline"
      listClassName="activity-list"
      pageQuery={activitiesQueryOptions}
      failureToast={ADMIN_TOASTS.activitiesFailed}
      itemKey={(activity) => `${activity.created}-${activity.action}-${activity.sightingId}`}
      renderItem={(activity) => <ActivityItem activity={activity} />}
    />
  );
}
