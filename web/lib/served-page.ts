import type { ServedPage } from '../../common/pages/served-page.ts';

/**
 * The page the app is being rendered for on the server (web/entry-server.tsx), or null in a browser,
 * where the document itself is the page. Readers of the document (cookies, settings, served answers,
 * the origin) ask here first, so a render on the server sees what the browser will.
 */
let currentServedPage: () => ServedPage | null = () => null;

export function servedPageOnServer(): ServedPage | null {
  return currentServedPage();
}

/**
 * Set once by the server renderer: where each render finds its own page. Renders overlap there, so
 * the answer follows the render (Node's async context), not a shared variable.
 */
export function findServedPagesWith(find: () => ServedPage | null): void {
  currentServedPage = find;
}

/** Where the site is served from, e.g. 'https://skywatch.example'. */
export function pageOrigin(): string {
  return currentServedPage()?.origin ?? window.location.origin;
}
