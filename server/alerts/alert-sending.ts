import type { FastifyInstance } from 'fastify';
import type { LiveSightingsHub } from '../sightings/live/live-hub.ts';
import type { AlertSender } from './alert-sender.ts';

/** Retries and digests fall due with no change to wake the sender: it looks this often too. */
const POLL_MS = 10_000;

/**
 * Runs the alerts' sender with the app: from ready to close, woken whenever the live-updates hub is
 * (a commit in this process, PostgreSQL's NOTIFY from any other, the cluster's relay on SQLite).
 */
export function installAlertSender(app: FastifyInstance, sender: AlertSender, hub: LiveSightingsHub): void {
  app.addHook('onReady', async () => {
    hub.addWakeListener(() => sender.wake());
    sender.start(POLL_MS);
  });
  app.addHook('preClose', async () => {
    await sender.stop();
  });
}
