import { sql, type Kysely } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ReusableQuery } from '../db/reusable-query.ts';
import { rowSearchDocument } from './search/search-words.ts';
import { selectSightings, toSightings, type HydratableRow } from './sighting-hydration.ts';
import { freeTimelineKeys } from './timeline/free-timeline-keys.ts';
import { preferredTimelineKey } from './timeline/timeline-key.ts';
import { bumpTimelineVersion } from './timeline/timeline-version.ts';
import { logPublicChanges } from './live/public-change-repository.ts';
import { SightingSql } from './sighting-sql.ts';
import { recountMedia } from './media-repository.ts';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from './engine/sighting-engine.ts';
import type { EventGrouping } from './events/event-grouping.ts';
import { localCalendarOf } from './local-calendar.ts';

/** What a staff edit writes (the edit view's fields), plus the fields derived from it. */
export type SightingEdit = Pick<
  Sighting,
  | 'summary'
  | 'detailedDescription'
  | 'occurred'
  | 'daysBetweenOccurrenceAndSubmission'
  | 'addressResolution'
  | 'address'
  | 'iso2CountryCode'
  | 'latitude'
  | 'longitude'
  | 'timeZone'
  | 'approved'
  | 'status'
  | 'rating'
  | 'tags'
  | 'media'
>;

/** How many sightings are stored, in each state: for the system details staff read. */
export interface SightingCounts {
  sightings: number;
  public: number;
  pending: number;
  deleted: number;
}

/**
 * What staff read and change: pending reports as well as public ones (deleted ones never), edits and
 * deletions. Every change that the public can see changes the timeline version in the same transaction,
 * and is logged there for the live-updates stream.
 */
export class StaffSightingRepository extends SightingSql {
  readonly #events: EventGrouping;
  #liveByIdQuery: ReusableQuery<HydratableRow, [string]> | undefined;

  constructor(db: Kysely<Database>, engine: SightingEngine, events: EventGrouping) {
    super(db, engine);
    this.#events = events;
  }

