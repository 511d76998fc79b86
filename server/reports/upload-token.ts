import { createHash, randomBytes } from 'node:crypto';

/** How long after the report its media may be uploaded. */
export const UPLOAD_TOKEN_LIFETIME_MS = 60 * 60_000;

/** Only the hash is stored, so a leaked database row cannot be replayed as a token. */
export function hashUploadToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A random 256-bit token and its stored hash. */
export function newUploadToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashUploadToken(token) };
}
