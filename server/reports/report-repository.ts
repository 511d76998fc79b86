import type { Kysely } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Database } from '../db/schema.ts';
import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import type { StaffSightingRepository } from '../sightings/staff-repository.ts';

/** The table of migration 003, known only here. */
interface UploadTokensTable {
  token_hash: string;
  sighting_id: string;
  created: string;
  expires: string;
}
type ReportDatabase = Database & { upload_tokens: UploadTokensTable };

export interface UploadTokenRow {
  hash: string;
  sightingId: string;
  created: string;
  expires: string;
}

/** Stores reports (through the sighting repositories) and their upload tokens. */
export class ReportRepository {
  readonly #db: Kysely<ReportDatabase>;
  readonly #sightings: BulkSightingRepository;
  readonly #staffSightings: StaffSightingRepository;

  constructor(db: Kysely<Database>, sightings: BulkSightingRepository, staffSightings: StaffSightingRepository) {
    this.#db = db as unknown as Kysely<ReportDatabase>;
    this.#sightings = sightings;
    this.#staffSightings = staffSightings;
  }

  idExists(id: string): Promise<boolean> {
    return this.#sightings.idExists(id);
  }

  /**
   * Saves the token, then the sighting in its own transaction; answers only once that has committed.
   * If the sighting cannot be stored, its token is taken back so it can never open another sighting.
   */
  async save(sighting: NewSighting, token: UploadTokenRow): Promise<void> {
    await this.#db
      .insertInto('upload_tokens')
      .values({ token_hash: token.hash, sighting_id: token.sightingId, created: token.created, expires: token.expires })
      .execute();
    try {
      const added = await this.#sightings.insertMany([sighting]);
      if (added !== 1) throw new Error(`report ${sighting.id} was not stored`);
    } catch (error) {
      await this.#db
        .deleteFrom('upload_tokens')
        .where('token_hash', '=', token.hash)
        .execute()
        .catch(() => undefined);
      throw error;
    }
  }

  findSaved(id: string): Promise<Sighting | null> {
    return this.#staffSightings.findLiveById(id);
  }

  /** True when the hash belongs to this sighting and has not expired at `now`. */
  async tokenIsValid(hash: string, sightingId: string, now: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('upload_tokens')
      .select('token_hash')
      .where('token_hash', '=', hash)
      .where('sighting_id', '=', sightingId)
      .where('expires', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Expired tokens are useless; new reports sweep them so the table stays small. */
  async deleteExpiredTokens(now: string): Promise<void> {
    await this.#db.deleteFrom('upload_tokens').where('expires', '<=', now).execute();
  }
}
