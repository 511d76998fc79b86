import { Link } from 'react-router';
import { sightingPagePath } from '../../../common/pages/page-table.ts';
import type { FlaggedSighting } from '../../../common/schemas/sighting-flags.ts';
import { flaggedSightingsQueryOptions } from './api/staff-logs.ts';
import { LogTime, logUnavailableToast, PagedLogCard } from './paged-log-card.tsx';

const FLAGS_UNAVAILABLE = logUnavailableToast('flagged sightings');

function FlaggedItem({ entry }: { entry: FlaggedSighting }) {
  return (
    <li className="feedback-entry">
      <div className="d-flex flex-wrap align-items-baseline gap-2 small mb-1">
        <Link to={sightingPagePath(entry.sightingId)}>{entry.sightingId}</Link>
        <LogTime at={entry.flagged} />
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
