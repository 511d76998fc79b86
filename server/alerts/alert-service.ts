import {
  ALERT_CONFIRMATION_HOURS,
  ALERTS_PER_ADDRESS_PER_DAY,
  ALERTS_PER_EMAIL_PER_DAY,
  alertFeedPath,
  alertPagePath,
  type Alert,
  type AlertOptions,
  type CreatedAlert,
  type ParsedCreateAlertRequest,
  type UpdateAlertRequest,
} from '../../common/schemas/alerts.ts';
import { HttpError, notFound, RetryLaterError } from '../http/errors.ts';
import type { GuessLimiter } from '../http/guess-limiter.ts';
import type { RateLimitRepository } from '../http/rate-limit-repository.ts';
import type { ServiceLog } from '../service-log.ts';
import { areaOf, storedArea } from './alert-area.ts';
import type { AlertMailer } from './alert-mailer.ts';
import { confirmationMail } from './alert-messages.ts';
import type { AlertRepository, StoredAlert, StoredFilters } from './alert-repository.ts';
import { AlertTokenMaker } from './alert-tokens.ts';
import { createHash } from 'node:crypto';

export const NO_SUCH_ALERT = 'This alert does not exist, or it was deleted.';
export const CONFIRMATION_EXPIRED = 'This confirmation link has expired or was used. Create the alert again.';
export const NO_EMAIL = 'Alerts by e-mail are not offered on this server.';
const DAY_MS = 24 * 3600_000;
const HOUR_MS = 3600_000;

export const ALERT_GUESSES = { max: 20, windowMs: HOUR_MS, what: 'wrong alert links', key: 'alert-link' };

export interface AlertServiceOptions {
  alerts: AlertRepository;
  tokens: AlertTokenMaker;
  limits: Pick<RateLimitRepository, 'hit' | 'count'>;
  guesses: Pick<GuessLimiter, 'check' | 'missed'>;
  mailer: Pick<AlertMailer, 'send'> | null;
  pushPublicKey: () => Promise<string>;
  siteName: string;
  /** PUBLIC_URL: messages link there; unset, to the address the alert was made on. */
  publicUrl: string | undefined;
  log?: ServiceLog | undefined;
  now?: () => Date;
}

function filtersOf(filters: ParsedCreateAlertRequest['filters']): StoredFilters {
  return { shape: filters.shape ?? null, term: filters.term ?? null, mediaOnly: filters.mediaOnly };
}

/** "a…@example.org": enough for its owner to know it, little for whoever the page is forwarded to. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

/**
 * Alerts near me (decision 0040): made without an account, each opened by its private link. E-mail
 * alerts wait for the confirmation link; abuse is bounded per address and per client address a day.
 */
export class AlertService {
  readonly #o: AlertServiceOptions;
  readonly #now: () => Date;

  constructor(options: AlertServiceOptions) {
    this.#o = options;
    this.#now = options.now ?? (() => new Date());
  }

