import { createHmac, randomBytes } from 'node:crypto';
import type { SettingsRepository } from '../admin/settings-repository.ts';
import { hashReportToken } from '../reports/report-tokens.ts';

const SECRET_SETTING = 'alerts.secret';

export type AlertTokenPurpose = 'manage' | 'feed' | 'confirm';

export interface AlertTokens {
  token: string;
  hash: string;
}

/**
 * An alert's three links (its page, its private feed, its e-mail confirmation) carry tokens made from
 * the alert's random key and the site's secret (HMAC-SHA256, 256 bits): every message can carry them
 * again, yet no token is stored, only its SHA-256 hash, found by that hash as the follow links are.
 * The secret is made once, by whichever process asks first, and kept in the settings.
 */
export class AlertTokenMaker {
  readonly #settings: Pick<SettingsRepository, 'putIfAbsent'>;
  #secret: Promise<Buffer> | null = null;

  constructor(settings: Pick<SettingsRepository, 'putIfAbsent'>) {
    this.#settings = settings;
  }

  static newKey(): string {
    return randomBytes(16).toString('base64url');
  }

  static hash(token: string): string {
    return hashReportToken(token);
  }

  async token(key: string, purpose: AlertTokenPurpose): Promise<AlertTokens> {
    const token = createHmac('sha256', await this.#siteSecret())
      .update(`${purpose}:${key}`)
      .digest('base64url');
    return { token, hash: AlertTokenMaker.hash(token) };
  }

  #siteSecret(): Promise<Buffer> {
    this.#secret ??= this.#settings
      .putIfAbsent(SECRET_SETTING, randomBytes(32).toString('base64url'))
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        this.#secret = null;
        throw error;
      });
    return this.#secret;
  }
}
