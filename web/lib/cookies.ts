import type { z } from 'zod/mini';
import { servedPageOnServer } from './served-page.ts';

const COOKIE_SIZE_WARNING_BYTES = 4096;

/** Saved screen state outlives the visit by this long unless a caller says otherwise. */
export const DEFAULT_COOKIE_DAYS = 365;

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const cookies = servedPageOnServer()?.cookieHeader ?? document.cookie;
  for (const part of cookies.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, days: number = DEFAULT_COOKIE_DAYS): void {
  const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  // Browsers drop cookies past about 4 KB (4096 bytes), so say so instead of failing silently.
  if (pair.length > COOKIE_SIZE_WARNING_BYTES) {
    console.warn(`Cookie '${name}' is ${pair.length} bytes, over ${COOKIE_SIZE_WARNING_BYTES}; it may not be stored.`);
  }
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  document.cookie = `${pair}; expires=${expires}; path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** The cookie's JSON value when it parses and matches the schema; otherwise null. */
export function readJsonCookie<T>(name: string, schema: z.ZodMiniType<T>): T | null {
  const text = getCookie(name);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJsonCookie(name: string, value: unknown, days?: number): void {
  setCookie(name, JSON.stringify(value), days);
}
