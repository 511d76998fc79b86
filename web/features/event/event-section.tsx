import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sightingPagePath } from '../../../common/pages/page-table.ts';
import type { SightingEvent } from '../../../common/schemas/event.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { FactList, type Fact } from '../../lib/fact-list.tsx';
import { LocalTime } from '../../lib/local-time.tsx';
import { sightingPlace } from '../../lib/sighting-place.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { siteSetting } from '../../lib/site-settings.ts';
import { mediaTypeOf, mediaUrl } from '../../../common/display/media-type.ts';
import { offsetFromFirst } from './witness-offsets.ts';
import { sightingEventQueryOptions } from './api/sighting-event.ts';
import { durationRange } from './event-agreement.ts';
import { EventMapFrame } from './event-map-frame.tsx';
import './event.css';

export const EVENT_CARD_TITLE = 'One event, many witnesses';
/** Photos shown small on each report; the rest are counted. */
const SHOWN_PHOTOS = 3;

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby="sighting-event-title">
      <h2 id="sighting-event-title" className="card-header h5">
        {EVENT_CARD_TITLE}
      </h2>
      <div className="card-body">{children}</div>
    </section>
  );
}

/** What the witnesses agree on: the most reported shape, how long it lasted, when it was first and last seen. */
function Agreement({ event }: { event: SightingEvent }) {
  const earliest = event.sightings[0]!;
  const latest = event.sightings.at(-1)!;
  const facts: Fact[] = [
    ['Most reported shape', event.shape ?? 'Unknown'],
    ['Duration', durationRange(event.sightings)],
    ['First seen', <LocalTime iso={event.first} placeZone={earliest.timeZone} />],
    ['Last seen', <LocalTime iso={event.last} placeZone={latest.timeZone} />],
  ];
  return (
    <FactList
      facts={facts}
      className="event-agreement mb-4"
      rowClassName="event-fact"
      aria-label="What the witnesses agree on"
    />
  );
}

/** A report's files: its photos small, and how many other files it holds. */
function ReportMedia({ sighting }: { sighting: Sighting }) {
  if (sighting.media.length === 0) return <div className="small text-body-secondary">No media</div>;
  const base = siteSetting('media-base-url') ?? '/media';
  const photos = sighting.media.filter((file) => mediaTypeOf(file) === 'photo');
  const others = sighting.media.length - photos.length;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 event-report-media">
      {photos.slice(0, SHOWN_PHOTOS).map((file) => {
        const url = mediaUrl(base, sighting, file);
        return url ? <img key={file} src={url} alt={`Photo ${file}`} loading="lazy" className="rounded" /> : null;
      })}
      <span className="small text-body-secondary">
        {[
          photos.length > SHOWN_PHOTOS ? `${photos.length - SHOWN_PHOTOS} more photos` : '',
          others > 0 ? `${others} other ${others === 1 ? 'file' : 'files'}` : '',
        ]
          .filter(Boolean)
          .join(', ')}
      </span>
    </div>
  );
}

/**
 * Every report of the event side by side, earliest first: its time, place, summary and media, and how
 * much later and how far from the first report it was seen. Each links to its page.
 */
function Reports({ sightings, shownId }: { sightings: readonly Sighting[]; shownId: string }) {
  const first = sightings[0]!;
  return (
    <ol
      className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled mt-2 event-reports"
      aria-label="Witness reports, earliest first"
    >
      {sightings.map((sighting, index) => (
        <li key={sighting.id} className="col">
          <article className="card h-100" aria-label={`Witness ${index + 1}`}>
            <div className="card-header small d-flex flex-wrap gap-2 align-items-center">
              <span className="fw-semibold">Witness {index + 1}</span>
              <LocalTime iso={sighting.occurred} placeZone={sighting.timeZone} />
              {sighting.id === shownId && <span className="badge text-bg-secondary">This report</span>}
            </div>
            <div className="card-body d-flex flex-column gap-1">
              <Link to={sightingPagePath(sighting.id)}>{sighting.summary || `Sighting ${sighting.id}`}</Link>
              <div className="small text-body-secondary">{sightingPlace(sighting) || 'Place not given'}</div>
              <div className="small">
                <i className="bi bi-arrow-right-short" aria-hidden="true" /> {offsetFromFirst(first, sighting)}
              </div>
              <ReportMedia sighting={sighting} />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/**
 * Below a sighting on /event/{id}: the event it is one report of. Every witness report on one map, in
 * time order, and what they agree on; a lone report says that nobody else reported it.
 */
export function EventSection({ id }: { id: string }) {
  const query = useQuery(sightingEventQueryOptions(id));
  if (query.isPending) {
    return (
      <Card>
        <Spinner label="Loading the event..." />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <p className="mb-0 text-danger" role="alert">
          Could not load the event.
        </p>
      </Card>
    );
  }
  const event = query.data;
  if (event.sightings.length <= 1) {
    return (
      <Card>
        <p className="mb-0">No other witness reported this sighting.</p>
      </Card>
    );
  }
  return (
    <Card>
      <p>
        {event.sightings.length} witnesses reported this event. Their reports, earliest first, and what they agree on:
      </p>
      <Agreement event={event} />
      <EventMapFrame sightings={event.sightings} />
      <Reports sightings={event.sightings} shownId={id} />
    </Card>
  );
}
