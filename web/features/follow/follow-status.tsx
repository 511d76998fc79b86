import { Link } from 'react-router';
import type { FollowedReport, FollowStatus } from '../../../common/schemas/follow.ts';

const STATUS: Record<FollowStatus, { title: string; tone: string; icon: string; text: string }> = {
  received: {
    title: 'Received',
    tone: 'info',
    icon: 'bi-inbox-fill',
    text: 'Your report has been received and is waiting for review.',
  },
  'in-review': {
    title: 'In Review',
    tone: 'info',
    icon: 'bi-hourglass-split',
    text: 'Our staff have started reviewing your report.',
  },
  published: {
    title: 'Published',
    tone: 'success',
    icon: 'bi-check-circle-fill',
    text: 'Your report has been reviewed and published.',
  },
  'not-published': {
    title: 'Not Published',
    tone: 'warning',
    icon: 'bi-x-circle-fill',
    text: 'Our staff reviewed your report and did not publish it.',
  },
  withdrawn: {
    title: 'Withdrawn',
    tone: 'secondary',
    icon: 'bi-box-arrow-left',
    text: 'You withdrew this report. It will not be published.',
  },
};

/** Where the report stands, in words, with its public page once published or the staff's reason if not. */
export function FollowStatusPanel({ followed }: { followed: FollowedReport }) {
  const status = STATUS[followed.status];
  return (
    <section className={`alert alert-${status.tone}`} aria-labelledby="follow-status-title" role="status">
      <h2 id="follow-status-title" className="h5">
        <i className={`bi ${status.icon} me-2`} aria-hidden="true" />
        Status: {status.title}
      </h2>
      <p className="mb-0">{status.text}</p>
      {followed.sightingPath && (
        <p className="mt-2 mb-0">
          It can be viewed at:{' '}
          <Link to={followed.sightingPath} className="alert-link text-break">
            {followed.sightingPath}
          </Link>
        </p>
      )}
      {followed.mergedIntoPath && (
        <p className="mt-2 mb-0">
          It was merged into a published report of the same sighting:{' '}
          <Link to={followed.mergedIntoPath} className="alert-link text-break">
            {followed.mergedIntoPath}
          </Link>
        </p>
      )}
      {followed.status === 'not-published' && (
        <p className="mt-2 mb-0 text-break">
          {followed.reason ? `Reason: ${followed.reason}` : 'No reason was given.'}
        </p>
      )}
    </section>
  );
}
