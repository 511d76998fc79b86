import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGES, type PageEntry, type PageName } from '../../common/pages/page-table.ts';
import { prefetchListPage } from '../features/list/prefetch-list-page.ts';
import { prefetchHomeMap } from '../features/map/prefetch-home-map.ts';
import { prefetchSightingPage } from '../features/sighting-detail/page/prefetch-sighting-page.ts';
import { sightingEventQueryOptions } from '../features/event/api/sighting-event.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { requireSignIn } from './require-sign-in.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { nextTask } from '../lib/next-task.ts';
import { Spinner } from '../lib/spinner.tsx';

/**
 * Marks a screen the server leaves to the browser: its first render reads what only the browser
 * holds (a report draft, the sign-in) in local storage (web/entry-server.tsx).
 */
export const BROWSER_ONLY = { browserOnly: true } as const;

/**
 * Every screen module of the page table, each its own chunk, so a page ships only the code it uses
 * (Leaflet only with maps). Its code is evaluated in a task of its own, not in the one that started
 * the router.
 */
// Paths from the web app's root: every feature's screens, and the screens app/ composes of several features.
const SCREENS = import.meta.glob<{ default: ComponentType }>(['/features/**/*-page.tsx', '/app/*-screen.tsx']);

export function screenOf(page: PageEntry) {
  const load = SCREENS[`/${page.screen}`];
  if (!load) throw new Error(`The page table names a screen that does not exist: ${page.screen}`);
  return async () => {
    await nextTask();
    return { Component: (await load()).default };
  };
}

/**
 * A loader that starts a screen's data requests beside the download of its code, instead of after it.
 * It waits for nothing: the screen shows its own loading state and errors.
 */
function prefetch(start: (params: Record<string, string | undefined>) => void) {
  return ({ params }: { params: Record<string, string | undefined> }) => {
    start(params);
    return null;
  };
}

/**
 * The route table, with plain paths, its loaders filling `queryClient`. The browser's
 * router (main.tsx) and the server's renderer (entry-server.tsx) are both made from it.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const showSighting = prefetch(({ id }) => prefetchSightingPage(queryClient, id));
  /** What starts as each page's code downloads: its data requests, or the sign-in check. */
  const loaders: Partial<Record<PageName, RouteObject['loader']>> = {
    home: async ({ request }) => {
      // In a task of its own, not in the one that starts the router.
      await nextTask();
      prefetchHomeMap(queryClient, new URL(request.url).searchParams);
      return null;
    },
    sighting: showSighting,
    event: prefetch(({ id }) => {
      prefetchSightingPage(queryClient, id);
      if (id) void queryClient.prefetchQuery(sightingEventQueryOptions(id));
    }),
    list: prefetch(() => prefetchListPage(queryClient)),
    administration: requireSignIn,
  };
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          // Errors of a screen show inside the layout, so the navigation stays usable.
          ErrorBoundary: RouteErrorPage,
          // Shown inside the layout while the first screen's code loads: the navigation bar, footer and
          // cookie notice paint at once instead of waiting for the screen.
          HydrateFallback: () => <Spinner className="justify-content-center py-5" />,
          children: [
            ...Object.entries(PAGES).map(([name, page]): RouteObject => ({
              ...(page.path === '/' ? { index: true } : { path: page.path.slice(1) }),
              ...('browserOnly' in page && { handle: BROWSER_ONLY }),
              loader: loaders[name as PageName],
              // The home page keeps its view and filters in its address, changed as the map moves: those
              // changes ask for no page data again (the page's own queries follow them).
              ...(page.path === '/' && {
                shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
              }),
              lazy: screenOf(page),
            })),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
};
