import { Button } from 'react-bootstrap';
import { formatOccurred } from '../../../../common/display/date-format.ts';
import { durationInWords } from '../../../../common/display/duration.ts';
import { zoneLabel } from '../../../../common/display/zone-clock.ts';
import { FactList, type Fact } from '../../../lib/fact-list.tsx';
import { occurredIso } from '../../../lib/occurred-input.ts';
import {
  DESCRIPTION_STEP,
  DETAILS_STEP,
  EVIDENCE_STEP,
  LOCATION_STEP,
  type ReportDraft,
} from '../model/report-draft.ts';
import { altitudeOf, durationOf, featuresOf, flightPathOf, shapeOf } from '../model/report-request.ts';
import { readableSize, type QueuedFile } from '../../../lib/upload/upload-queue.ts';

const NOT_SPECIFIED = 'Not specified';

interface ReviewSectionProps {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  fields: Fact[];
}

function ReviewSection({ title, step, onEdit, fields }: ReviewSectionProps) {
  return (
    <section className="report-review-section" aria-label={title}>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h3 className="h5 mb-0">{title}</h3>
        <Button variant="link" size="sm" onClick={() => onEdit(step)}>
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          Edit<span className="visually-hidden"> {title}</span>
        </Button>
      </div>
      <FactList facts={fields} className="mb-0" rowClassName="mb-1" valueClassName="mb-0 text-break" />
    </section>
  );
}

/**
 * When it happened, as the witness entered it on the clocks of the place, with the place's zone; and
 * below, the same instant on the visitor's own clocks when they read differently (a report made from
 * elsewhere, or from a browser set to another zone).
 */
export function OccurredClocks({ wallClock, zone }: { wallClock: string; zone: string | null | undefined }) {
  const iso = occurredIso(wallClock, zone ?? 'UTC');
  if (!iso) return NOT_SPECIFIED;
  const atPlace = formatOccurred(iso, zone ?? 'UTC');
  if (!zone) return `${atPlace} at the place`;
  const yours = formatOccurred(iso);
  const yourZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <span className="d-block">
        {atPlace} {zoneLabel(zone, new Date(iso))}
      </span>
      {yours !== atPlace && (
        <span className="d-block small text-body-secondary">
          {yours} your time{yourZone ? ` (${zoneLabel(yourZone, new Date(iso))})` : ''}
        </span>
      )}
    </>
  );
}

interface ReviewStepProps {
  draft: ReportDraft;
  /** The zone of the pinned place, once the server has told it. */
  zone: string | null | undefined;
  queue: readonly QueuedFile[];
  onEdit: (step: number) => void;
}

/** Step 5: every answer as it will be sent, with a way back to each step. */
export function ReviewStep({ draft, zone, queue, onEdit }: ReviewStepProps) {
  const place = [draft.city, draft.region, draft.country].filter(Boolean).join(', ');
  const pin =
    draft.latitude !== null && draft.longitude !== null
      ? `${draft.latitude.toFixed(5)}, ${draft.longitude.toFixed(5)}`
      : NOT_SPECIFIED;
  const duration = durationOf(draft);

  return (
    <>
      <p>Check your report before you submit it. Use Edit to change an answer.</p>
      <ReviewSection
        title="Location"
        step={LOCATION_STEP}
        onEdit={onEdit}
        fields={[
          ['Address', draft.address.trim() || NOT_SPECIFIED],
          ['Place', place || NOT_SPECIFIED],
          ['Coordinates', pin],
        ]}
      />
      <ReviewSection
        title="Description"
        step={DESCRIPTION_STEP}
        onEdit={onEdit}
        fields={[
          ['Summary', draft.summary.trim()],
          [
            'Detailed Description',
            <span className="report-review-description">{draft.detailedDescription.trim()}</span>,
          ],
        ]}
      />
      <ReviewSection
        title="Details"
        step={DETAILS_STEP}
        onEdit={onEdit}
        fields={[
          ['Occurred', <OccurredClocks wallClock={draft.occurred} zone={zone} />],
          ['Duration', duration ? durationInWords(duration) : NOT_SPECIFIED],
          ['Altitude', altitudeOf(draft) ?? NOT_SPECIFIED],
          ['Distance', draft.distance || NOT_SPECIFIED],
          ['Features', featuresOf(draft) ?? NOT_SPECIFIED],
          ['Flight Path', flightPathOf(draft) ?? NOT_SPECIFIED],
          ['Shape', shapeOf(draft) ?? NOT_SPECIFIED],
        ]}
      />
      <ReviewSection
        title="Evidence"
        step={EVIDENCE_STEP}
        onEdit={onEdit}
        fields={[
          ['Labels', draft.tags.length ? draft.tags.join(', ') : 'None'],
          [
            'Files',
            queue.length ? (
              <ul className="list-unstyled mb-0">
                {queue.map((item) => (
                  <li key={item.id}>
                    {item.file.name} ({readableSize(item.file.size)})
                  </li>
                ))}
              </ul>
            ) : (
              'None'
            ),
          ],
        ]}
      />
    </>
  );
}