  /** Any sighting that is not deleted, pending ones included. */
  async findLiveById(id: string): Promise<Sighting | null> {
    this.#liveByIdQuery ??= new ReusableQuery(1, (placeholder: string) =>
      selectSightings(this.db, this.engine).where('id', '=', placeholder).where(this.engine.isLive),
    );
    const [row] = await this.#liveByIdQuery.execute(this.db, id);
    return row ? toSightings([row])[0]! : null;
  }

  /** A sighting in any state, deleted ones included: a witness's follow page shows theirs whatever became of it. */
  async findAnyById(id: string): Promise<Sighting | null> {
    const [row] = await selectSightings(this.db, this.engine).where('id', '=', id).execute();
    return row ? toSightings([row as HydratableRow])[0]! : null;
  }

  async existsLive(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sightings')
      .select('seq')
      .where('id', '=', id)
      .where(this.engine.isLive)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The moderation queue: pending reports, oldest submitted first. */
  async listPending(
    offset: number,
    limit: number,
    order: 'oldest' | 'newest' = 'oldest',
  ): Promise<{ sightings: Sighting[]; total: number }> {
    const direction = order === 'oldest' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      selectSightings(this.db, this.engine)
        .where(this.engine.isPending)
        .orderBy('submitted', direction)
        .orderBy('id', direction)
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('sightings')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(this.engine.isPending)
        .executeTakeFirstOrThrow(),
    ]);
    return { sightings: toSightings(rows as HydratableRow[]), total: Number(count.count) };
  }

  async counts(): Promise<SightingCounts> {
    const { isPublic, isPending, isLive } = this.engine;
    const { rows } = await sql<Record<keyof SightingCounts, number>>`select
        (select count(*) from sightings) as sightings,
        (select count(*) from sightings where ${isPublic}) as public,
        (select count(*) from sightings where ${isPending}) as pending,
        (select count(*) from sightings where not (${isLive})) as deleted`.execute(this.db);
    const row = rows[0]!;
    return {
      sightings: Number(row.sightings),
      public: Number(row.public),
      pending: Number(row.pending),
      deleted: Number(row.deleted),
    };
  }

  /**
   * Writes a staff edit with its tags, the media it keeps, the engine's full-text and spatial entries
   * and the events it leaves or joins, all or nothing. Null when there is no such sighting or it is deleted.
   */
  async update(id: string, edit: SightingEdit): Promise<Sighting | null> {
    return inTransaction(this.db, async (trx) => {
      // Before the row is touched: a writer holding the lock may be about to relabel this very row.
      await this.#events.lock(trx);
      const before = await trx
        .selectFrom('sightings')
        .select(['seq', 'timeline_key', 'occurred', 'approved', 'latitude', 'longitude', 'event_id'])
        .where('id', '=', id)
        .where(this.engine.isLive)
        .executeTakeFirst();
      if (!before) return null;
      const seq = Number(before.seq);
      const previousKey = Number(before.timeline_key);
      const timelineKey =
        before.occurred === edit.occurred
          ? previousKey
          : (await freeTimelineKeys(trx, this.engine, [preferredTimelineKey(edit.occurred, id)]))[0]!;
      const now = new Date().toISOString();
      const row = await trx
        .updateTable('sightings')
        .set({
          summary: edit.summary,
          detailed_description: edit.detailedDescription,
          occurred: edit.occurred,
          timeline_key: timelineKey,
          days_between: edit.daysBetweenOccurrenceAndSubmission,
          address_resolution: edit.addressResolution,
          address: edit.address,
          iso2_country_code: edit.iso2CountryCode,
          latitude: edit.latitude,
          longitude: edit.longitude,
          time_zone: edit.timeZone,
          ...localCalendarOf(edit.occurred, edit.timeZone, edit.longitude),
          approved: edit.approved,
          status: edit.status,
          rating: edit.rating,
          updated: now,
          // Made public now: the feed lists it as newly published.
          ...(edit.approved && !before.approved ? { published: now } : {}),
        })
        .where('seq', '=', seq)
        .returning(['summary', 'detailed_description', 'location_name', 'city', 'region', 'country', 'shape'])
        .executeTakeFirstOrThrow();

      await trx.deleteFrom('sighting_tags').where('sighting_seq', '=', seq).execute();
      if (edit.tags.length) {
        await trx
          .insertInto('sighting_tags')
          .values(edit.tags.map((tag, position) => ({ sighting_seq: seq, position, tag })))
          .execute();
      }
      let dropMedia = trx.deleteFrom('media').where('sighting_seq', '=', seq);
      if (edit.media.length) dropMedia = dropMedia.where('file_name', 'not in', edit.media);
      await dropMedia.execute();
      await recountMedia(trx, seq);

      // The sky is worked out again from the edited place, time and words (the sky service does it).
      await trx.deleteFrom('sighting_skies').where('sighting_seq', '=', seq).execute();
      await this.engine.sightingEdited(trx, {
        seq,
        previousKey,
        longitude: edit.longitude,
        latitude: edit.latitude,
        document: rowSearchDocument(row, edit.tags),
      });
      const wasPublic = Boolean(before.approved);
      const moved =
        wasPublic !== edit.approved ||
        timelineKey !== previousKey ||
        before.latitude !== edit.latitude ||
        before.longitude !== edit.longitude;
      if ((wasPublic || edit.approved) && moved) {
        await this.#events.reportChanged(trx, {
          key: timelineKey,
          eventIdBefore: before.event_id,
          groupedAfter: edit.approved && edit.latitude !== null && edit.longitude !== null,
        });
      }
      await bumpTimelineVersion(trx);
      // Public after the edit: published (again, as edited); public only before it: withdrawn.
      if (edit.approved) await logPublicChanges(trx, [{ sightingId: id, kind: 'published' }]);
      else if (before.approved) await logPublicChanges(trx, [{ sightingId: id, kind: 'withdrawn' }]);
      return new StaffSightingRepository(trx, this.engine, this.#events).findLiveById(id);
    });
  }

  /**
   * Marks a live sighting deleted (soft delete: nothing is lost) and answers when it was submitted (its
   * media's folder) and whether it was public; null when there is none to delete. `pendingOnly` deletes it only while it awaits
   * review, in the same statement, so an approval a moment earlier wins.
   */
  async softDelete(
    id: string,
    { pendingOnly = false } = {},
  ): Promise<{ submitted: string; wasPublic: boolean } | null> {
    return inTransaction(this.db, async (trx) => {
      // A pending report is in no event: its withdrawal needs no lock.
      if (!pendingOnly) await this.#events.lock(trx);
      const row = await trx
        .updateTable('sightings')
        .set({ deleted: true, updated: new Date().toISOString() })
        .where('id', '=', id)
        .where(pendingOnly ? this.engine.isPending : this.engine.isLive)
        .returning(['timeline_key', 'submitted', 'approved', 'event_id'])
        .executeTakeFirst();
      if (!row) return null;
      await this.engine.sightingDeleted(trx, Number(row.timeline_key));
      if (row.approved) {
        const key = Number(row.timeline_key);
        await this.#events.reportChanged(trx, { key, eventIdBefore: row.event_id, groupedAfter: false });
      }
      await bumpTimelineVersion(trx);
      if (row.approved) await logPublicChanges(trx, [{ sightingId: id, kind: 'withdrawn' }]);
      return { submitted: row.submitted, wasPublic: Boolean(row.approved) };
    });
  }
}
