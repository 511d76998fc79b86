import type { Kysely } from 'kysely';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { EventGrouping, KeyRange } from '../events/event-grouping.ts';
import type { NewSighting } from '../sighting-record.ts';
import { selectSightings, toSightings } from '../sighting-hydration.ts';
import { insertPreparedSightings } from './sighting-insert-repository.ts';
import { prepareSightings, type PreparedSightings } from './prepared-sightings.ts';
import { storeSightingStaging } from './staging-repository.ts';
import type { CopyConnection } from '../../db/copy-connections.ts';
import type { CopyBatch } from './copy-batch.ts';
import { storeCopyBatch } from './copy-store-repository.ts';
import type { StoredRowsEvents } from './stored-rows-events.ts';
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
  readonly #events: EventGrouping;
  /** While a load groups once at its end: the keys of the public rows it stored (null: none yet). */
  #deferred: { range: KeyRange | null } | null = null;
  /** What storing does about events: group new public rows now, or note their keys for the end of a load. */
  readonly #storedEvents: StoredRowsEvents = {
    lock: (trx) => (this.#deferred ? Promise.resolve() : this.#events.lock(trx)),
    publicRowsStored: async (trx, range) => {
      if (!this.#deferred) return this.#events.reportsAdded(trx, range);
      const noted = this.#deferred.range;
      this.#deferred.range = noted
        ? { from: Math.min(noted.from, range.from), to: Math.max(noted.to, range.to) }
        : { ...range };
    },
  };

  constructor(db: Kysely<Database>, engine: SightingEngine, events: EventGrouping) {
    super(db, engine);
    this.#events = events;
  }

  /**
   * Runs a bulk load (an import, a seeding) whose public rows are grouped into events once, at its
   * end, in one sweep over the stretch of time they cover, instead of transaction by transaction
   * (decision 0026). Until then the load's rows show alone. The sweep runs even when the load fails,
   * for the rows it stored. Stored events grouped by other rules are regrouped first.
   */
  async groupingOnceAfter<Result>(load: () => Promise<Result>): Promise<Result> {
    await this.#events.applyRules(this.db);
    this.#deferred = { range: null };
    try {
      return await load();
    } finally {
      const { range } = this.#deferred;
      this.#deferred = null;
      if (range) {
        await this.db.transaction().execute(async (trx) => {
          await this.#events.lock(trx);
          await this.#events.reportsAdded(trx, range);
        });
      }
    }
  }

  /**
   * Stores sightings with their tags and index entries, all or nothing. A sighting whose import key is
   * already stored is skipped. Answers how many were added.
   */
  async insertMany(sightings: readonly NewSighting[]): Promise<number> {
    return this.insertPrepared(prepareSightings(sightings, new Date().toISOString()));
  }

  /** `insertMany` inside the caller's transaction: what the caller writes beside them commits with them or not at all. */
  async insertManyIn(trx: Kysely<Database>, sightings: readonly NewSighting[]): Promise<number> {
    const prepared = prepareSightings(sightings, new Date().toISOString());
    return insertPreparedSightings(trx, this.engine, prepared, this.#storedEvents);
  }

  /** `insertMany` for sightings prepared beforehand (a bulk load prepares them on another thread). */
  async insertPrepared(prepared: PreparedSightings): Promise<number> {
    return insertPreparedSightings(this.db, this.engine, prepared, this.#storedEvents);
  }

  /** Whether `insertStaged` can be used: on an engine that takes them, outside a transaction. */
  get storesStagingFiles(): boolean {
    return this.engine.storesStagingFiles && !this.db.isTransaction;
  }

  /** Stores a staging file of prepared sightings (staging-repository.ts); answers how many were added. */
  async insertStaged(stagingFile: string): Promise<number> {
    return storeSightingStaging(this.db, stagingFile, this.#storedEvents);
  }

  /**
   * Stores a COPY batch (PostgreSQL, copy-batch.ts) on a connection of the load's own, in a transaction
   * of its own; a load stores several at once, each on its connection. Answers how many were added.
   */
  async insertCopied(connection: CopyConnection, batch: CopyBatch): Promise<number> {
    return storeCopyBatch(connection, batch, this.#storedEvents);
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
