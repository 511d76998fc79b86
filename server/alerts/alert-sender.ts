import { ALERT_DIGEST_MINUTES } from '../../common/schemas/alerts.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import type { ServiceLog } from '../service-log.ts';
import type { AlertMailer } from './alert-mailer.ts';
import type { AlertMatcher } from './alert-matcher.ts';
import { alertMail, pushPayload } from './alert-messages.ts';
import type { AlertOutboxRepository } from './alert-outbox-repository.ts';
import type { AlertPush } from './alert-push.ts';
import type { AlertRepository, StoredAlert } from './alert-repository.ts';
import type { AlertService } from './alert-service.ts';

/** How long a sender holds what it claimed: past it (the sender died), another sender takes it up. */
export const CLAIM_MS = 2 * 60_000;
const DIGEST_MS = ALERT_DIGEST_MINUTES * 60_000;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;
const BATCH = 20;
const SENT_KEPT_MS = 30 * 24 * 3600_000;

/** The wait before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface AlertSenderOptions {
  outbox: AlertOutboxRepository;
  alerts: Pick<AlertRepository, 'delete' | 'deleteUnconfirmed'>;
  matcher: AlertMatcher;
  /** A sighting as the public sees it; null when it is not public (any more). */
  publicSighting: (id: string) => Promise<Sighting | null>;
  links: Pick<AlertService, 'links'>;
  mailer: Pick<AlertMailer, 'send'> | null;
  push: Pick<AlertPush, 'send'>;
  siteName: string;
  log?: ServiceLog | undefined;
  now?: () => Date;
}

/**
 * Drains the outbox into deliveries and sends them, at least once (decision 0040): every process runs
 * one, and the claims in the database make them one sender. A message is marked sent only after it
 * went out, so a sender killed between the two sends it again once its claim lapses: a repeat, never a
 * loss. A failing SMTP server or push service is tried again later, waiting longer each time.
 */
export class AlertSender {
  readonly #o: AlertSenderOptions;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = true;

  constructor(options: AlertSenderOptions) {
    this.#o = options;
    this.#now = options.now ?? (() => new Date());
  }

  /** Runs every `pollMs` and whenever woken, until stopped. */
  start(pollMs: number): void {
    this.#stopped = false;
    const tick = () => {
      this.wake();
      this.#timer = setTimeout(tick, pollMs);
      this.#timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  /** Runs a round now, or once more after the one running. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => this.#o.log?.warn({ err: error }, 'alerts: a sending round failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /**
   * One round: every due outbox entry matched, every alert with due deliveries sent to. `at` runs it as
   * if the clock said so (tests: after a quiet quarter of an hour, or a back-off).
   */
  async runOnce(at?: Date): Promise<{ matched: number; messages: number; failures: number }> {
    const offset = at ? at.getTime() - this.#now().getTime() : 0;
    const clock = () => new Date(this.#now().getTime() + offset);
    let matched = 0;
    for (;;) {
      const now = clock();
      const entries = await this.#o.outbox.claimOutbox(
        now.toISOString(),
        new Date(now.getTime() + CLAIM_MS).toISOString(),
        BATCH,
      );
      for (const entry of entries) {
        const sighting = await this.#o.publicSighting(entry.sightingId);
        const alerts = sighting ? await this.#o.matcher.match(sighting) : [];
        await this.#o.outbox.settleOutbox(
          entry,
          alerts.map((alert) => alert.seq),
          clock().toISOString(),
        );
        matched += alerts.length;
      }
      if (entries.length < BATCH) break;
    }
    let messages = 0;
    let failures = 0;
    for (;;) {
      const now = clock();
      const claimed = await this.#o.outbox.claimAlerts(
        now.toISOString(),
        new Date(now.getTime() - DIGEST_MS).toISOString(),
        new Date(now.getTime() + CLAIM_MS).toISOString(),
        BATCH,
      );
      for (const alert of claimed) {
        if (await this.#sendTo(alert, clock)) messages += 1;
        else failures += 1;
      }
      if (claimed.length < BATCH) break;
    }
    await this.#prune(clock());
    return { matched, messages, failures };
  }

  /** Sends the alert's unsent deliveries as one message (a digest when several); false when it failed. */
  async #sendTo(alert: StoredAlert, clock: () => Date): Promise<boolean> {
    const deliveries = await this.#o.outbox.unsentDeliveries(alert.seq);
    const seqs = deliveries.map((delivery) => delivery.seq);
    const sightings: Sighting[] = [];
    for (const delivery of deliveries) {
      const sighting = await this.#o.publicSighting(delivery.sightingId);
      // Taken down since: nothing to tell.
      if (sighting) sightings.push(sighting);
    }
    try {
      if (sightings.length) await this.#deliver(alert, sightings);
      await this.#o.outbox.sent(alert.seq, seqs, clock().toISOString());
      return true;
    } catch (error) {
      if (error instanceof SubscriptionGone) {
        await this.#o.alerts.delete(alert.seq);
        return true;
      }
      const attempts = Math.max(0, ...deliveries.map((delivery) => delivery.attempts)) + 1;
      const retryAt = new Date(clock().getTime() + retryDelayMs(attempts)).toISOString();
      this.#o.log?.warn({ err: error, alert: alert.seq, attempts }, 'alerts: sending failed; trying again later');
      await this.#o.outbox.failed(alert.seq, seqs, retryAt);
      return false;
    }
  }

  async #deliver(alert: StoredAlert, sightings: Sighting[]): Promise<void> {
    if (alert.channel === 'email') {
      if (!this.#o.mailer || !alert.email) throw new Error('Alerts by e-mail need SMTP_URL.');
      const links = await this.#o.links.links(alert);
      const mail = alertMail(this.#o.siteName, alert.origin, sightings, links);
      await this.#o.mailer.send({ to: alert.email, ...mail, unsubscribeUrl: links.unsubscribe });
    } else if (alert.channel === 'push' && alert.push) {
      const outcome = await this.#o.push.send(alert.push, pushPayload(alert.origin, sightings));
      if (outcome === 'gone') throw new SubscriptionGone();
    }
  }

  async #prune(now: Date): Promise<void> {
    await this.#o.alerts.deleteUnconfirmed(now.toISOString());
    await this.#o.outbox.pruneSent(new Date(now.getTime() - SENT_KEPT_MS).toISOString());
  }
}

class SubscriptionGone extends Error {}
