import { sql, type Kysely } from 'kysely';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/dialect.ts';
import { selectSightings, toSightings } from '../sighting-hydration.ts';

export interface StoredIdentity {
  id: string;
  importKey: string | null;
  occurred: string;
  summary: string | null;
}

/** Below SQLite's 32,766 bound variables. PostgreSQL gets the ids as one array, however many. */
const MAX_IDS_PER_QUERY: Record<DialectName, number> = { sqlite: 10_000, postgres: 100_000 };

/** The SQL that bulk work needs beyond SightingRepository: id checks for imports, and the full export. */
export class BulkSightingRepository {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** Which of these ids are stored already, with what a caller needs to tell a clash from a re-import. */
  async storedByIds(ids: readonly string[]): Promise<Map<string, StoredIdentity>> {
    const stored = new Map<string, StoredIdentity>();
    const idsPerQuery = MAX_IDS_PER_QUERY[this.#dialect];
    for (let start = 0; start < ids.length; start += idsPerQuery) {
      const batchIds = ids.slice(start, start + idsPerQuery);
      const rows = await this.#db
        .selectFrom('sightings')
        .select(['id', 'import_key', 'occurred', 'summary'])
        // One parameter on PostgreSQL, where thousands of them cost more to compile and bind than to look up.
        .where((eb) =>
          this.#dialect === 'sqlite' ? eb('id', 'in', batchIds) : eb('id', '=', sql<string>`any(${batchIds}::text[])`),
        )
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
      const rows = await selectSightings(this.#db, this.#dialect)
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
