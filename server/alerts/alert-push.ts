import webPush, { WebPushError } from 'web-push';
import type { SettingsRepository } from '../admin/settings-repository.ts';

const VAPID_SETTING = 'alerts.vapid';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type PushOutcome = 'sent' | 'gone';

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), by the `web-push`
 * package. The VAPID key pair is made on first use and kept in the settings, so every process, and every
 * restart, signs with the one key the browsers' subscriptions were made for.
 */
export class AlertPush {
  readonly #settings: Pick<SettingsRepository, 'putIfAbsent'>;
  readonly #subject: string;
  #keys: Promise<VapidKeys> | null = null;

  constructor(settings: Pick<SettingsRepository, 'putIfAbsent'>, subject: string) {
    this.#settings = settings;
    this.#subject = subject;
  }

  async publicKey(): Promise<string> {
    return (await this.#vapid()).publicKey;
  }

  /** 'gone' when the push service says the subscription is no more (404 or 410); other failures throw. */
  async send(subscription: { endpoint: string; p256dh: string; auth: string }, payload: unknown): Promise<PushOutcome> {
    const keys = await this.#vapid();
    try {
      await webPush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: this.#subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          contentEncoding: 'aes128gcm',
          timeout: 20_000,
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
      throw error;
    }
  }

  #vapid(): Promise<VapidKeys> {
    this.#keys ??= this.#settings
      .putIfAbsent(VAPID_SETTING, JSON.stringify(webPush.generateVAPIDKeys()))
      .then((value) => JSON.parse(value) as VapidKeys)
      .catch((error: unknown) => {
        this.#keys = null;
        throw error;
      });
    return this.#keys;
  }
}
