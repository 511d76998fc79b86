import type { Alert } from '../../../common/schemas/alerts.ts';
import { alertAreaText } from '../../lib/alerts/alert-area-text.ts';
import { pageOrigin } from '../../lib/served-page.ts';

const STATUS_TEXT: Record<Alert['status'], string> = {
  'awaiting-confirmation': 'Waiting for you to confirm your e-mail address',
  active: 'On',
  paused: 'Paused',
};

const CHANNEL_TEXT: Record<Alert['channel'], string> = {
  email: 'E-mail',
  push: 'Browser notification',
  feed: 'Private feed',
};

/** What the alert follows and how it tells. */
export function AlertDetails({ alert }: { alert: Alert }) {
  const { filters } = alert;
  const feedUrl = `${pageOrigin()}${alert.feedPath}`;
  return (
    <dl className="row mb-4" aria-label="Alert">
      <dt className="col-sm-3">Status</dt>
      <dd className="col-sm-9">{STATUS_TEXT[alert.status]}</dd>
      <dt className="col-sm-3">Area</dt>
      <dd className="col-sm-9">{alertAreaText(alert.area)}</dd>
      <dt className="col-sm-3">Filters</dt>
      <dd className="col-sm-9">
        {[
          filters.shape && `Shape: ${filters.shape}`,
          filters.term && `Keyword: ${filters.term}`,
          filters.mediaOnly && 'Only with photos or videos',
        ]
          .filter(Boolean)
          .join('; ') || 'None: every sighting in the area'}
      </dd>
      <dt className="col-sm-3">Told by</dt>
      <dd className="col-sm-9">
        {CHANNEL_TEXT[alert.channel]}
        {alert.email && ` (${alert.email})`}
      </dd>
      <dt className="col-sm-3">Private feed</dt>
      <dd className="col-sm-9 text-break">
        <a href={alert.feedPath}>{feedUrl}</a>
      </dd>
    </dl>
  );
}
