import { useQuery } from '@tanstack/react-query';
import { sightingPagePath } from '../../../../common/pages/page-table.ts';
import { Link, useLocation } from 'react-router';
import { sightingPageTitle } from '../../../../common/pages/page-title.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { useIsSignedIn } from '../../../lib/auth-token.ts';
import { DEFAULT_ALERT_RADIUS_KM } from '../../../lib/alerts/default-alert-radius.ts';
import { AlertMeButton } from '../../../lib/alerts/alert-me-button.tsx';
import { pageOrigin } from '../../../lib/served-page.ts';
import { administrationPathFor } from '../../../lib/staff-paths.ts';
import { DetailCards } from '../cards/detail-cards.tsx';
import { sightingByIdQueryOptions } from '../api/sighting-by-id.ts';
import { SightingNotFound } from '../sighting-not-found.tsx';
import { sightingPlace } from '../../../lib/sighting-place.ts';
import { Spinner } from '../../../lib/spinner.tsx';
import { MiniMapFrame } from './mini-map-frame.tsx';
import { ShareMenu } from './share-menu.tsx';
import type { SightingPageSlots } from './sighting-page-slots.ts';
import { SightingNavigation } from './sighting-navigation.tsx';
import './sighting-detail.css';

/** The stand-alone page's extras: mini map, Previous and Next, Share, Return to Map. */
function SideColumn({ id, sighting }: { id: string; sighting: Sighting }) {
  const signedIn = useIsSignedIn();
  const pageUrl = `${pageOrigin()}${sightingPagePath(sighting.id)}`;
  return (
    <>
      {sighting.latitude !== null && sighting.longitude !== null && (
        <MiniMapFrame lat={sighting.latitude} lng={sighting.longitude} place={sightingPlace(sighting)} />
      )}
      <SightingNavigation id={id} />
      <ShareMenu pageUrl={pageUrl} summary={sighting.summary} />
      {sighting.latitude !== null && sighting.longitude !== null && (
        <div className="d-grid mb-3">
          <AlertMeButton
            label="Alert me about sightings near here"
            area={{
              kind: 'circle',
              latitude: sighting.latitude,
              longitude: sighting.longitude,
              radiusKm: DEFAULT_ALERT_RADIUS_KM,
            }}
          />
        </div>
      )}
      {/* Signed-in users see an Edit control; edits are made and saved in administration. */}
      {signedIn && (
        <div className="d-grid mb-3">
          <Link to={administrationPathFor(sighting.id)} className="btn btn-outline-primary">
            <i className="bi bi-pencil-square me-2" aria-hidden="true" />
            Edit
          </Link>
        </div>
      )}
      <div className="d-grid">
        <Link to="/" className="btn btn-primary">
          <i className="bi bi-map me-2" aria-hidden="true" />
          Return to Map
        </Link>
      </div>
    </>
  );
}

/** One sighting's page (the stand-alone view of the sighting detail screen). */
export function SightingDetail({ id, AboveSummary, UnderSummary }: { id: string } & SightingPageSlots) {
  const query = useQuery(sightingByIdQueryOptions(id));
  const onEventPage = useLocation().pathname.startsWith('/event/');
  // The same title the server writes into the page it sends (server/pages/routes.ts).
  useDocumentTitle(query.data ? sightingPageTitle(query.data, onEventPage ? 'event' : 'sighting') : null);

  if (query.isPending) return <Spinner className="justify-content-center py-5" />;
  if (query.isError) return <SightingNotFound />;
  const sighting = query.data;

  return (
    <div className="row g-4" aria-busy={query.isPlaceholderData}>
      <h1 className="visually-hidden">{sighting.summary || `Sighting ${sighting.id}`}</h1>
      <div className="col-lg-8">
        {AboveSummary && <AboveSummary sighting={sighting} />}
        <DetailCards sighting={sighting} underSummary={UnderSummary && <UnderSummary sighting={sighting} />} />
      </div>
      <aside className="col-lg-4" aria-label="Sighting map and actions">
        <div className="sighting-side-column">
          <SideColumn id={id} sighting={sighting} />
        </div>
      </aside>
    </div>
  );
}
