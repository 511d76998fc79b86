import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { DescriptionCard } from './description-card.tsx';
import { MediaCard } from '../media/media-card.tsx';
import './sighting-cards.css';
import { SponsoredCard } from './sponsored-card.tsx';
import { SummaryCard } from './summary-card.tsx';

/** The cards of the sighting detail screen, shared by the stand-alone page and administration. */
export function DetailCards({ sighting }: { sighting: Sighting }) {
  return (
    <>
      <SummaryCard sighting={sighting} />
      <DescriptionCard description={sighting.detailedDescription} />
      <MediaCard sighting={sighting} />
      <SponsoredCard />
    </>
  );
}
