import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import { SightingSql } from '../sighting-sql.ts';
import type { CacheVersion, VersionedCache } from '../timeline/versioned-cache.ts';
import type { NamedCellCount } from './explore-types.ts';

/**
 * The cells of one sighting named by its id, as the kept counts name theirs: ids are read once per
 * version, so a range moved by a day asks again only for the cells that are new to it.
 */
export class SeqIds extends SightingSql {
  readonly #cache: VersionedCache;

  constructor(db: Kysely<Database>, engine: SightingEngine, cache: VersionedCache) {
    super(db, engine);
    this.#cache = cache;
  }

  /** The cells, those of one sighting with its id. */
  async named(cells: NamedCellCount[], at: CacheVersion): Promise<NamedCellCount[]> {
    const unnamed = cells.filter((cell) => cell.count === 1 && cell.id === undefined);
    if (unnamed.length === 0) return cells;
    const ids = await this.#cache.pieces(
      'seqIds',
      unnamed.map((cell) => String(cell.seq)),
      async (missing) => {
        const byId = await this.#idsBySeq(missing.map(Number));
        return new Map([...byId].map(([seq, id]) => [String(seq), id]));
      },
      undefined,
      () => 1,
      at,
    );
    const idOf = new Map(unnamed.map((cell, index) => [cell, ids[index]]));
    return cells.map((cell) => {
      const id = idOf.get(cell);
      return id === undefined ? cell : { ...cell, id };
    });
  }

  /** The ids of sightings by seq. */
  async #idsBySeq(seqs: readonly number[]): Promise<Map<number, string>> {
    const ids = new Map<number, string>();
    for (let start = 0; start < seqs.length; start += this.engine.valuesPerQuery) {
      const rows = await this.db
        .selectFrom('sightings')
        .select(['seq', 'id'])
        .where('seq', 'in', seqs.slice(start, start + this.engine.valuesPerQuery))
        .execute();
      for (const row of rows) ids.set(Number(row.seq), row.id);
    }
    return ids;
  }
}
