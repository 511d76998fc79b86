import { ALERT_DIGEST_MINUTES } from '../../common/schemas/alerts.ts';
import type { Services } from '../services.ts';

/** What waits in the alerts' outbox now. */
export function alertsWaiting(services: Pick<Services, 'alertOutbox'>) {
  const now = Date.now();
  return services.alertOutbox.waiting(
    new Date(now).toISOString(),
    new Date(now - ALERT_DIGEST_MINUTES * 60_000).toISOString(),
  );
}

/**
 * Runs a sender until nothing is left to send now. The app's own sender may be at work at the same time:
 * while it holds an alert, this waits for it to let go.
 */
export async function settleAlerts(services: Pick<Services, 'alertOutbox' | 'alertSender'>): Promise<void> {
  for (;;) {
    await services.alertSender.runOnce();
    const waiting = await alertsWaiting(services);
    if (waiting.outbox === 0 && waiting.due === 0 && waiting.sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
