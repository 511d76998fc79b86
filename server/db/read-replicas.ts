import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { newPostgresPool, type TimeLimits } from './postgres-pool.ts';
import { withPreparedStatements } from './prepared-statements.ts';
import { walPositionOf, type WalPosition } from './wal-position.ts';

/** How often each process asks the primary and every replica where they are. */
export const REPLICA_CHECK_MS = 500;
/** A check that gets no answer in this long counts as a failure. */
const CHECK_LIMITS: TimeLimits = { statementTimeoutMs: 2000, queryTimeoutMs: 2000 };

/** One streaming replica as this process last saw it. */
export interface Replica {
  /** Its place in DATABASE_READ_URLS, for logs and the route of a request ('replica-1'…). */
  readonly name: string;
  /** Serving connections, with the same prepared statements as the primary's. */
  readonly pool: PostgresPool;
  /** In rotation: answered its last check, replaying, and not further behind than the bound. */
  healthy: boolean;
  /** The last position it was seen to have replayed. */
  replayed: WalPosition | null;
  /** How far behind the primary it was at its last check. */
  lagMs: number;
}

/** What the operator's page and the logs show of a replica. */
export interface ReplicaStatus {
  name: string;
  healthy: boolean;
  lagMs: number | null;
}

async function positionOf(primary: pg.Pool): Promise<WalPosition> {
  const { rows } = await primary.query<{ position: string }>('select pg_current_wal_lsn()::text as position');
  const position = walPositionOf(rows[0]?.position);
  if (position === null) throw new Error(`The primary answered no position: ${rows[0]?.position}`);
  return position;
}

function statusOf(replica: Replica): ReplicaStatus {
  return {
    name: replica.name,
    healthy: replica.healthy,
    lagMs: replica.replayed === null ? null : replica.lagMs,
  };
}

/** The primary's position at one moment of the recent past. */
interface Sample {
  at: number;
  position: WalPosition;
}

interface ReplicaConnection {
  replica: Replica;
  raw: pg.Pool;
  /** The checks' own connection, so that a pool busy with requests never makes a replica look down. */
  checks: pg.Pool;
}

/**
 * The replicas public reads may go to, checked twice a second: each answers the position it has
 * replayed, the primary its current one. A replica's lag is the time since the primary first stood at
 * a position the replica has not replayed yet, so an idle primary never makes a replica look late. One
 * that fails or lags more than the bound leaves the rotation; every check asks it again, and it comes
 * back as soon as it answers and has caught up.
 */
export class ReadReplicas {
  readonly #connections: ReplicaConnection[];
  readonly #primary: pg.Pool;
  readonly #primaryChecks: pg.Pool;
  readonly #maxLagMs: number;
  readonly #now: () => number;
  #samples: Sample[] = [];
  #turn = 0;
  #timer: NodeJS.Timeout | undefined;
  readonly #listeners: Array<(replica: ReplicaStatus) => void> = [];
  #checking: Promise<void> | null = null;

  /** `primary`: the serving pool, for the positions of writes; `primaryUrl`, for the checks' own connection. */
  constructor(
    primary: { pool: pg.Pool; url: string },
    urls: readonly string[],
    options: { maxLagMs: number; limits?: TimeLimits; maxConnections?: number; now?: () => number },
  ) {
    this.#primary = primary.pool;
    this.#primaryChecks = newPostgresPool(primary.url, 1, CHECK_LIMITS);
    this.#maxLagMs = options.maxLagMs;
    this.#now = options.now ?? Date.now;
    this.#connections = urls.map((url, index) => {
      const raw = newPostgresPool(url, options.maxConnections ?? 10, options.limits);
      const checks = newPostgresPool(url, 1, CHECK_LIMITS);
      const replica: Replica = {
        name: `replica-${index + 1}`,
        pool: withPreparedStatements(raw),
        healthy: false,
        replayed: null,
        lagMs: 0,
      };
      return { replica, raw, checks };
    });
  }

  /** Checks at once, then every REPLICA_CHECK_MS until closed; replicas serve from the first check on. */
  start(): Promise<void> {
    this.#timer ??= setInterval(() => void this.check(), REPLICA_CHECK_MS).unref();
    return this.check();
  }

  /** Asks the primary and every replica where they are; one check at a time. */
  check(): Promise<void> {
    this.#checking ??= this.#checkAll().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  async #checkAll(): Promise<void> {
    const at = this.#now();
    try {
      this.#samples.push({ at, position: await positionOf(this.#primaryChecks) });
    } catch {
      // The primary is away: replicas keep their standing, and writes answer 503 on their own.
    }
    // Enough history to tell a lag past the bound from one within it.
    const oldest = at - this.#maxLagMs - 4 * REPLICA_CHECK_MS;
    while (this.#samples.length > 1 && this.#samples[1]!.at <= oldest) this.#samples.shift();
    await Promise.all(this.#connections.map((connection) => this.#checkReplica(connection)));
  }

  async #checkReplica({ replica, checks }: ReplicaConnection): Promise<void> {
    const wasHealthy = replica.healthy;
    await this.#askReplica(replica, checks);
    if (replica.healthy !== wasHealthy) this.#told(replica);
  }

  async #askReplica(replica: Replica, checks: pg.Pool): Promise<void> {
    try {
      const { rows } = await checks.query<{ replayed: string | null }>(
        'select pg_last_wal_replay_lsn()::text as replayed',
      );
      const replayed = walPositionOf(rows[0]?.replayed);
      // A server that is not replaying (a promoted standby, a primary listed by mistake) gives no promise.
      if (replayed === null) {
        replica.healthy = false;
        return;
      }
      replica.replayed = replayed;
      replica.lagMs = this.#lagOf(replayed);
      replica.healthy = replica.lagMs <= this.#maxLagMs;
    } catch {
      replica.healthy = false;
    }
  }

  /** Since when the primary has stood at a position this replica has not replayed (0: caught up). */
  #lagOf(replayed: WalPosition): number {
    const behind = this.#samples.find((sample) => sample.position > replayed);
    return behind ? this.#now() - behind.at : 0;
  }

  /** The primary's current position: a write committed before this call is at or before it. */
  primaryPosition(): Promise<WalPosition> {
    return positionOf(this.#primary);
  }

  /**
   * A replica in rotation that has replayed `after` (any, for null), taken in turns; null when none
   * has, and the primary must answer.
   */
  choose(after: WalPosition | null): Replica | null {
    const count = this.#connections.length;
    for (let step = 0; step < count; step += 1) {
      const { replica } = this.#connections[(this.#turn + step) % count]!;
      if (!replica.healthy || (after !== null && (replica.replayed === null || replica.replayed < after))) continue;
      this.#turn = (this.#turn + step + 1) % count;
      return replica;
    }
    return null;
  }

  /** Out of rotation until a check finds it answering again. */
  failed(replica: Replica): void {
    if (!replica.healthy) return;
    replica.healthy = false;
    this.#told(replica);
  }

  /** Hears each replica that leaves or rejoins the rotation (the server logs it). */
  onRotationChange(listener: (replica: ReplicaStatus) => void): void {
    this.#listeners.push(listener);
  }

  #told(replica: Replica): void {
    for (const listener of this.#listeners) listener(statusOf(replica));
  }

  status(): ReplicaStatus[] {
    return this.#connections.map(({ replica }) => statusOf(replica));
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#checking;
    await Promise.all([
      this.#primaryChecks.end(),
      ...this.#connections.flatMap(({ raw, checks }) => [raw.end(), checks.end()]),
    ]);
  }
}
