import { sql, type Generated, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { toStoredAlert, type AlertDatabase, type StoredAlert } from './alert-repository.ts';

interface AlertOutboxTable {
  seq: Generated<number>;
  sighting_id: string;
  created: string;
  next_attempt: string;
}

interface AlertDeliveriesTable {
  seq: Generated<number>;
  alert_seq: number;
  sighting_id: string;
  created: string;
  attempts: Generated<number>;
  next_attempt: string;
  sent: string | null;
}

type OutboxDatabase = AlertDatabase & { alert_outbox: AlertOutboxTable; alert_deliveries: AlertDeliveriesTable };

/**
 * Writes a sighting made public into the outbox, in the caller's transaction (the approval's), so the
 * alerts hear of exactly the approvals that were committed.
 */
export async function addToAlertOutbox(trx: Kysely<Database>, sightingId: string, now: Date = new Date()) {
  const at = now.toISOString();
  await (trx as unknown as Kysely<OutboxDatabase>)
    .insertInto('alert_outbox')
    .values({ sighting_id: sightingId, created: at, next_attempt: at })
    .execute();
}

/** Which of these sighting ids are stored already, in the caller's transaction. */
export async function storedSightingIds(trx: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await trx
      .selectFrom('sightings')
      .select('id')
      .where('id', 'in', ids.slice(start, start + 500))
      .execute();
    for (const row of rows) stored.add(row.id);
  }
  return stored;
}

/**
 * Writes those of these sightings that are public into the outbox, in the caller's transaction (an
 * import's, with notification): the ones stored pending wait for their approval to notify.
 */
export async function addPublicToAlertOutbox(
  trx: Kysely<Database>,
  sightingIds: readonly string[],
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  for (let start = 0; start < sightingIds.length; start += 500) {
    await (trx as unknown as Kysely<OutboxDatabase>)
      .insertInto('alert_outbox')
      .columns(['sighting_id', 'created', 'next_attempt'])
      .expression((eb) =>
        eb
          .selectFrom('sightings')
          .select(['id', sql.lit(at).as('created'), sql.lit(at).as('next_attempt')])
          .where('id', 'in', sightingIds.slice(start, start + 500))
          .where('approved', '=', true)
          .where('deleted', '=', false)
          .orderBy('seq'),
      )
      .execute();
  }
}

export interface OutboxEntry {
  seq: number;
  sightingId: string;
}

export interface Delivery {
  seq: number;
  sightingId: string;
  attempts: number;
}

/**
 * The sender's SQL: claims outbox entries and alerts with due deliveries for a while (a claim of a
 * sender that died lapses, and another sender takes it up), so that any number of processes drain them
 * with one sender at a time for each. PostgreSQL skips rows another sender holds (`SKIP LOCKED`); on
 * SQLite each claim is one statement of the one writer.
 */
