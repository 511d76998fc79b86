import { Link } from 'react-router';
import { formatOccurred } from '../../../common/display/date-format.ts';
import { labelsWithMediaTypes } from '../../../common/display/media-type.ts';
import { truncate } from '../../../common/display/text.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { LabelBadges } from '../../lib/label-badges.tsx';
import { LocalTime } from '../../lib/local-time.tsx';
import { sightingPlace } from '../../lib/sighting-place.ts';
import { sightingPagePath } from '../../../common/pages/page-table.ts';

const POPUP_SUMMARY_LENGTH = 96;

/** What a marker's popup shows. */
export function SightingPopupCard({ sighting }: { sighting: Sighting }) {
  return (
    <article className="sighting-popup-card">
      <h2 className="h6 mb-1">{sighting.type || 'Unknown'}</h2>
      <Link to={sightingPagePath(sighting.id)}>Click for sighting details</Link>
      <dl className="sighting-popup-fields mt-2 mb-2">
        <dt>Occurred</dt>
        <dd>
          <LocalTime iso={sighting.occurred} placeZone={sighting.timeZone} />
        </dd>
        <dt>Reported</dt>
        <dd>{formatOccurred(sighting.submitted)}</dd>
        <dt>Location</dt>
        <dd>{sightingPlace(sighting)}</dd>
        <dt>Summary</dt>
        <dd>{truncate(sighting.summary, POPUP_SUMMARY_LENGTH)}</dd>
      </dl>
      <LabelBadges labels={labelsWithMediaTypes(sighting.tags, sighting.media)} />
    </article>
  );
}
