import { createHash, randomBytes } from 'node:crypto';
import { FOLLOW_LINK_LIFETIME_DAYS } from '../../common/schemas/follow.ts';

/** How long after the report its media may be uploaded with the upload token. */
export const UPLOAD_TOKEN_LIFETIME_MS = 60 * 60_000;
/** How long the witness's follow link opens their report. */
export const FOLLOW_TOKEN_LIFETIME_MS = FOLLOW_LINK_LIFETIME_DAYS * 24 * 3600_000;

/**
 * Only the SHA-256 hash of a report's tokens is stored, so a leaked database row cannot be replayed
 * as a token; a token is found by its hash, so no comparison of secrets can leak their prefix by time.
 */
export function hashReportToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A random 256-bit token (43 base64url characters) and its stored hash. */
export function newReportToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashReportToken(token) };
}