  async options(): Promise<AlertOptions> {
    return { email: this.#o.mailer !== null, pushPublicKey: await this.#o.pushPublicKey() };
  }

  async create(request: ParsedCreateAlertRequest, from: { ip: string; origin: string }): Promise<CreatedAlert> {
    const { channel } = request;
    if (channel.kind === 'email' && !this.#o.mailer) throw new HttpError(400, NO_EMAIL);
    const now = this.#now();
    await this.#spendDaily(`alerts-address ${from.ip}`, ALERTS_PER_ADDRESS_PER_DAY, 'alerts', now);
    const email = channel.kind === 'email' ? channel.email.trim().toLowerCase() : null;
    if (email) {
      // Counted by a hash: the address itself is kept only in its alerts.
      const hashed = createHash('sha256').update(email).digest('base64url');
      await this.#spendDaily(`alerts-email ${hashed}`, ALERTS_PER_EMAIL_PER_DAY, 'alerts for this e-mail address', now);
    }
    const key = AlertTokenMaker.newKey();
    const [manage, feed, confirm] = await Promise.all([
      this.#o.tokens.token(key, 'manage'),
      this.#o.tokens.token(key, 'feed'),
      this.#o.tokens.token(key, 'confirm'),
    ]);
    const created = now.toISOString();
    const stored = await this.#o.alerts.insert({
      key,
      tokenHash: manage.hash,
      feedTokenHash: feed.hash,
      confirmHash: email ? confirm.hash : null,
      created,
      origin: this.#o.publicUrl ?? from.origin,
      channel: channel.kind,
      email,
      // Push and feed alerts are the browser's own act: nothing to confirm.
      confirmed: email ? null : created,
      confirmExpires: email ? new Date(now.getTime() + ALERT_CONFIRMATION_HOURS * HOUR_MS).toISOString() : null,
      push: channel.kind === 'push' ? { endpoint: channel.subscription.endpoint, ...channel.subscription.keys } : null,
      area: storedArea(request.area),
      filters: filtersOf(request.filters),
    });
    if (email) await this.#sendConfirmation(stored, now);
    const alert = await this.#o.alerts.bySeq(stored.seq);
    return { token: manage.token, alert: await this.#view(alert ?? stored) };
  }

  async get(token: string, ip: string): Promise<Alert> {
    return this.#view(await this.#find(token, ip));
  }

  async update(token: string, change: UpdateAlertRequest & { filters: StoredFilters }, ip: string): Promise<Alert> {
    const alert = await this.#find(token, ip);
    await this.#o.alerts.update(alert.seq, {
      area: storedArea(change.area),
      filters: change.filters,
      paused: change.paused ?? false,
    });
    return this.#view((await this.#o.alerts.bySeq(alert.seq)) ?? alert);
  }

  /** Deletes everything stored about the alert: its address or subscription, its deliveries. */
  async delete(token: string, ip: string): Promise<void> {
    const alert = await this.#find(token, ip);
    await this.#o.alerts.delete(alert.seq);
  }

  /** The confirmation link: the alert is on from now; answers its page's token. */
  async confirm(confirmToken: string, ip: string): Promise<string> {
    await this.#o.guesses.check(ip);
    const alert = await this.#o.alerts.confirm(AlertTokenMaker.hash(confirmToken), this.#now().toISOString());
    if (!alert) {
      await this.#o.guesses.missed(ip);
      throw notFound(CONFIRMATION_EXPIRED);
    }
    return (await this.#o.tokens.token(alert.key, 'manage')).token;
  }

  /** Sends the confirmation mail again, at most once an hour, with its link valid 48 hours from now. */
  async resendConfirmation(token: string, ip: string): Promise<Alert> {
    const alert = await this.#find(token, ip);
    if (alert.channel !== 'email' || alert.confirmed) throw new HttpError(409, 'This alert needs no confirmation.');
    const now = this.#now();
    if (alert.confirmSent) {
      const waitMs = Date.parse(alert.confirmSent) + HOUR_MS - now.getTime();
      if (waitMs > 0) {
        const minutes = Math.ceil(waitMs / 60_000);
        throw new RetryLaterError(
          `The confirmation was sent less than an hour ago. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          Math.ceil(waitMs / 1000),
        );
      }
    }
    await this.#sendConfirmation(alert, now);
    return this.#view((await this.#o.alerts.bySeq(alert.seq)) ?? alert);
  }

  /** The private feed's alert, or null for a wrong token. */
  async byFeedToken(feedToken: string, ip: string): Promise<StoredAlert | null> {
    await this.#o.guesses.check(ip);
    const alert = await this.#o.alerts.byFeedTokenHash(AlertTokenMaker.hash(feedToken));
    if (!alert) await this.#o.guesses.missed(ip);
    return alert;
  }

  /** The links every message of the alert carries. */
  async links(alert: StoredAlert): Promise<{ page: string; unsubscribe: string }> {
    const { token } = await this.#o.tokens.token(alert.key, 'manage');
    return {
      page: `${alert.origin}${alertPagePath(token)}`,
      unsubscribe: `${alert.origin}${alertPagePath(token)}/unsubscribe`,
    };
  }

  async #sendConfirmation(alert: StoredAlert, now: Date): Promise<void> {
    if (!this.#o.mailer || !alert.email) return;
    const { token } = await this.#o.tokens.token(alert.key, 'confirm');
    const links = await this.links(alert);
    const mail = confirmationMail(this.#o.siteName, `${alert.origin}/alerts/confirm/${token}`, links.page);
    try {
      await this.#o.mailer.send({ to: alert.email, ...mail });
    } catch (error) {
      // The alert stays; its page offers to send the link again, at once since none went out.
      this.#o.log?.warn({ err: error }, 'alerts: the confirmation mail could not be sent');
      return;
    }
    const expires = new Date(now.getTime() + ALERT_CONFIRMATION_HOURS * HOUR_MS).toISOString();
    await this.#o.alerts.confirmationSent(alert.seq, now.toISOString(), expires);
  }

  async #find(token: string, ip: string): Promise<StoredAlert> {
    await this.#o.guesses.check(ip);
    const alert = await this.#o.alerts.byTokenHash(AlertTokenMaker.hash(token));
    if (!alert) {
      await this.#o.guesses.missed(ip);
      throw notFound(NO_SUCH_ALERT);
    }
    return alert;
  }

  async #spendDaily(key: string, max: number, what: string, now: Date): Promise<void> {
    const { hits, windowEnds } = await this.#o.limits.hit(key, now.getTime(), DAY_MS);
    if (hits > max) {
      const hours = Math.max(1, Math.ceil((windowEnds - now.getTime()) / HOUR_MS));
      throw new RetryLaterError(
        `At most ${max} ${what} a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
        Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
      );
    }
  }

  async #view(alert: StoredAlert): Promise<Alert> {
    const { token } = await this.#o.tokens.token(alert.key, 'feed');
    return {
      status: !alert.confirmed ? 'awaiting-confirmation' : alert.paused ? 'paused' : 'active',
      channel: alert.channel,
      email: alert.email ? maskedEmail(alert.email) : null,
      area: areaOf(alert.area),
      filters: alert.filters,
      feedPath: alertFeedPath(token),
      created: alert.created,
    };
  }
}
