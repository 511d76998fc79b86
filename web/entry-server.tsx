/**
 * The app rendered on the server (built to dist/web-render by `npm run build:web`): the server puts
 * this HTML into the page, so the page paints before its code has loaded, and main.tsx hydrates it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderPage, ServedPage } from '../common/pages/served-page.ts';
import { createQueryClient } from './app/query-client.ts';
import { BROWSER_ONLY, createRoutes } from './app/routes.tsx';
import { findServedPagesWith } from './lib/served-page.ts';

// Each render's page stands in for the document (lib/served-page.ts), found through the render's own
// async context: renders of different pages overlap without seeing each other's.
const servedPages = new AsyncLocalStorage<ServedPage>();
findServedPagesWith(() => servedPages.getStore() ?? null);

async function render(page: ServedPage): Promise<string | null> {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const url = new URL(page.url, page.origin);
  if (matchRoutes(routes, url)?.some((match) => match.route.handle === BROWSER_ONLY)) return null;
  const handler = createStaticHandler(routes);
  // Loads the screen's code and runs its loaders, which start its calls as in the browser.
  const context = await handler.query(new Request(url));
  // A redirect: none of the pages rendered here has one, but the browser would follow it.
  if (context instanceof Response) return null;
  // The calls the page answers settle in the microtasks already queued; the others stay loading.
  await new Promise((resolve) => setImmediate(resolve));
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      {/* No hydration data script: the Content-Security-Policy allows no inline script, and the
          browser's router runs the same loaders from the same served answers. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

export const renderPage: RenderPage = (page) => servedPages.run(page, () => render(page));
