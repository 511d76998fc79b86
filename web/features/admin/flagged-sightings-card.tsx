import { Link } from 'react-router';
import { formatOccurred, relativeTime } from '../../../common/display/date-format.ts';
import { sightingPagePath } from '../../../common/pages/page-table.ts';
import type { FlaggedSighting } from '../../../common/schemas/sighting-flags.ts';
import { flaggedSightingsQueryOptions } from './api/staff-logs.ts';
import { PagedLogCard } from './paged-log-card.tsx';

const FLAGS_UNAVAILABLE = {
  title: 'An Error Occurred',
  message: 'Could not retrieve flagged sightings this time. Please try again later.',
};

function FlaggedItem({ entry }: { entry: FlaggedSighting }) {
  return (
    <li className="feedback-entry">
      <div className="d-flex flex-wrap align-items-baseline gap-2 small mb-1">
        <Link to={sightingPagePath(entry.sightingId)}>{entry.sightingId}</Link>
        <time dateTime={entry.flagged} title={formatOccurred(entry.flagged)}>
          {relativeTime(entry.flagged)}
        </time>
      </div>
      <p className="mb-0">{entry.reason}</p>
    </li>
  );
}

/** Imported sightings whose coordinates lie far from the place they name: stored as given, for staff to check. */
export function FlaggedSightingsCard() {
  return (
    <PagedLogCard
      title="Flagged Imports"
      noun="Sightings"
      texts={{
        sizeLabel: 'Flagged sightings per page',
        loading: 'Loading flagged sightings...',
        empty: 'No Flagged Sightings',
        pagesLabel: 'Flagged sighting pages',
      }}
      className="mb-4"
      listClassName="feedback-list"
      pageQuery={flaggedSightingsQueryOptions}
      failureToast={FLAGS_UNAVAILABLE}
      itemKey={(entry) => String(entry.id)}
      renderItem={(entry) => <FlaggedItem entry={entry} />}
    />
  );
}
