import type { Kysely } from 'kysely';
import { addToAlertOutbox } from '../alerts/alert-outbox-repository.ts';
import type { Database } from '../db/schema.ts';
import type { SightingEngine } from '../sightings/engine/sighting-engine.ts';
import type { EventGrouping } from '../sightings/events/event-grouping.ts';
import { MediaRepository } from '../sightings/media-repository.ts';
import { StaffSightingRepository } from '../sightings/staff-repository.ts';
import { ActivityRepository } from './activity-repository.ts';
import { DuplicateRepository } from './duplicates/duplicate-repository.ts';

export interface ModerationRepositories {
  sightings: StaffSightingRepository;
  activities: ActivityRepository;
  media: MediaRepository;
  duplicates: DuplicateRepository;
  /** Tells the alerts of a sighting made public, in the same transaction. */
  alertOutbox: { add(sightingId: string): Promise<void> };
}

/**
 * Runs a staff change and its activity entry in one transaction: a change is never left unlogged.
 * After each commit `committed` runs (the live-updates hub reads what the change made public).
 */
export class ModerationStore {
  readonly #db: Kysely<Database>;
  readonly #engine: SightingEngine;
  readonly #events: EventGrouping;
  readonly #committed: () => void;

  constructor(db: Kysely<Database>, engine: SightingEngine, events: EventGrouping, committed: () => void = () => {}) {
    this.#db = db;
    this.#engine = engine;
    this.#events = events;
    this.#committed = committed;
  }

  async transaction<T>(work: (repositories: ModerationRepositories) => Promise<T>): Promise<T> {
    const result = await this.#db.transaction().execute((trx) =>
      work({
        sightings: new StaffSightingRepository(trx, this.#engine, this.#events),
        activities: new ActivityRepository(trx),
        media: new MediaRepository(trx, this.#engine),
        duplicates: new DuplicateRepository(trx, this.#engine),
        alertOutbox: { add: (sightingId) => addToAlertOutbox(trx, sightingId) },
      }),
    );
    this.#committed();
    return result;
  }
}
