import { Link } from 'react-router';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { CountryFlag } from '../../../lib/country-flag.tsx';
import { LabelBadges } from '../../../lib/label-badges.tsx';
import { formatOccurred } from '../../../../common/display/date-format.ts';
import { FactList, type Fact } from '../../../lib/fact-list.tsx';
import { LocalTime } from '../../../lib/local-time.tsx';
import { sightingPlace } from '../../../lib/sighting-place.ts';
import { RatingStars } from './rating-stars.tsx';
import { sightingFacts } from './sighting-facts.ts';
import { sightingPagePath } from '../../../../common/pages/page-table.ts';
import { TitledCard } from '../../../lib/titled-card.tsx';

/**
 * The day of a sighting whose record gives no time: the date at the place (its stored instant is that
 * day's midnight there, which is no time to show), the same on the server and in every viewer's zone.
 */
function OccurredDay({ iso, placeZone }: { iso: string; placeZone: string | null }) {
  const day = formatOccurred(iso, placeZone ?? 'UTC').split(' ')[0]!;
  const [month, date, year] = day.split('/');
  return <time dateTime={`${year}-${month}-${date}`}>{day}, time not known</time>;
}

/** The Summary card, its fields in their fixed order (Fingerprint to Altitude). */
export function SummaryCard({ sighting }: { sighting: Sighting }) {
  const facts = sightingFacts(sighting);
  const fields: Fact[] = [
    ['Fingerprint', <Link to={sightingPagePath(sighting.id)}>{sighting.id}</Link>],
    ['Summary', sighting.summary],
    ['Submitted', <LocalTime iso={sighting.submitted} />],
    [
      'Occurred',
      sighting.timeUnknown ? (
        <OccurredDay iso={sighting.occurred} placeZone={sighting.timeZone} />
      ) : (
        <LocalTime iso={sighting.occurred} placeZone={sighting.timeZone} />
      ),
    ],
    ['Variance', facts.variance],
    ['Accuracy', facts.accuracy],
    [
      'Location',
      <>
        <CountryFlag code={sighting.iso2CountryCode} country={sighting.country} />
        <span className="ms-2">{sightingPlace(sighting)}</span>
      </>,
    ],
    ['Type', facts.type],
    ['Source', facts.source],
    ['Rating', <RatingStars stars={facts.stars} />],
    ['Labels', <LabelBadges labels={facts.labels} />],
    ['Shape', facts.shape],
    ['Features', facts.features],
    ['Flight Path', facts.flightPath],
    ['Distance', facts.distance],
    ['Duration', facts.duration],
    ['Altitude', facts.altitude],
  ];

  return (
    <TitledCard title="Summary" titleId="sighting-summary-title">
      <FactList facts={fields} className="mb-0 sighting-fields" rowClassName="sighting-field" />
    </TitledCard>
  );
}
