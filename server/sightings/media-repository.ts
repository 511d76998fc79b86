import { sql } from 'kysely';
import { bumpTimelineVersion } from './timeline/timeline-version.ts';
import { SightingSql } from './sighting-sql.ts';

export interface UploadTarget {
  seq: number;
  id: string;
  submitted: string;
  mediaCount: number;
}

export interface NewMedia {
  fileName: string;
  kind: string;
  contentType: string;
  sizeBytes: number;
  hasPublicCopy: boolean;
  created: string;
}

/** The SQL about a sighting's media files: where uploads go, and each stored file with its count. */
export class MediaRepository extends SightingSql {
  /** The sighting uploads go to; deleted sightings take no more files. */
  async findUploadTarget(id: string): Promise<UploadTarget | null> {
    const row = await this.db
      .selectFrom('sightings')
      .select(['seq', 'id', 'submitted', 'media_count'])
      .where('id', '=', id)
      .where(sql<boolean>`not deleted`)
      .executeTakeFirst();
    return row
      ? { seq: Number(row.seq), id: row.id, submitted: row.submitted, mediaCount: Number(row.media_count) }
      : null;
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
      await trx
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
        .execute();
      return true;
    });
  }
}
