import type { ReactNode } from 'react';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { DescriptionCard } from './description-card.tsx';
import { MediaCard } from '../media/media-card.tsx';
import './sighting-cards.css';
import { SponsoredCard } from './sponsored-card.tsx';
import { SummaryCard } from './summary-card.tsx';

/**
 * The cards of the sighting detail screen, shared by the stand-alone page and administration; the page
 * adds its own under the summary.
 */
export function DetailCards({ sighting, underSummary }: { sighting: Sighting; underSummary?: ReactNode }) {
  return (
    <>
      <SummaryCard sighting={sighting} />
      {underSummary}
      <DescriptionCard description={sighting.detailedDescription} />
      <MediaCard sighting={sighting} />
      <SponsoredCard />
    </>
  );
}
