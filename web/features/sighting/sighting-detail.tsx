import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { sightingPlace } from '../../lib/sighting-place.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { sightingByIdQueryOptions } from './api/sighting-by-id.ts';
import { DescriptionCard } from './description-card.tsx';
import { MediaCard } from './media-card.tsx';
import { MiniMap } from './mini-map.tsx';
import { ShareMenu } from './share-menu.tsx';
import { SightingNavigation } from './sighting-navigation.tsx';
import { SightingNotFound } from './sighting-not-found.tsx';
import './sighting-detail.css';
import { SponsoredCard } from './sponsored-card.tsx';
import { SummaryCard } from './summary-card.tsx';

interface SightingDetailProps {
  id: string;
  /** Inside another screen (administration): the cards only, without the side column. */
  embedded?: boolean;
}

function DetailCards({ sighting }: { sighting: Sighting }) {
  return (
    <>
      <SummaryCard sighting={sighting} />
      <DescriptionCard description={sighting.detailedDescription} />
      <MediaCard sighting={sighting} />
      <SponsoredCard />
    </>
  );
}

/** The stand-alone extras of SPEC §2: mini map, Previous and Next, Share, Return to Map. */
function SideColumn({ id, sighting }: { id: string; sighting: Sighting }) {
  const pageUrl = `${window.location.origin}/sighting/${encodeURIComponent(sighting.id)}`;
  return (
    <>
      {sighting.latitude !== null && sighting.longitude !== null && (
        <MiniMap lat={sighting.latitude} lng={sighting.longitude} place={sightingPlace(sighting)} />
      )}
      <SightingNavigation id={id} />
      <ShareMenu pageUrl={pageUrl} summary={sighting.summary} />
      <div className="d-grid">
        <Link to="/" className="btn btn-primary">
          <i className="bi bi-map me-2" aria-hidden="true" />
          Return to Map
        </Link>
      </div>
    </>
  );
}

/** One sighting's details (SPEC §2 'Sighting detail screen'), stand-alone or embedded. */
export function SightingDetail({ id, embedded = false }: SightingDetailProps) {
  const query = useQuery(sightingByIdQueryOptions(id));

  if (query.isPending) return <Spinner className="justify-content-center py-5" />;
  if (query.isError) return <SightingNotFound />;
  const sighting = query.data;

  if (embedded) return <DetailCards sighting={sighting} />;
  return (
    <div className="row g-4" aria-busy={query.isPlaceholderData}>
      <h1 className="visually-hidden">{sighting.summary || `Sighting ${sighting.id}`}</h1>
      <div className="col-lg-8">
        <DetailCards sighting={sighting} />
      </div>
      <aside className="col-lg-4" aria-label="Sighting map and actions">
        <div className="sighting-side-column">
          <SideColumn id={id} sighting={sighting} />
        </div>
      </aside>
    </div>
  );
}