export class AlertOutboxRepository {
  readonly #db: Kysely<OutboxDatabase>;
  readonly #skipLocked: string;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db as unknown as Kysely<OutboxDatabase>;
    this.#skipLocked = dialect === 'postgres' ? ' for update skip locked' : '';
  }

  /** Claims up to `limit` due outbox entries until `until`. */
  async claimOutbox(now: string, until: string, limit: number): Promise<OutboxEntry[]> {
    const rows = await this.#db
      .updateTable('alert_outbox')
      .set({ next_attempt: until })
      .where(
        'seq',
        'in',
        sql<number>`(select seq from alert_outbox where next_attempt <= ${now} order by seq limit ${limit}${sql.raw(this.#skipLocked)})`,
      )
      .returning(['seq', 'sighting_id'])
      .execute();
    return rows.map((row) => ({ seq: Number(row.seq), sightingId: row.sighting_id }));
  }

  /**
   * Turns an outbox entry into one delivery per matching alert (none twice, whatever the retries) and
   * takes it out, in one transaction.
   */
  async settleOutbox(entry: OutboxEntry, alertSeqs: readonly number[], now: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      for (let start = 0; start < alertSeqs.length; start += 500) {
        const values = alertSeqs.slice(start, start + 500).map((alertSeq) => ({
          alert_seq: alertSeq,
          sighting_id: entry.sightingId,
          created: now,
          next_attempt: now,
        }));
        await trx
          .insertInto('alert_deliveries')
          .values(values)
          .onConflict((conflict) => conflict.columns(['alert_seq', 'sighting_id']).doNothing())
          .execute();
      }
      await trx.deleteFrom('alert_outbox').where('seq', '=', entry.seq).execute();
    });
  }

  /**
   * Claims up to `limit` alerts that have a due delivery and may be sent to now: confirmed, not paused,
   * not sent to since `quietSince` (the digest's quarter of an hour), and held by no other sender.
   */
  async claimAlerts(now: string, quietSince: string, until: string, limit: number): Promise<StoredAlert[]> {
    const rows = await this.#db
      .updateTable('alerts')
      .set({ sending_until: until })
      .where(
        'seq',
        'in',
        sql<number>`(select seq from alerts
          where seq in (select alert_seq from alert_deliveries where sent is null and next_attempt <= ${now})
            and confirmed is not null and paused = ${0}
            and (last_sent is null or last_sent <= ${quietSince})
            and (sending_until is null or sending_until <= ${now})
          order by seq limit ${limit}${sql.raw(this.#skipLocked)})`,
      )
      .returningAll()
      .execute();
    return rows.map(toStoredAlert);
  }

  /**
   * The alert's unsent deliveries, oldest first, for an alert claimed because one is due: those still
   * waiting to be tried again go in the same message (else, once it is sent, they would wait out the
   * alert's quiet quarter of an hour as well as their retry).
   */
  async unsentDeliveries(alertSeq: number): Promise<Delivery[]> {
    const rows = await this.#db
      .selectFrom('alert_deliveries')
      .select(['seq', 'sighting_id', 'attempts'])
      .where('alert_seq', '=', alertSeq)
      .where('sent', 'is', null)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({ seq: Number(row.seq), sightingId: row.sighting_id, attempts: Number(row.attempts) }));
  }

  /** The message went out: its deliveries are done, and the alert's quiet quarter of an hour starts. */
  async sent(alertSeq: number, deliverySeqs: readonly number[], now: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      if (deliverySeqs.length) {
        await trx.updateTable('alert_deliveries').set({ sent: now }).where('seq', 'in', deliverySeqs).execute();
      }
      await trx
        .updateTable('alerts')
        .set({ last_sent: now, sending_until: null })
        .where('seq', '=', alertSeq)
        .execute();
    });
  }

  /** Sending failed: the deliveries are tried again at `retryAt`, and the alert's claim is let go. */
  async failed(alertSeq: number, deliverySeqs: readonly number[], retryAt: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      if (deliverySeqs.length) {
        await trx
          .updateTable('alert_deliveries')
          .set({ attempts: sql`attempts + 1`, next_attempt: retryAt })
          .where('seq', 'in', deliverySeqs)
          .execute();
      }
      await trx.updateTable('alerts').set({ sending_until: null }).where('seq', '=', alertSeq).execute();
    });
  }

  /** Deliveries sent before `before` are forgotten: one sighting is not approved twice so far apart. */
  async pruneSent(before: string): Promise<void> {
    await this.#db.deleteFrom('alert_deliveries').where('sent', '<', before).execute();
  }

  /**
   * How many outbox entries and unsent deliveries wait, how many of those could be sent now (their
   * alert live and out of its quiet quarter of an hour), and how many alerts a sender holds now.
   */
  async waiting(
    now: string,
    quietSince: string,
  ): Promise<{ outbox: number; deliveries: number; due: number; sending: number }> {
    const [outbox, deliveries, due, sending] = await Promise.all([
      this.#db
        .selectFrom('alert_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      this.#db
        .selectFrom('alert_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent', 'is', null)
        .executeTakeFirstOrThrow(),
      this.#db
        .selectFrom('alert_deliveries as d')
        .innerJoin('alerts as a', 'a.seq', 'd.alert_seq')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('d.sent', 'is', null)
        .where('d.next_attempt', '<=', now)
        .where('a.confirmed', 'is not', null)
        .where('a.paused', '=', 0)
        .where((eb) => eb.or([eb('a.last_sent', 'is', null), eb('a.last_sent', '<=', quietSince)]))
        .executeTakeFirstOrThrow(),
      this.#db
        .selectFrom('alerts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sending_until', '>', now)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      outbox: Number(outbox.n),
      deliveries: Number(deliveries.n),
      due: Number(due.n),
      sending: Number(sending.n),
    };
  }
}
