import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sightingPagePath } from '../../../common/pages/page-table.ts';
import type { SightingEvent } from '../../../common/schemas/event.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { LocalTime } from '../../lib/local-time.tsx';
import { sightingPlace } from '../../lib/sighting-place.ts';
import { Spinner } from '../../lib/spinner.tsx';
import { sightingEventQueryOptions } from './api/sighting-event.ts';
import { durationRange } from './event-agreement.ts';
import { EventMapFrame } from './event-map-frame.tsx';
import './event.css';

export const EVENT_CARD_TITLE = 'One event, many witnesses';

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
  const facts: Array<[string, ReactNode]> = [
    ['Most reported shape', event.shape ?? 'Unknown'],
    ['Duration', durationRange(event.sightings)],
    ['First seen', <LocalTime iso={event.first} placeZone={earliest.timeZone} />],
    ['Last seen', <LocalTime iso={event.last} placeZone={latest.timeZone} />],
  ];
  return (
    <dl className="event-agreement mb-4" aria-label="What the witnesses agree on">
      {facts.map(([name, value]) => (
        <div key={name} className="row event-fact">
          <dt className="col-sm-4 col-lg-3">{name}</dt>
          <dd className="col-sm-8 col-lg-9">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every report of the event, earliest first, each with its time and place and a link to its page. */
function Reports({ sightings, shownId }: { sightings: readonly Sighting[]; shownId: string }) {
  return (
    <ol className="list-group list-group-numbered event-reports" aria-label="Witness reports, earliest first">
      {sightings.map((sighting) => (
        <li key={sighting.id} className="list-group-item d-flex gap-2">
          <div className="flex-grow-1">
            <Link to={sightingPagePath(sighting.id)}>{sighting.summary || `Sighting ${sighting.id}`}</Link>
            {sighting.id === shownId && <span className="badge text-bg-secondary ms-2">This report</span>}
            <div className="small">
              <LocalTime iso={sighting.occurred} placeZone={sighting.timeZone} />
            </div>
            <div className="small text-body-secondary">{sightingPlace(sighting) || 'Place not given'}</div>
          </div>
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
