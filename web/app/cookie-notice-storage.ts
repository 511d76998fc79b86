/** Local-storage key of the cookie-notice acknowledgement. */
export const COOKIE_NOTICE_KEY = 'CookieNotice';

export interface CookieNoticeRecord {
  status: 'acknowledged';
  timestamp: string;
}

export function hasAcknowledgedCookies(): boolean {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The stored acknowledgement: the text 'acknowledged' plus a timestamp. */
export function acknowledgeCookies(now: Date = new Date()): void {
  const record: CookieNoticeRecord = { status: 'acknowledged', timestamp: now.toISOString() };
  try {
    localStorage.setItem(COOKIE_NOTICE_KEY, JSON.stringify(record));
  } catch {
    // Storage may be blocked; the notice then simply comes back next visit.
  }
}
