import type { SightingEvent } from '../../../common/schemas/event.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { notFound } from '../../http/errors.ts';
import type { EventReads } from './event-reads.ts';

export const EVENT_NOT_FOUND =
  'No public sighting has this id, so there is no event to show: it does not exist or is not approved.';

/** The shape most reports name; between shapes named as often, the one named first. Null when none is. */
export function mostReportedShape(sightings: readonly Sighting[]): string | null {
  // A map keeps the order shapes are first named in, so the first of equals wins.
  const counts = new Map<string, number>();
  for (const { shape } of sightings) if (shape) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  let best: string | null = null;
  for (const [shape, count] of counts) if (best === null || count > counts.get(best)!) best = shape;
  return best;
}

/** The public rules of events: any public member's id opens its event; nothing else does. */
export class EventService {
  readonly #events: EventReads;

  constructor(events: EventReads) {
    this.#events = events;
  }

  async byMemberId(id: string): Promise<SightingEvent> {
    const sightings = await this.#events.membersOf(id);
    if (!sightings || sightings.length === 0) throw notFound(EVENT_NOT_FOUND);
    return {
      id: sightings[0]!.eventId,
      sightings,
      first: sightings[0]!.occurred,
      last: sightings.at(-1)!.occurred,
      shape: mostReportedShape(sightings),
    };
  }
}
