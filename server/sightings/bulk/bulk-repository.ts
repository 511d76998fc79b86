import type { Sighting } from '../../../common/schemas/sighting.ts';
import type { NewSighting } from '../sighting-record.ts';
import { selectSightings, toSightings } from '../sighting-hydration.ts';
import { insertPreparedSightings } from './sighting-inserts.ts';
import { prepareSightings, type PreparedSightings } from './prepared-sightings.ts';
import { storeSightingStaging } from './sighting-staging.ts';
import { SightingSql } from '../sighting-sql.ts';

export interface StoredIdentity {
  id: string;
  importKey: string | null;
  occurred: string;
  summary: string | null;
}

/**
 * Storing sightings, one report or a million imported rows, and what bulk work reads: which ids are
 * taken, and every sighting for an export.
 */
export class BulkSightingRepository extends SightingSql {
  /**
   * Stores sightings with their tags and index entries, all or nothing. A sighting whose import key is
   * already stored is skipped. Answers how many were added.
   */
  async insertMany(sightings: readonly NewSighting[]): Promise<number> {
    return this.insertPrepared(prepareSightings(sightings, new Date().toISOString()));
  }

  /** `insertMany` for sightings prepared beforehand (a bulk load prepares them on another thread). */
  async insertPrepared(prepared: PreparedSightings): Promise<number> {
    return insertPreparedSightings(this.db, this.engine, prepared);
  }

  /** Whether `insertStaged` can be used: on an engine that takes them, outside a transaction. */
  get storesStagingFiles(): boolean {
    return this.engine.storesStagingFiles && !this.db.isTransaction;
  }

  /** Stores a staging file of prepared sightings (sighting-staging.ts); answers how many were added. */
  async insertStaged(stagingFile: string): Promise<number> {
    return storeSightingStaging(this.db, stagingFile);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.selectFrom('sightings').select('seq').limit(1).executeTakeFirst()) === undefined;
  }

  /** Whether any sighting, deleted ones included, has this id. */
  async idExists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('sightings').select('seq').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Which of these ids are stored already, with what a caller needs to tell a clash from a re-import. */
  async storedByIds(ids: readonly string[]): Promise<Map<string, StoredIdentity>> {
    const stored = new Map<string, StoredIdentity>();
    for (let start = 0; start < ids.length; start += this.engine.valuesPerQuery) {
      const rows = await this.db
        .selectFrom('sightings')
        .select(['id', 'import_key', 'occurred', 'summary'])
        .where(this.engine.isOneOf('id', ids.slice(start, start + this.engine.valuesPerQuery)))
        .execute();
      for (const row of rows) {
        stored.set(row.id, { id: row.id, importKey: row.import_key, occurred: row.occurred, summary: row.summary });
      }
    }
    return stored;
  }

  /** Every sighting not deleted (public and pending), in storage order, a page at a time. */
  async *allNotDeleted(pageSize = 1000): AsyncGenerator<Sighting[]> {
    let afterSeq = 0;
    for (;;) {
      const rows = await selectSightings(this.db, this.engine)
        .where('deleted', '=', false)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(pageSize)
        .execute();
      if (rows.length === 0) return;
      afterSeq = Number(rows.at(-1)!.seq);
      yield toSightings(rows);
      if (rows.length < pageSize) return;
    }
  }
}
