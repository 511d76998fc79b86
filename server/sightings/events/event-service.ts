import type { SightingEvent } from '../../../common/schemas/event.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { notFound } from '../../http/errors.ts';
import type { EventMembers, EventReads } from './event-reads.ts';

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

/** The JSON answers of events kept at most, all together; past this, they start afresh. */
const MAX_REMEMBERED_JSON_BYTES = 32 * 1024 * 1024;

function eventOf(sightings: Sighting[]): SightingEvent {
  return {
    id: sightings[0]!.eventId,
    sightings,
    first: sightings[0]!.occurred,
    last: sightings.at(-1)!.occurred,
    shape: mostReportedShape(sightings),
  };
}

/** The public rules of events: any public member's id opens its event; nothing else does. */
export class EventService {
  readonly #events: EventReads;
  /** Events as the API writes them, by the key of the answer they were written from. */
  #json = new Map<string, Buffer>();
  #jsonBytes = 0;

  constructor(events: EventReads) {
    this.#events = events;
  }

  async byMemberId(id: string): Promise<SightingEvent> {
    return eventOf((await this.#found(id)).members);
  }

  /**
   * The event as the API answers it, written once: every visitor of a large event's reports gets the
   * same half megabyte of JSON until the event may have changed, and writing it cost more than all
   * the rest of the request.
   */
  async byMemberIdAsJson(id: string): Promise<Buffer> {
    const found = await this.#found(id);
    const known = this.#json.get(found.key);
    if (known) return known;
    const json = Buffer.from(JSON.stringify(eventOf(found.members)));
    if (this.#jsonBytes + json.length > MAX_REMEMBERED_JSON_BYTES) {
      this.#json.clear();
      this.#jsonBytes = 0;
    }
    this.#json.set(found.key, json);
    this.#jsonBytes += json.length;
    return json;
  }

  async #found(id: string): Promise<EventMembers> {
    const found = await this.#events.membersOf(id);
    if (!found || found.members.length === 0) throw notFound(EVENT_NOT_FOUND);
    return found;
  }
}
