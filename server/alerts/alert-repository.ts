import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { AlertChannel } from '../../common/schemas/alerts.ts';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { StoredArea } from './alert-area.ts';

/** The table of migration 024, known only to the alerts' repositories. */
export interface AlertsTable {
  seq: Generated<number>;
  key: string;
  token_hash: string;
  feed_token_hash: string;
  created: string;
  origin: string;
  channel: string;
  email: string | null;
  confirmed: string | null;
  confirm_hash: string | null;
  confirm_expires: string | null;
  confirm_sent: string | null;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
  south: number;
  north: number;
  west: number;
  east: number;
  centre_lat: number | null;
  centre_lon: number | null;
  radius_km: number | null;
  shape: string | null;
  term: string | null;
  media_only: number | boolean;
  paused: number | boolean;
  last_sent: string | null;
  sending_until: string | null;
}

export type AlertDatabase = Database & { alerts: AlertsTable };

export interface StoredFilters {
  shape: string | null;
  term: string | null;
  mediaOnly: boolean;
}

/** What an alert holds, as stored and as made: its site, channel, address or subscription, area and filters. */
interface AlertFields {
  key: string;
  created: string;
  /** The site's address the alert was made on (PUBLIC_URL, else the request's): its messages link there. */
  origin: string;
  channel: AlertChannel;
  email: string | null;
  confirmed: string | null;
  confirmExpires: string | null;
  push: { endpoint: string; p256dh: string; auth: string } | null;
  area: StoredArea;
  filters: StoredFilters;
}

export interface StoredAlert extends AlertFields {
  seq: number;
  confirmSent: string | null;
  paused: boolean;
  lastSent: string | null;
}

export interface NewAlert extends AlertFields {
  tokenHash: string;
  feedTokenHash: string;
  confirmHash: string | null;
}

export function toStoredAlert(row: Selectable<AlertsTable>): StoredAlert {
  return {
    seq: Number(row.seq),
    key: row.key,
    created: row.created,
    origin: row.origin,
    channel: row.channel as AlertChannel,
    email: row.email,
    confirmed: row.confirmed,
    confirmExpires: row.confirm_expires,
    confirmSent: row.confirm_sent,
    push:
      row.push_endpoint && row.push_p256dh && row.push_auth
        ? { endpoint: row.push_endpoint, p256dh: row.push_p256dh, auth: row.push_auth }
        : null,
    area: {
      south: row.south,
      north: row.north,
      west: row.west,
      east: row.east,
      centreLat: row.centre_lat,
      centreLon: row.centre_lon,
      radiusKm: row.radius_km,
    },
    filters: { shape: row.shape, term: row.term, mediaOnly: Boolean(row.media_only) },
    paused: Boolean(row.paused),
    lastSent: row.last_sent,
  };
}

function areaColumns(area: StoredArea) {
  return {
    south: area.south,
    north: area.north,
    west: area.west,
    east: area.east,
    centre_lat: area.centreLat,
    centre_lon: area.centreLon,
    radius_km: area.radiusKm,
  };
}

function filterColumns(filters: StoredFilters) {
  return { shape: filters.shape, term: filters.term, media_only: filters.mediaOnly ? 1 : 0 };
}

function rowOf(alert: NewAlert) {
  return {
    key: alert.key,
    token_hash: alert.tokenHash,
    feed_token_hash: alert.feedTokenHash,
    confirm_hash: alert.confirmHash,
    created: alert.created,
    origin: alert.origin,
    channel: alert.channel,
    email: alert.email,
    confirmed: alert.confirmed,
    confirm_expires: alert.confirmExpires,
    push_endpoint: alert.push?.endpoint ?? null,
    push_p256dh: alert.push?.p256dh ?? null,
    push_auth: alert.push?.auth ?? null,
    ...areaColumns(alert.area),
    ...filterColumns(alert.filters),
    paused: 0,
  };
}

/** The only code that speaks SQL about the alerts themselves: store, find by a token's hash, change, match. */
export class AlertRepository {
  readonly #db: Kysely<AlertDatabase>;
  readonly #dialect: DialectName;

  constructor(db: Kysely<Database>, dialect: DialectName) {
    this.#db = db as unknown as Kysely<AlertDatabase>;
    this.#dialect = dialect;
  }

