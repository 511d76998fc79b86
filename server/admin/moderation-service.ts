import { daysBetween } from '../../common/display/variance.ts';
import type { ActivityPage } from '../../common/schemas/activity.ts';
import { WITHDRAWN_REASON } from '../../common/schemas/follow.ts';
import type { PageQuery, PendingQuery } from '../../common/schemas/browse.ts';
import type { SightingPage } from '../../common/schemas/search.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { ParsedSightingUpdate } from '../../common/schemas/sighting-update.ts';
import type { StaffMember } from '../auth/staff-member.ts';
import { zoneAt } from '../geodata/time-zones.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { MediaFolder, MediaStore } from '../media/media-store.ts';
import type { StaffSightingRepository } from '../sightings/staff-repository.ts';
import type { SkyService } from '../sky/sky-service.ts';
import type { ActivityRepository, NewActivity } from './activity-repository.ts';
import type { ModerationStore } from './moderation-store.ts';

export const NO_SUCH_SIGHTING = 'This sighting does not appear to exist.';

/** A Spring-shaped page of `content`, one of `total` items. */
export function page<T>(content: T[], total: number, { page, size }: PageQuery) {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/** Staff work on sightings (the /administration calls): find, edit, approve, delete, the queue, the log. */
export class ModerationService {
  readonly #store: ModerationStore;
  readonly #sightings: StaffSightingRepository;
  readonly #activities: ActivityRepository;
  readonly #media: Pick<MediaStore, 'withhold' | 'publish' | 'unpublish'>;
  readonly #sky: Pick<SkyService, 'refresh'>;

  constructor(
    store: ModerationStore,
    sightings: StaffSightingRepository,
    activities: ActivityRepository,
    media: Pick<MediaStore, 'withhold' | 'publish' | 'unpublish'>,
    sky: Pick<SkyService, 'refresh'>,
  ) {
    this.#store = store;
    this.#sightings = sightings;
    this.#activities = activities;
    this.#media = media;
    this.#sky = sky;
  }

  /** Any sighting staff can open: pending included, deleted not. */
  exists(id: string): Promise<boolean> {
    return this.#sightings.existsLive(id);
  }

  /**
   * Applies the edit view's fields; server-set fields keep their stored values. Approving makes the
   * sighting public at once, its files with it; the change and its log entry are stored together or not
   * at all. Its sky is then worked out again from the edited place, time and words.
   */
  async update(edit: ParsedSightingUpdate, staff: StaffMember): Promise<Sighting> {
    // Set once the files have moved, so a failed commit moves them back.
    let filesMoved: { folder: MediaFolder; published: boolean } | null = null;
    const transaction = this.#store.transaction(async ({ sightings, activities, alertOutbox }) => {
      const current = await sightings.findLiveById(edit.id);
      if (!current) throw notFound(NO_SUCH_SIGHTING);
      const occurred = new Date(edit.occurred);
      if (occurred.getTime() > new Date(current.submitted).getTime()) {
        throw badRequest(`occurred: must not be after the sighting was submitted (${current.submitted}).`);
      }
      const added = edit.media.filter((file) => !current.media.includes(file));
      if (added.length) {
        throw badRequest(`media: an update may only remove stored files, not add ${added.join(', ')}.`);
      }
      const updated = await sightings.update(edit.id, {
        summary: edit.summary,
        detailedDescription: edit.detailedDescription,
        occurred: occurred.toISOString(),
        daysBetweenOccurrenceAndSubmission: daysBetween(occurred, new Date(current.submitted)),
        addressResolution: edit.addressResolution,
        address: edit.address,
        iso2CountryCode: edit.iso2CountryCode,
        latitude: edit.latitude,
        longitude: edit.longitude,
        timeZone: zoneAt(edit.latitude, edit.longitude),
        approved: edit.approved,
        status: edit.approved ? 'APPROVED' : 'PENDING',
        rating: edit.rating,
        tags: edit.tags,
        media: edit.media,
      });
      if (!updated) throw notFound(NO_SUCH_SIGHTING);
      await activities.record({
        action: 'UPDATED_SIGHTING',
        userSeq: staff.seq,
        sightingId: edit.id,
        created: new Date().toISOString(),
        outcome: !current.approved && edit.approved ? 'approved' : null,
      });
      // Made public now: the alerts near it hear of it exactly when the approval is committed.
      if (edit.approved && !current.approved) await alertOutbox.add(edit.id);
      if (current.approved !== edit.approved) {
        // Approved, its files are served to everyone; approval taken back, to staff and the witness only.
        const folder = { day: current.submitted.slice(0, 10), sightingId: edit.id };
        await (edit.approved ? this.#media.publish(folder) : this.#media.unpublish(folder));
        filesMoved = { folder, published: edit.approved };
      }
      return updated;
    });
    const updated = await transaction.catch(async (error: unknown) => {
      const moved = filesMoved as { folder: MediaFolder; published: boolean } | null;
      if (moved) {
        const undo = moved.published ? this.#media.unpublish(moved.folder) : this.#media.publish(moved.folder);
        await undo.catch(() => {});
      }
      throw error;
    });
    await this.#sky.refresh(updated);
    return updated;
  }

  /**
   * A soft delete (nothing is lost), logged with the staff's reason if they gave one (a pending
   * report's witness reads it on their follow page), and the sighting's photos and videos are served
   * no more (kept for staff). False when there is no such sighting (or it is deleted already).
   */
  delete(id: string, staff: StaffMember, reason: string | null = null): Promise<boolean> {
    return this.#takeDown(id, { action: 'DELETED_SIGHTING', userSeq: staff.seq, reason });
  }

  /**
   * The witness withdraws their report while it awaits review: deleted like a staff deletion and
   * logged without a staff member. False when it is no longer pending.
   */
  withdrawByWitness(id: string): Promise<boolean> {
    return this.#takeDown(id, { action: 'WITHDRAWN_SIGHTING', userSeq: null, reason: WITHDRAWN_REASON });
  }

  /** Should the files not move, nothing is deleted: whoever is told it failed tries again. */
  #takeDown(id: string, entry: Pick<NewActivity, 'action' | 'userSeq' | 'reason'>): Promise<boolean> {
    return this.#store.transaction(async ({ sightings, activities }) => {
      const deleted = await sightings.softDelete(id, { pendingOnly: entry.action === 'WITHDRAWN_SIGHTING' });
      if (!deleted) return false;
      // Staff taking down a report visitors never saw decided its review: they rejected it.
      const rejected = entry.action === 'DELETED_SIGHTING' && !deleted.wasPublic;
      await activities.record({
        ...entry,
        sightingId: id,
        created: new Date().toISOString(),
        outcome: rejected ? 'rejected' : null,
      });
      await this.#media.withhold({ day: deleted.submitted.slice(0, 10), sightingId: id });
      return true;
    });
  }

  /** The moderation queue: pending reports, oldest first unless asked newest first. */
  async pending(query: PendingQuery): Promise<SightingPage> {
    const { sightings, total } = await this.#sightings.listPending(query.page * query.size, query.size, query.order);
    return page(sightings, total, query);
  }

  async activityPage(query: PageQuery): Promise<ActivityPage> {
    const { activities, total } = await this.#activities.page(query.page * query.size, query.size);
    return page(activities, total, query);
  }
}
