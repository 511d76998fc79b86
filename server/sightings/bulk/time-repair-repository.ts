import { sql, type Kysely, type Selectable } from 'kysely';
import { freeTimelineKeys } from '../timeline/free-timeline-keys.ts';
import { preferredTimelineKey } from '../timeline/timeline-key.ts';
import { bumpTimelineVersion } from '../timeline/timeline-version.ts';
import { logManyPublicChanges } from '../live/public-change-repository.ts';
import { localCalendarOf } from '../local-calendar.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { Database, SightingsTable } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { EventGrouping } from '../events/event-grouping.ts';

/** A stored sighting whose time was worked out without its place's time zone. */
export interface StoredTime {
  seq: number;
  id: string;
  timelineKey: number;
  occurred: string;
  submitted: string;
  latitude: number;
  longitude: number;
}

/** A stored sighting with the zone it was given; `wallClock` when its time was read on that zone's clocks. */
export interface ZonedTime extends StoredTime {
  timeZone: string;
  /** Imported from a table that gives the witness's clock time (NUFORC, a column map), not an instant. */
  wallClock: boolean;
}

/** Its time as the zone of its place says, and that zone. */
export interface RepairedTime {
  seq: number;
  id: string;
  previousKey: number;
  occurred: string;
  daysBetween: number;
  timeZone: string | null;
  /** The place's longitude: the hour's rule when no zone is known. */
  longitude: number;
  /** Whether the time is another than the stored one. */
  moved: boolean;
}

const STORED_TIME_COLUMNS = ['seq', 'id', 'timeline_key', 'occurred', 'submitted', 'latitude', 'longitude'] as const;

type StoredTimeRow = Pick<Selectable<SightingsTable>, (typeof STORED_TIME_COLUMNS)[number]>;

function storedTimeOf(row: StoredTimeRow): StoredTime {
  return {
    seq: Number(row.seq),
    id: row.id,
    timelineKey: Number(row.timeline_key),
    occurred: row.occurred,
    submitted: row.submitted,
    latitude: row.latitude!,
    longitude: row.longitude!,
  };
}

/**
 * The SQL of `npm run repair-times`: sightings of a source stored without a time zone, and their times
 * written again, a batch per transaction, with new timeline keys and the engine's entries moved.
 */
export class TimeRepairRepository extends SightingSql {
  readonly #events: EventGrouping;

  constructor(db: Kysely<Database>, engine: SightingEngine, events: EventGrouping) {
    super(db, engine);
    this.#events = events;
  }

  #withoutZone(source: string) {
    return this.db
      .selectFrom('sightings')
      .where('source', '=', source)
      .where('time_zone', 'is', null)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null);
  }

  #zoned() {
    return this.db
      .selectFrom('sightings')
      .where('time_zone', 'is not', null)
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null);
  }

  /** How many sightings have a place and a zone: what a pass over the zones reads. */
  async countZoned(): Promise<number> {
    const row = await this.#zoned()
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async nextZoned(afterSeq: number, limit: number): Promise<ZonedTime[]> {
    const rows = await this.#zoned()
      .select([...STORED_TIME_COLUMNS, 'time_zone', 'import_key'])
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...storedTimeOf(row), timeZone: row.time_zone!, wallClock: row.import_key !== null }));
  }

  async countWithoutZone(source: string): Promise<number> {
    const row = await this.#withoutZone(source)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async nextWithoutZone(source: string, afterSeq: number, limit: number): Promise<StoredTime[]> {
    const rows = await this.#withoutZone(source)
      .select(STORED_TIME_COLUMNS)
      .where('seq', '>', afterSeq)
      .orderBy('seq')
      .limit(limit)
      .execute();
    return rows.map(storedTimeOf);
  }

  /**
   * Writes the repaired times; a sighting whose time moved gets a new key, its sky is worked out anew,
   * and it leaves its event and joins the one it is near now.
   */
  async store(repairs: readonly RepairedTime[]): Promise<void> {
    if (repairs.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await this.#events.lock(trx);
      const moved = repairs.filter((repair) => repair.moved);
      const keys = await freeTimelineKeys(
        trx,
        this.engine,
        moved.map((repair) => preferredTimelineKey(repair.occurred, repair.id)),
      );
      const newKeys = new Map(moved.map((repair, index) => [repair.seq, keys[index]!]));
      for (const repair of repairs) {
        const timelineKey = newKeys.get(repair.seq);
        // The event it is in before it moves, and whether it is public (then it joins one where it lands).
        const before =
          timelineKey === undefined
            ? undefined
            : await trx
                .selectFrom('sightings')
                .select(['event_id', sql<boolean>`${this.engine.isPublic}`.as('public')])
                .where('seq', '=', repair.seq)
                .executeTakeFirstOrThrow();
        await trx
          .updateTable('sightings')
          .set({
            occurred: repair.occurred,
            days_between: repair.daysBetween,
            time_zone: repair.timeZone,
            ...localCalendarOf(repair.occurred, repair.timeZone, repair.longitude),
            ...(timelineKey === undefined ? {} : { timeline_key: timelineKey }),
          })
          .where('seq', '=', repair.seq)
          .execute();
        if (timelineKey === undefined || !before) continue;
        await this.engine.timelineKeyChanged(trx, repair.seq, repair.previousKey);
        await trx.deleteFrom('sighting_skies').where('sighting_seq', '=', repair.seq).execute();
        if (before.public) {
          await this.#events.reportChanged(trx, {
            key: timelineKey,
            eventIdBefore: before.event_id,
            groupedAfter: true,
          });
        }
      }
      if (moved.length > 0) {
        await bumpTimelineVersion(trx);
        await logManyPublicChanges(trx);
      }
    });
  }
}
