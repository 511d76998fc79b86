import { Link } from 'react-router';
import { eventPagePath } from '../../../common/pages/page-table.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';

/** 'Also reported by 1 other witness' or '… N other witnesses': every report of the event but this one. */
export function otherWitnessesText(eventSize: number): string {
  const others = eventSize - 1;
  return `Also reported by ${others} other ${others === 1 ? 'witness' : 'witnesses'}`;
}

/**
 * Under the summary of a sighting that is one report of a larger event: how many others saw it, and
 * a link to the event. The size comes with the sighting, so it costs no request; a lone report shows
 * nothing.
 */
export function AlsoReportedBy({ sighting }: { sighting: Sighting }) {
  if (sighting.eventSize <= 1) return null;
  return (
    <p className="alert alert-info d-flex align-items-center gap-2 mb-4">
      <i className="bi bi-people-fill" aria-hidden="true" />
      <Link to={eventPagePath(sighting.id)} className="alert-link">
        {otherWitnessesText(sighting.eventSize)}
      </Link>
    </p>
  );
}
