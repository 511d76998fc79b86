// First: every schema module imported after this one is built without eval.
import './lib/zod-jitless.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'virtual:bootstrap-icons.css';
import 'flag-icons/css/flag-icons.min.css';
import './app/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client.ts';
import { createRoutes } from './app/routes.tsx';
import { nextTask } from './lib/next-task.ts';
import { screenReady } from './lib/screen-ready.ts';

// The first screen's code is preloaded with the page, so it is usually there within milliseconds:
// waiting that long paints the screen with the shell in one frame. On a slow line the shell paints
// after this much anyway, with the screen's spinner.
const SCREEN_WAIT_MS = 100;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// The server rendered the page (web/entry-server.tsx) unless it is a staff page or rendering failed.
const rendered = container.hasChildNodes();
const queryClient = createQueryClient();

// Starting the app is three pieces of work after evaluating its code (tens of milliseconds each on a
// slow phone): each gets a task of its own, so none adds to one long task. (Not a top-level await:
// with one, the bundler splits the app's code into many more files, each a request.)
void nextTask()
  .then(() => {
    // Matches the address and starts the first screen's loaders and code.
    const router = createBrowserRouter(createRoutes(queryClient));
    return nextTask().then(() => router);
  })
  .then(async (router) => {
    const app = (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>
    );
    if (rendered) {
      // Hydrating must render what the server did: the screen's code and served answers, not a spinner.
      await screenReady(router);
      // A transition: React hydrates the page in slices of a few milliseconds, not in one long task.
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    const root = createRoot(container);
    await nextTask();
    await screenReady(router, SCREEN_WAIT_MS);
    startTransition(() => root.render(app));
  });
