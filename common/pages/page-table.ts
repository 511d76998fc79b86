/** One page of the web app: its path, and whether search engines should list it. */
export interface PageEntry {
  /** A route pattern: ':id' stands for a sighting's id. */
  path: string;
  /** The screen module it renders, relative to web/ (the router loads it lazily, the server preloads it). */
  screen: string;
  /** Listed in the sitemap. */
  indexed: boolean;
  /**
   * Rendered only in the browser: its first render reads what only the browser holds (a report draft,
   * the sign-in), so the server sends the app's shell.
   */
  browserOnly?: boolean;
}

/** Every page of the web app, for the server (which pages exist, the sitemap) and the web router alike. */
export const PAGES = {
  home: { path: '/', screen: 'features/map/home-map-page.tsx', indexed: true },
  sighting: { path: '/sighting/:id', screen: 'app/sighting-screen.tsx', indexed: false },
  event: { path: '/event/:id', screen: 'app/event-screen.tsx', indexed: false },
  privacyPolicy: { path: '/privacy-policy', screen: 'features/legal/privacy-policy-page.tsx', indexed: true },
  termsOfService: { path: '/terms-of-service', screen: 'features/legal/terms-of-service-page.tsx', indexed: true },
  search: { path: '/search', screen: 'features/search/search-page.tsx', indexed: true },
  list: { path: '/ufo-sighting-list', screen: 'features/list/sighting-list-page.tsx', indexed: true },
  report: {
    path: '/report-a-ufo-sighting',
    screen: 'app/report-screen.tsx',
    indexed: false,
    browserOnly: true,
  },
  administration: {
    path: '/administration',
    screen: 'app/administration-screen.tsx',
    indexed: false,
    browserOnly: true,
  },
  login: { path: '/login', screen: 'features/login/login-page.tsx', indexed: false, browserOnly: true },
  feedback: { path: '/feedback', screen: 'features/feedback/feedback-page.tsx', indexed: false },
  // A witness's private link: never indexed (noindex header and meta tag), never in the sitemap.
  follow: { path: '/follow/:token', screen: 'app/follow-screen.tsx', indexed: false },
  // A visitor's alert, by its private link: never indexed; rendered in the browser, as it reads the alert live.
  alert: { path: '/alerts/:token', screen: 'features/alerts/alert-page.tsx', indexed: false, browserOnly: true },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

/** The page of one sighting. */
export function sightingPagePath(id: string): string {
  return `/sighting/${encodeURIComponent(id)}`;
}

/** The page of the event a sighting is one report of (the sighting's page, with the event below it). */
export function eventPagePath(id: string): string {
  return `/event/${encodeURIComponent(id)}`;
}

/** The path without trailing slashes ('/search/' is '/search'). */
export function normalizedPagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The one decoded path segment `pattern` captures, or null. */
function segmentOfPath(pattern: RegExp, pathname: string): string | null {
  const match = pattern.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The sighting id of a /sighting/{id} or /event/{id} path, or null. */
export function sightingIdOfPath(pathname: string): string | null {
  return segmentOfPath(/^\/(?:sighting|event)\/([^/]+)\/?$/, pathname);
}

/** The private page where a witness follows their report. */
export function followPagePath(token: string): string {
  return `/follow/${encodeURIComponent(token)}`;
}

/** The token of a /follow/{token} path, or null. */
export function followTokenOfPath(pathname: string): string | null {
  return segmentOfPath(/^\/follow\/([^/]+)\/?$/, pathname);
}

/** The token of an /alerts/{token} path, or null. */
export function alertTokenOfPath(pathname: string): string | null {
  return segmentOfPath(/^\/alerts\/([^/]+)\/?$/, pathname);
}

/** The page a path shows, or null for a path that is none of the app's pages. */
export function pageOfPath(pathname: string): PageEntry | null {
  const normalized = normalizedPagePath(pathname);
  const page = Object.values(PAGES).find((entry) => entry.path === normalized);
  if (page) return page;
  if (followTokenOfPath(pathname) !== null) return PAGES.follow;
  if (alertTokenOfPath(pathname) !== null) return PAGES.alert;
  if (sightingIdOfPath(pathname) === null) return null;
  return pathname.startsWith('/event/') ? PAGES.event : PAGES.sighting;
}

/** Whether a path is one of the app's pages; any other is answered with the not-found status. */
export function isKnownPagePath(pathname: string): boolean {
  return pageOfPath(pathname) !== null;
}

/** Public pages a search engine should list; staff and form pages are left out. */
export const INDEXABLE_PAGE_PATHS: readonly string[] = Object.values(PAGES)
  .filter((page) => page.indexed)
  .map((page) => page.path);
