/** The SPA's routes (SPEC §2 route table); any other path is answered with the not-found status. */
const STATIC_PAGE_PATHS = new Set([
  '/',
  '/privacy-policy',
  '/terms-of-service',
  '/search',
  '/ufo-sighting-list',
  '/report-a-ufo-sighting',
  '/administration',
  '/login',
]);

/** Public pages a search engine should list (the sitemap); staff and form pages are left out. */
export const INDEXABLE_PAGE_PATHS = ['/', '/ufo-sighting-list', '/search', '/privacy-policy', '/terms-of-service'];

export function sightingIdOfPath(pathname: string): string | null {
  const match = /^\/(?:sighting|event)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The path without trailing slashes ('/search/' is '/search'). */
export function normalizedPagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isKnownPagePath(pathname: string): boolean {
  return STATIC_PAGE_PATHS.has(normalizedPagePath(pathname)) || sightingIdOfPath(pathname) !== null;
}
