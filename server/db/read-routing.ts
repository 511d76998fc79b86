import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { breaksConnection } from './prepared-statements.ts';
import type { ReadReplicas, Replica } from './read-replicas.ts';
import type { WalPosition } from './wal-position.ts';

const PRIMARY = 'primary';

/** Where one request's reads go: chosen at its first statement, then kept for all of them. */
interface ReadRoute {
  /** A write the reader made: only a replica that has replayed it may answer. */
  after: WalPosition | null;
  target?: Replica | typeof PRIMARY;
}

/** Statements a replica could not run that the primary can: its connection broke, or recovery cancelled it. */
function replicaFailure(error: unknown): 'down' | 'conflict' | null {
  if (breaksConnection(error)) return 'down';
  // 40001 on a standby: "canceling statement due to conflict with recovery".
  return (error as { code?: unknown }).code === '40001' ? 'conflict' : null;
}

/**
 * Sends the public reads of a request to a replica and everything else to the primary (decision
 * 0043). Reads run inside `onReplicas` may go to a replica; any other statement (writes, jobs, the
 * live-updates hub, reads made by a request that writes) goes to the primary. A request keeps the
 * server it was given for all its statements, so the data version it reads and the rows it reads
 * come from one server. A replica that breaks mid-request is taken out of rotation and the
 * statement runs again on the primary: reads change nothing, so running one twice is harmless.
 */
export class ReadRouting {
  readonly #routes = new AsyncLocalStorage<ReadRoute>();
  readonly #primary: PostgresPool;
  readonly replicas: ReadReplicas;

  constructor(primary: PostgresPool, replicas: ReadReplicas) {
    this.#primary = primary;
    this.replicas = replicas;
  }

  /** Runs `work` with its reads free to go to a replica that has replayed `after` (any, for null). */
  onReplicas<Result>(after: WalPosition | null, work: () => Result): Result {
    return this.#routes.run({ after }, work);
  }

  /** Runs `work` with every statement on the primary, wherever the request around it reads from. */
  onPrimary<Result>(work: () => Result): Result {
    return this.#routes.exit(work);
  }

  /** Which server the current reads go to ('primary', 'replica-1'…), choosing it if not yet chosen. */
  routeName(): string {
    const target = this.#target();
    return target === PRIMARY ? PRIMARY : target.name;
  }

  #target(): Replica | typeof PRIMARY {
    const route = this.#routes.getStore();
    if (!route) return PRIMARY;
    route.target ??= this.replicas.choose(route.after) ?? PRIMARY;
    return route.target;
  }

  /** The pool Kysely reads through. */
  pool(): PostgresPool {
    return {
      connect: async () => {
        const target = this.#target();
        if (target === PRIMARY) return this.#primary.connect();
        let client: PostgresPoolClient;
        try {
          client = await target.pool.connect();
        } catch {
          return this.#onPrimaryFrom(target, 'down').connect();
        }
        return this.#fallingBack(client, target);
      },
      // The primary's pool and the replicas' are closed by their owners.
      end: async () => {},
    };
  }

  /** The request goes on on the primary; a replica that is down leaves the rotation. */
  #onPrimaryFrom(replica: Replica, failure: 'down' | 'conflict'): PostgresPool {
    if (failure === 'down') this.replicas.failed(replica);
    const route = this.#routes.getStore();
    if (route) route.target = PRIMARY;
    return this.#primary;
  }

  /** A replica's connection whose statements run again on the primary when the replica fails them. */
  #fallingBack(client: PostgresPoolClient, replica: Replica): PostgresPoolClient {
    const query = async (textOrCursor: string | object, values?: readonly unknown[]): Promise<unknown> => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      try {
        return await client.query(textOrCursor, values ?? []);
      } catch (error) {
        const failure = replicaFailure(error);
        if (!failure) throw error;
        const primary = await this.#onPrimaryFrom(replica, failure).connect();
        try {
          return await primary.query(textOrCursor, values ?? []);
        } finally {
          primary.release();
        }
      }
    };
    return { query: query as PostgresPoolClient['query'], release: () => client.release() };
  }
}
