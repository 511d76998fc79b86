import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { logPublicChanges } from './live/public-change-repository.ts';
import { bumpTimelineVersion } from './timeline/timeline-version.ts';
import { PhotoHashRepository } from './photo-hash-repository.ts';
import { SightingSql } from './sighting-sql.ts';

export interface UploadTarget {
  seq: number;
  id: string;
  submitted: string;
  mediaCount: number;
  /** Approved (and, as every upload target, not deleted): its files are served to everyone. */
  published: boolean;
}

export interface NewMedia {
  fileName: string;
  kind: string;
  contentType: string;
  sizeBytes: number;
  hasPublicCopy: boolean;
  created: string;
  /** A photo's perceptual hash (decision 0028); none for other files. */
  perceptualHash?: string | null;
}

/** Stores how many media the sighting `seq` holds, counted from its media rows. */
export async function recountMedia(db: Kysely<Database>, seq: number): Promise<void> {
  await db
    .updateTable('sightings')
    .set((eb) => ({
      media_count: eb.selectFrom('media').select(eb.fn.countAll<number>().as('count')).where('sighting_seq', '=', seq),
    }))
    .where('seq', '=', seq)
    .execute();
}

/** The SQL about a sighting's media files: where uploads go, and each stored file with its count. */
export class MediaRepository extends SightingSql {
  /** The sighting uploads go to; deleted sightings take no more files. */
  async findUploadTarget(id: string): Promise<UploadTarget | null> {
    const row = await this.db
      .selectFrom('sightings')
      .select(['seq', 'id', 'submitted', 'media_count', 'approved'])
      .where('id', '=', id)
      .where(sql<boolean>`not deleted`)
      .executeTakeFirst();
    return row
      ? {
          seq: Number(row.seq),
          id: row.id,
          submitted: row.submitted,
          mediaCount: Number(row.media_count),
          published: Boolean(row.approved),
        }
      : null;
  }

  /** Sightings not public, neither approved nor deleted, that hold files: reports awaiting review. */
  async unpublishedWithFiles(): Promise<Array<{ id: string; submitted: string }>> {
    return this.db
      .selectFrom('sightings')
      .select(['id', 'submitted'])
      .where(sql<boolean>`not approved`)
      .where(sql<boolean>`not deleted`)
      .where('media_count', '>', 0)
      .execute();
  }

  async fileNames(sightingSeq: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('media')
      .select('file_name')
      .where('sighting_seq', '=', sightingSeq)
      .execute();
    return rows.map((row) => row.file_name);
  }

  /**
   * Records a stored file and counts it, in one transaction. The count only rises while under
   * `limit`, so uploads racing for the last place cannot both win: false means the sighting is full.
   */
  async add(sightingSeq: number, media: NewMedia, limit: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const counted = await trx
        .updateTable('sightings')
        .set((eb) => ({ media_count: eb('media_count', '+', 1), updated: media.created }))
        .where('seq', '=', sightingSeq)
        .where('media_count', '<', limit)
        .returning(['media_count', 'timeline_key'])
        .executeTakeFirst();
      if (!counted) return false;
      // The first file makes it a sighting "with media": SQLite's search index and search totals change.
      if (Number(counted.media_count) === 1) {
        await this.engine.firstMediaAdded(trx, sightingSeq, Number(counted.timeline_key));
        await bumpTimelineVersion(trx);
      }
      const last = await trx
        .selectFrom('media')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('sighting_seq', '=', sightingSeq)
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      const { seq } = await trx
        .insertInto('media')
        .values({
          sighting_seq: sightingSeq,
          position,
          file_name: media.fileName,
          kind: media.kind,
          content_type: media.contentType,
          size_bytes: media.sizeBytes,
          has_public_copy: media.hasPublicCopy,
          created: media.created,
        })
        .returning('seq')
        .executeTakeFirstOrThrow();
      if (media.perceptualHash) await new PhotoHashRepository(trx).store(Number(seq), media.perceptualHash);
      return true;
    });
  }

  /** A sighting's files in their order, with their sizes: what a merge moves, or finds it holds already. */
  async filesOf(sightingSeq: number): Promise<Array<{ name: string; size: number }>> {
    const rows = await this.db
      .selectFrom('media')
      .select(['file_name', 'size_bytes'])
      .where('sighting_seq', '=', sightingSeq)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({ name: row.file_name, size: Number(row.size_bytes) }));
  }

  /**
   * Moves files from one sighting to another, each under its new name, after the other's own files
   * (their hashes go with them), and counts both again. Run in the merge's transaction. A target that
   * gets its first file becomes one "with media", as an upload makes it; a public one is announced
   * changed to the live-updates stream, as a staff edit is.
   */
  async moveFiles(fromSeq: number, toSeq: number, renamed: ReadonlyArray<{ from: string; to: string }>): Promise<void> {
    if (renamed.length === 0) return;
    const last = await this.db
      .selectFrom('media')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('sighting_seq', '=', toSeq)
      .executeTakeFirst();
    const base = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    for (const [index, { from, to }] of renamed.entries()) {
      await this.db
        .updateTable('media')
        .set({ sighting_seq: toSeq, file_name: to, position: base + index })
        .where('sighting_seq', '=', fromSeq)
        .where('file_name', '=', from)
        .execute();
    }
    for (const seq of [fromSeq, toSeq]) await recountMedia(this.db, seq);
    const target = await this.db
      .selectFrom('sightings')
      .select(['id', 'timeline_key', 'approved'])
      .where('seq', '=', toSeq)
      .executeTakeFirstOrThrow();
    if (base === 0) await this.engine.firstMediaAdded(this.db, toSeq, Number(target.timeline_key));
    if (target.approved) {
      await bumpTimelineVersion(this.db);
      await logPublicChanges(this.db, [{ sightingId: target.id, kind: 'published' }]);
    } else if (base === 0) {
      await bumpTimelineVersion(this.db);
    }
  }
}