  async insert(alert: NewAlert): Promise<StoredAlert> {
    const row = await this.#db.insertInto('alerts').values(rowOf(alert)).returningAll().executeTakeFirstOrThrow();
    return toStoredAlert(row);
  }

  /** Many at once, in batches (the matching bench's 100,000). */
  async insertMany(alerts: readonly NewAlert[]): Promise<void> {
    for (let start = 0; start < alerts.length; start += 500) {
      await this.#db
        .insertInto('alerts')
        .values(alerts.slice(start, start + 500).map(rowOf))
        .execute();
    }
  }

  async byTokenHash(hash: string): Promise<StoredAlert | null> {
    const row = await this.#db.selectFrom('alerts').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    return row ? toStoredAlert(row) : null;
  }

  async byFeedTokenHash(hash: string): Promise<StoredAlert | null> {
    const row = await this.#db.selectFrom('alerts').selectAll().where('feed_token_hash', '=', hash).executeTakeFirst();
    return row ? toStoredAlert(row) : null;
  }

  async bySeq(seq: number): Promise<StoredAlert | null> {
    const row = await this.#db.selectFrom('alerts').selectAll().where('seq', '=', seq).executeTakeFirst();
    return row ? toStoredAlert(row) : null;
  }

  /** Confirms the alert whose confirmation link this is, while the link is valid; null when none. */
  async confirm(confirmHash: string, now: string): Promise<StoredAlert | null> {
    const row = await this.#db
      .updateTable('alerts')
      .set({ confirmed: sql`coalesce(confirmed, ${now})`, confirm_hash: null, confirm_expires: null })
      .where('confirm_hash', '=', confirmHash)
      .where('confirm_expires', '>', now)
      .returningAll()
      .executeTakeFirst();
    return row ? toStoredAlert(row) : null;
  }

  /** Notes a confirmation mail sent now, its link valid until `expires`. */
  async confirmationSent(seq: number, sent: string, expires: string): Promise<void> {
    await this.#db
      .updateTable('alerts')
      .set({ confirm_sent: sent, confirm_expires: expires })
      .where('seq', '=', seq)
      .execute();
  }

  async update(seq: number, change: { area: StoredArea; filters: StoredFilters; paused: boolean }): Promise<void> {
    await this.#db
      .updateTable('alerts')
      .set({ ...areaColumns(change.area), ...filterColumns(change.filters), paused: change.paused ? 1 : 0 })
      .where('seq', '=', seq)
      .execute();
  }

  /** Deletes the alert and, with it, its address, subscription and deliveries. */
  async delete(seq: number): Promise<boolean> {
    const result = await this.#db.deleteFrom('alerts').where('seq', '=', seq).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** E-mail alerts never confirmed in time: their addresses are kept no longer. */
  async deleteUnconfirmed(now: string): Promise<number> {
    const result = await this.#db
      .deleteFrom('alerts')
      .where('confirmed', 'is', null)
      .where('confirm_expires', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The live alerts (confirmed, not paused, not a feed's) whose box holds the place, from the spatial
   * index: SQLite's R-tree (whose single-precision boxes are a little larger, so the caller checks the
   * exact area) or PostgreSQL's GiST on the box. A box across the antimeridian runs on past 180°, so the
   * place is looked for a turn further east too.
   */
  async inBoxesHolding(latitude: number, longitude: number): Promise<StoredAlert[]> {
    const turned = longitude + 360;
    const query =
      this.#dialect === 'postgres'
        ? this.#db
            .selectFrom('alerts')
            .selectAll()
            .where(
              sql<boolean>`(box(point(west, south), point(east, north)) && box(point(${longitude}, ${latitude}), point(${longitude}, ${latitude}))
                or box(point(west, south), point(east, north)) && box(point(${turned}, ${latitude}), point(${turned}, ${latitude})))`,
            )
        : this.#db
            .selectFrom('alerts')
            .selectAll('alerts')
            .where(
              'seq',
              'in',
              sql<number>`(select seq from alert_areas where west <= ${longitude} and east >= ${longitude} and south <= ${latitude} and north >= ${latitude}
                union select seq from alert_areas where west <= ${turned} and east >= ${turned} and south <= ${latitude} and north >= ${latitude})`,
            );
    const rows = await query
      .where('confirmed', 'is not', null)
      .where('paused', '=', 0)
      .where('channel', '!=', 'feed')
      .execute();
    return rows.map(toStoredAlert);
  }
}
