import type { ServedPage } from '../../common/pages/served-page.ts';

/**
 * The page the app is rendered for on the server (web/entry-server.tsx), or null in a browser, where
 * the document itself is the page. Readers of the document (cookies, settings, served answers, the
 * origin) ask here first, so one render on the server sees what the browser will.
 */
let pageOnServer: ServedPage | null = null;

export function servedPageOnServer(): ServedPage | null {
  return pageOnServer;
}

/** Runs `render` with `page` as the document's stand-in; renders never overlap (the caller queues them). */
export async function withServedPage<T>(page: ServedPage, render: () => Promise<T>): Promise<T> {
  pageOnServer = page;
  try {
    return await render();
  } finally {
    pageOnServer = null;
  }
}

/** Where the site is served from, e.g. 'https://skywatch.example'. */
export function pageOrigin(): string {
  return pageOnServer?.origin ?? window.location.origin;
}
