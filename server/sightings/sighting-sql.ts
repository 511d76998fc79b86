import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from './engine/sighting-engine.ts';

/**
 * What every repository of sightings holds: the database (or the transaction it works in) and the
 * engine that writes the parts SQLite and PostgreSQL each write their own way.
 */
export abstract class SightingSql {
  protected readonly db: Kysely<Database>;
  protected readonly engine: SightingEngine;

  constructor(db: Kysely<Database>, engine: SightingEngine) {
    this.db = db;
    this.engine = engine;
  }
}
