import { useParams } from 'react-router';
import { EventSection } from '../features/event/event-section.tsx';
import SightingPage from '../features/sighting-detail/page/sighting-page.tsx';
import { SightingAboveSummary, SightingUnderSummary } from './sighting-under-summary.tsx';

/** /event/{id}: the sighting's page as on /sighting/{id}, and below it the event it is one report of. */
export default function EventScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <SightingPage AboveSummary={SightingAboveSummary} UnderSummary={SightingUnderSummary} />
      <div className="container pb-4">
        <EventSection id={id} />
      </div>
    </>
  );
}
