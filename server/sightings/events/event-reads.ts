import type { Sighting } from '../../../common/schemas/sighting.ts';
import { ReusableQuery } from '../../db/reusable-query.ts';
import { selectSightings, toSightings, type HydratableRow } from '../sighting-hydration.ts';
import { SightingSql } from '../sighting-sql.ts';

/** What visitors read of events: the public reports of the event a public sighting is in. */
export class EventReads extends SightingSql {
  #memberQuery: ReusableQuery<HydratableRow, [string]> | undefined;
  #eventQuery: ReusableQuery<HydratableRow, [string]> | undefined;

  /**
   * The public reports of the event that the public sighting `id` is in, earliest first (timeline
   * order); null when no public sighting has that id. A sighting alone is an event of one.
   */
  async membersOf(id: string): Promise<Sighting[] | null> {
    this.#memberQuery ??= new ReusableQuery(1, (placeholder: string) =>
      selectSightings(this.db, this.engine).where('id', '=', placeholder).where(this.engine.isPublic),
    );
    const [member] = await this.#memberQuery.execute(this.db, id);
    if (!member) return null;
    if (member.event_id === null) return toSightings([member]);
    // Through the events' index, in its order: an event of 500 reports is one range of it.
    this.#eventQuery ??= new ReusableQuery(1, (placeholder: string) =>
      selectSightings(this.db, this.engine)
        .where('event_id', '=', placeholder)
        .where(this.engine.isPublic)
        .orderBy('timeline_key'),
    );
    return toSightings(await this.#eventQuery.execute(this.db, member.event_id));
  }
}
