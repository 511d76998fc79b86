import type { Kysely } from 'kysely';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { ReusableQuery } from '../../db/reusable-query.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { selectSightings, toSightings, type HydratableRow } from '../sighting-hydration.ts';
import { SightingSql } from '../sighting-sql.ts';
import { readTimelineVersion } from '../timeline/timeline-version.ts';

/** Reports of events remembered at most, all events together; past this, they start afresh. */
const MAX_REMEMBERED_REPORTS = 20_000;

/** An event's public reports, and a key that changes whenever they may have. */
export interface EventMembers {
  key: string;
  members: Sighting[];
}

/**
 * What visitors read of events: the public reports of the event a public sighting is in. A large
 * event is read by the visitors of every one of its reports, and reading 500 reports costs far more
 * than finding which event a sighting is in: each event's reports are remembered until the timeline
 * version changes (every public write, and every change of grouping, changes it).
 */
export class EventReads extends SightingSql {
  #memberQuery: ReusableQuery<{ id: string; event_id: string | null }, [string]> | undefined;
  readonly #eventQueries: Partial<Record<'alone' | 'grouped', ReusableQuery<HydratableRow, [string]>>> = {};
  #remembered: { version: string; events: Map<string, Sighting[]>; reports: number } | null = null;

  constructor(db: Kysely<Database>, engine: SightingEngine) {
    super(db, engine);
  }

  /**
   * The public reports of the event that the public sighting `id` is in, earliest first (timeline
   * order), with a key that names this very answer (the event as the data stand now); null when no
   * public sighting has that id. A sighting alone is an event of one.
   */
  async membersOf(id: string): Promise<EventMembers | null> {
    const version = await readTimelineVersion(this.db);
    this.#memberQuery ??= new ReusableQuery(1, (placeholder: string) =>
      this.db
        .selectFrom('sightings')
        .select(['id', 'event_id'])
        .where('id', '=', placeholder)
        .where(this.engine.isPublic),
    );
    const [member] = await this.#memberQuery.execute(this.db, id);
    if (!member) return null;
    const eventId = member.event_id ?? member.id;
    if (this.#remembered?.version !== version) this.#remembered = { version, events: new Map(), reports: 0 };
    const remembered = this.#remembered;
    const key = `${version}/${eventId}`;
    const known = remembered.events.get(eventId);
    if (known) return { key, members: known };
    const members = await this.#readEvent(member.event_id === null ? 'alone' : 'grouped', eventId);
    if (remembered.reports + members.length > MAX_REMEMBERED_REPORTS) {
      remembered.events.clear();
      remembered.reports = 0;
    }
    remembered.events.set(eventId, members);
    remembered.reports += members.length;
    return { key, members };
  }

  /** A sighting alone by its id; an event's reports through the events' index, in its order. */
  async #readEvent(kind: 'alone' | 'grouped', eventId: string): Promise<Sighting[]> {
    const query = (this.#eventQueries[kind] ??= new ReusableQuery(1, (placeholder: string) =>
      selectSightings(this.db, this.engine)
        .where(kind === 'alone' ? 'id' : 'event_id', '=', placeholder)
        .where(this.engine.isPublic)
        .orderBy('timeline_key'),
    ));
    return toSightings(await query.execute(this.db, eventId));
  }
}
