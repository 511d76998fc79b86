import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { bandKeys } from '../media/perceptual-hash.ts';

/** A stored photo whose perceptual hash is not known yet, with the folder its public copy is in. */
export interface PhotoWithoutHash {
  mediaSeq: number;
  fileName: string;
  sightingId: string;
  submitted: string;
}

/**
 * The SQL about photos' perceptual hashes (decision 0028): each hash is stored on its media row and
 * as four band rows, which find a photo's near twins by index.
 */
export class PhotoHashRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Stores a photo's hash and its bands; a hash already stored is left as it is. */
  async store(mediaSeq: number, hash: string): Promise<void> {
    await this.#db
      .updateTable('media')
      .set({ perceptual_hash: hash })
      .where('seq', '=', mediaSeq)
      .where('perceptual_hash', 'is', null)
      .execute();
    await this.#db
      .insertInto('photo_hash_bands')
      .values(bandKeys(hash).map((band_key) => ({ band_key, media_seq: mediaSeq })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  /**
   * Photos of sightings that are not deleted whose hash is not known (stored before hashes were, or
   * unreadable then), after `afterSeq`, in media order: the backfill reads them a batch at a time.
   * Unreadable photos stay without a hash, so the backfill walks on by seq rather than asking again.
   */
  async withoutHash(afterSeq: number, limit: number): Promise<PhotoWithoutHash[]> {
    const rows = await this.#db
      .selectFrom('media')
      .innerJoin('sightings', 'sightings.seq', 'media.sighting_seq')
      .select(['media.seq', 'media.file_name', 'sightings.id', 'sightings.submitted'])
      .where('media.kind', '=', 'photo')
      .where('media.perceptual_hash', 'is', null)
      .where('media.seq', '>', afterSeq)
      .where(sql<boolean>`not sightings.deleted`)
      .orderBy('media.seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      mediaSeq: Number(row.seq),
      fileName: row.file_name,
      sightingId: row.id,
      submitted: row.submitted,
    }));
  }
}
