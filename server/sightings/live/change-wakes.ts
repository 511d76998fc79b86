import cluster from 'node:cluster';
import pg from 'pg';
import type { ServiceLog } from '../../service-log.ts';

/** The channel migration 013's trigger notifies, at commit, for every change logged on PostgreSQL. */
const CHANNEL = 'public_changes';
/** What a SQLite worker sends the cluster's primary, and the primary passes on to the other workers. */
const WORKER_MESSAGE = 'skywatch:public-changes';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

export interface ChangeWake {
  stop(): Promise<void>;
}

/**
 * PostgreSQL: a client of its own LISTENs on the channel, so a change committed by any process (a
 * server or a command) wakes this one's hub. A lost connection is made again, waiting longer each time
 * (up to 30 s); losing one wakes the hub, and so does each new connection, for what was committed while
 * it was away.
 */
export function listenForPublicChanges(connectionString: string, wake: () => void, log?: ServiceLog): ChangeWake {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', () => wake());
    // An error ends the connection; 'end' then tries again.
    next.on('error', () => {});
    next.once('end', () => {
      if (client === next) client = null;
      // Changes committed while nobody listens go unheard: what the process remembers is not to be
      // trusted past this moment (a database that went away is then asked, and answers 503).
      if (!stopped) wake();
      retryLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      retryMs = FIRST_RETRY_MS;
      wake();
    } catch (error) {
      log?.warn({ err: error }, 'live updates: listening for changes failed; trying again');
      next.end().catch(() => {});
      retryLater();
    }
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}

/** Whether a cluster message is a worker's news of a committed change. */
export function isPublicChangeMessage(message: unknown): boolean {
  return (message as { type?: unknown } | null)?.type === WORKER_MESSAGE;
}

/**
 * SQLite: the workers of one machine share the file but not a notification channel, so a worker
 * that committed a change tells the primary (worker-supervisor.ts), which tells the other workers.
 * `announce` is a no-op outside a cluster worker.
 */
export function relayThroughClusterPrimary(wake: () => void): ChangeWake & { announce(): void } {
  if (!cluster.isWorker) return { announce: () => {}, stop: async () => {} };
  const hear = (message: unknown) => {
    if (isPublicChangeMessage(message)) wake();
  };
  process.on('message', hear);
  return {
    announce: () => {
      if (process.connected) process.send?.({ type: WORKER_MESSAGE });
    },
    stop: async () => {
      process.off('message', hear);
    },
  };
}
