import { PAGES } from '../../common/pages/page-table.ts';
/** Where signing in leads when no (usable) redirectUrl is given. */
export const DEFAULT_AFTER_LOGIN = PAGES.administration.path;

// Any absolute address works as a base: only whether the result stays on it matters.
const SAME_SITE_BASE = 'https://same-site.invalid';

/**
 * The redirectUrl query parameter as a path on this site, or the default. Anything that could leave
 * the site is refused: absolute URLs, protocol-relative '//host', '/\host' (browsers read '\' as '/'),
 * and control characters that browsers strip before parsing.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  if ([...raw].some((character) => character <= '\u001f' || character === '\u007f')) return fallback;
  try {
    const url = new URL(raw, SAME_SITE_BASE);
    if (url.origin !== SAME_SITE_BASE) return fallback;
    // Never send the user back to the login screen itself.
    if (url.pathname === PAGES.login.path) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login screen, carrying the address the user wanted. */
export function loginPathFor(wanted: string): string {
  return `${PAGES.login.path}?${new URLSearchParams({ redirectUrl: wanted })}`;
}

/** Administration opening one sighting (its query parameter id starts the search). */
export function administrationPathFor(sightingId: string): string {
  return `${PAGES.administration.path}?${new URLSearchParams({ id: sightingId })}`;
}
