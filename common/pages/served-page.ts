/**
 * The contract between the server and the web app's server renderer (web/entry-server.tsx, built to
 * dist/web-render): what a page will hold, so the app renders on the server what it would render in
 * the browser from that page. Types only: the server loads the built renderer, never web code.
 */
export interface ServedPage {
  /** The page's path and query, e.g. '/ufo-sighting-list' or '/search?term=disc'. */
  url: string;
  /** Where the site is served from, e.g. 'https://skywatch.example' (share links are absolute). */
  origin: string;
  /** The request's Cookie header ('' without one): the screens open on their saved state. */
  cookieHeader: string;
  /** The `skywatch:NAME` meta settings the page carries, by NAME (server/pages/share-meta.ts). */
  siteSettings: Readonly<Record<string, string>>;
  /** The API answers served inside the page, keyed by API path (server/pages/page-data.ts). */
  answers: Readonly<Record<string, unknown>>;
}

/**
 * Renders a page's app as HTML for the root element, or answers null for a page it does not render
 * on the server (a staff page, whose sign-in only the browser holds).
 */
export type RenderPage = (page: ServedPage) => Promise<string | null>;
