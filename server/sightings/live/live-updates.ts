import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/connection.ts';
import { listenForPublicChanges, relayThroughClusterPrimary, type ChangeWake } from './change-wakes.ts';
import type { LiveSightingsHub } from './live-hub.ts';

/**
 * Runs the hub of the live-updates stream with the app: it starts when the app is ready, woken by
 * PostgreSQL's notifications or, on SQLite, by the other workers through the cluster's primary. Before
 * the server closes, its streams end (an open stream would keep it from closing) and their clients
 * reconnect to another process.
 */
export function installLiveUpdates(app: FastifyInstance, hub: LiveSightingsHub, database: DatabaseHandle): void {
  let wakeSource: ChangeWake | null = null;
  app.addHook('onReady', async () => {
    await hub.start();
    if (database.connectionString) {
      wakeSource = listenForPublicChanges(database.connectionString, () => hub.wake(), app.log);
    } else {
      const relay = relayThroughClusterPrimary(() => hub.wake());
      hub.addAnnouncer(relay.announce);
      wakeSource = relay;
    }
  });
  app.addHook('preClose', async () => {
    hub.stop();
  });
  app.addHook('onClose', async () => {
    await wakeSource?.stop();
  });
}
