import { useQuery } from '@tanstack/react-query';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { pendingSkyQueryOptions } from './api/pending-sky.ts';

/**
 * One line under a pending report: the bright bodies that were in its sky, the likely one marked, so
 * staff can weigh a plain explanation before approving. A possibility, never a verdict.
 */
export function PendingReportSky({ report }: { report: Pick<Sighting, 'id' | 'latitude' | 'longitude'> }) {
  const hasPlace = report.latitude !== null && report.longitude !== null;
  const query = useQuery({ ...pendingSkyQueryOptions(report.id), enabled: hasPlace });
  const likely = query.data?.candidates.find((candidate) => candidate.likely);
  let text: string;
  if (!hasPlace) text = 'No coordinates: no sky to compare.';
  else if (query.isPending) text = 'Working it out…';
  else if (query.isError) text = 'Unavailable.';
  else if (query.data.candidates.length === 0) text = 'No bright planet or the Moon was up.';
  else {
    text = query.data.candidates
      .map((candidate) => (candidate.likely ? `${candidate.name} (likely)` : candidate.name))
      .join(', ');
  }
  return (
    <div className="small text-body-secondary" aria-live="polite">
      <i className="bi bi-stars me-1" aria-hidden="true" />
      Sky at the time: {text}
      {likely && <div className="fst-italic">{likely.reason}</div>}
    </div>
  );
}
