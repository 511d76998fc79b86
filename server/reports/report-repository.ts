import type { Kysely } from 'kysely';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { Database } from '../db/schema.ts';
import type { BulkSightingRepository } from '../sightings/bulk/bulk-repository.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import type { StaffSightingRepository } from '../sightings/staff-repository.ts';

/** The tables of migrations 003 (upload tokens) and 014 (follow links), both of this shape. */
interface ReportTokensTable {
  token_hash: string;
  sighting_id: string;
  created: string;
  expires: string;
}
export type ReportDatabase = Database & { upload_tokens: ReportTokensTable; report_follows: ReportTokensTable };

/** The two tokens a report hands out: its upload token and the witness's follow link. */
export interface ReportTokenRows {
  upload: ReportTokenRow;
  follow: ReportTokenRow;
}

export interface ReportTokenRow {
  hash: string;
  sightingId: string;
  created: string;
  expires: string;
}

/** Stores reports (through the sighting repositories), their upload tokens and follow links. */
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
   * Saves the sighting, its upload token and its follow link in one transaction: a crash at any point
   * leaves all three or none, never a token or a follow link without its sighting.
   */
  async save(sighting: NewSighting, tokens: ReportTokenRows): Promise<void> {
    const row = (token: ReportTokenRow) => ({
      token_hash: token.hash,
      sighting_id: token.sightingId,
      created: token.created,
      expires: token.expires,
    });
    await this.#db.transaction().execute(async (trx) => {
      const added = await this.#sightings.insertManyIn(trx as unknown as Kysely<Database>, [sighting]);
      if (added !== 1) throw new Error(`report ${sighting.id} was not stored`);
      await trx.insertInto('upload_tokens').values(row(tokens.upload)).execute();
      await trx.insertInto('report_follows').values(row(tokens.follow)).execute();
    });
  }

  /**
   * Removes upload tokens and follow links whose sighting was never stored: versions before one
   * transaction saved a report could leave them after a crash. Checked once at start; answers how many.
   */
  async removeOrphanTokens(): Promise<number> {
    let removed = 0;
    for (const table of ['upload_tokens', 'report_follows'] as const) {
      const result = await this.#db
        .deleteFrom(table)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('sightings').select('sightings.id').whereRef('sightings.id', '=', `${table}.sighting_id`),
            ),
          ),
        )
        .executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    return removed;
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

  /** The sighting a follow link opens, while the link has not expired at `now`; null for any other. */
  async followedSightingId(hash: string, now: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('report_follows')
      .select('sighting_id')
      .where('token_hash', '=', hash)
      .where('expires', '>', now)
      .executeTakeFirst();
    return row?.sighting_id ?? null;
  }

  /** A report in any state, as its witness follows it. */
  findReport(id: string): Promise<Sighting | null> {
    return this.#staffSightings.findAnyById(id);
  }

  /** Expired tokens are useless; new reports sweep them so the tables stay small. */
  async deleteExpiredTokens(now: string): Promise<void> {
    await this.#db.deleteFrom('upload_tokens').where('expires', '<=', now).execute();
    await this.#db.deleteFrom('report_follows').where('expires', '<=', now).execute();
  }
}
