import type { Kysely } from 'kysely';
import type { SourceCount } from '../../../common/schemas/sources.ts';
import type { Database } from '../../db/schema.ts';
import type { SightingEngine } from '../engine/sighting-engine.ts';
import type { VersionedCache } from '../timeline/versioned-cache.ts';

/**
 * The catalogues the public sightings came from, each with its count, the largest first (then by name).
 * Grouping every public row costs a scan, so the list is read once per version of the data.
 */
export class SourceReads {
  readonly #db: Kysely<Database>;
  readonly #engine: SightingEngine;
  readonly #cache: VersionedCache;

  constructor(db: Kysely<Database>, engine: SightingEngine, cache: VersionedCache) {
    this.#db = db;
    this.#engine = engine;
    this.#cache = cache;
  }

  counts(): Promise<SourceCount[]> {
    return this.#cache.sourceCounts(() => this.#read());
  }

  async #read(): Promise<SourceCount[]> {
    const rows = await this.#db
      .selectFrom('sightings')
      .select(['source', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where(this.#engine.isPublic)
      .where('source', 'is not', null)
      .groupBy('source')
      .execute();
    return rows
      .map((row) => ({ source: row.source!, count: Number(row.count) }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
  }
}
