import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { prefetchListPage } from '../features/list/prefetch-list-page.ts';
import { prefetchHomeMap } from '../features/map/prefetch-home-map.ts';
import { prefetchSightingPage } from '../features/sighting-detail/page/prefetch-sighting-page.ts';
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
 * Each screen is its own chunk, so a page ships only the code it uses (Leaflet only with maps). Its
 * code is evaluated in a task of its own, not in the one that started the router.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
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
 * The route table of SPEC §2, with plain paths, its loaders filling `queryClient`. The browser's
 * router (main.tsx) and the server's renderer (entry-server.tsx) are both made from it.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
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
          {
            index: true,
            loader: prefetch(() => prefetchHomeMap(queryClient)),
            lazy: page(() => import('../features/map/home-map-page.tsx')),
          },
          {
            path: 'sighting/:id',
            loader: prefetch(({ id }) => prefetchSightingPage(queryClient, id)),
            lazy: page(() => import('../features/sighting-detail/page/sighting-page.tsx')),
          },
          {
            path: 'event/:id',
            loader: prefetch(({ id }) => prefetchSightingPage(queryClient, id)),
            lazy: page(() => import('../features/sighting-detail/page/sighting-page.tsx')),
          },
          { path: 'privacy-policy', lazy: page(() => import('../features/legal/privacy-policy-page.tsx')) },
          { path: 'terms-of-service', lazy: page(() => import('../features/legal/terms-of-service-page.tsx')) },
          { path: 'search', lazy: page(() => import('../features/search/search-page.tsx')) },
          {
            path: 'ufo-sighting-list',
            loader: prefetch(() => prefetchListPage(queryClient)),
            lazy: page(() => import('../features/list/sighting-list-page.tsx')),
          },
          {
            path: 'report-a-ufo-sighting',
            handle: BROWSER_ONLY,
            lazy: page(() => import('../features/report/report-page.tsx')),
          },
          {
            path: 'administration',
            handle: BROWSER_ONLY,
            loader: requireSignIn,
            lazy: page(() => import('./administration-screen.tsx')),
          },
          { path: 'login', handle: BROWSER_ONLY, lazy: page(() => import('../features/login/login-page.tsx')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
