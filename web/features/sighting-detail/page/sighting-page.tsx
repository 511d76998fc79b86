import { useParams } from 'react-router';
import { SightingDetail } from './sighting-detail.tsx';
import type { SightingPageSlots } from './sighting-page-slots.ts';

/** /sighting/:id and /event/:id, one screen; app/ composes it with the cards of other features. */
export default function SightingPage({ AboveSummary, UnderSummary }: SightingPageSlots = {}) {
  const { id = '' } = useParams();
  return (
    <div className="container py-4">
      <SightingDetail id={id} AboveSummary={AboveSummary} UnderSummary={UnderSummary} />
    </div>
  );
}
