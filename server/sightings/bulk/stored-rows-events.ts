import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { KeyRange } from '../events/event-grouping.ts';

/** What storing new sightings does about events (decision 0026), inside the transaction that stores them. */
export interface StoredRowsEvents {
  /** Taken first, before any row is written, when public rows are to be stored. */
  lock(trx: Kysely<Database>): Promise<void>;
  /** Public rows with a place or without were stored with timeline keys in `range`. */
  publicRowsStored(trx: Kysely<Database>, range: KeyRange): Promise<void>;
}
