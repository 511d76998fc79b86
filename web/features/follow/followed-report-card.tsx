import type { Sighting } from '../../../common/schemas/sighting.ts';
import { LabelBadges } from '../../lib/label-badges.tsx';
import { LocalTime } from '../../lib/local-time.tsx';
import { sightingPlace } from '../../lib/sighting-place.ts';
import { TitledCard } from '../../lib/titled-card.tsx';

/** The report as it is stored: what the witness sent (and what staff corrected, if they did). */
export function FollowedReportCard({ report }: { report: Sighting }) {
  const fileName = (file: string) => file.split('/').pop() ?? file;
  return (
    <TitledCard title="Your Report" titleId="follow-report-title">
      <dl className="row mb-0">
        <dt className="col-sm-3">Summary</dt>
        <dd className="col-sm-9 text-break">{report.summary}</dd>
        <dt className="col-sm-3">Occurred</dt>
        <dd className="col-sm-9">
          <LocalTime iso={report.occurred} placeZone={report.timeZone} />
        </dd>
        <dt className="col-sm-3">Submitted</dt>
        <dd className="col-sm-9">
          <LocalTime iso={report.submitted} compact />
        </dd>
        <dt className="col-sm-3">Location</dt>
        <dd className="col-sm-9 text-break">{sightingPlace(report)}</dd>
        <dt className="col-sm-3">Description</dt>
        <dd className="col-sm-9 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {report.detailedDescription}
        </dd>
        {report.tags.length > 0 && (
          <>
            <dt className="col-sm-3">Labels</dt>
            <dd className="col-sm-9">
              <LabelBadges labels={report.tags} />
            </dd>
          </>
        )}
        <dt className="col-sm-3">Media</dt>
        <dd className="col-sm-9 mb-0">
          {report.media.length === 0 ? (
            'No media'
          ) : (
            <ul className="list-unstyled mb-0" aria-label="Media files">
              {report.media.map((file) => (
                <li key={file} className="text-break">
                  <i className="bi bi-file-earmark me-1" aria-hidden="true" />
                  {fileName(file)}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </TitledCard>
  );
}
