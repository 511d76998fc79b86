import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { SightingRepository } from '../sightings/repository.ts';
import { ActivityRepository } from './activity-repository.ts';

export interface ModerationRepositories {
  sightings: SightingRepository;
  activities: ActivityRepository;
}

/** Runs a staff change and its activity entry in one transaction: a change is never left unlogged. */
export class ModerationStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: DialectName;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  transaction<T>(work: (repositories: ModerationRepositories) => Promise<T>): Promise<T> {
    return this.#db
      .transaction()
      .execute((trx) =>
        work({ sightings: new SightingRepository(trx, this.#dialect), activities: new ActivityRepository(trx) }),
      );
  }
}
