// First: every schema module imported after this one is built without eval.
import '../lib/zod-without-eval.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadDateFormatData } from '../../common/display/date-format.ts';
import { startHydrating } from '../lib/hydration.tsx';
import { nextTask } from '../lib/next-task.ts';
import { screenReady } from '../lib/screen-ready.ts';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './routes.tsx';

// The first screen's code is preloaded with the page, so it is usually there within milliseconds:
// waiting that long paints the screen with the shell in one frame. On a slow line the shell paints
// after this much anyway, with the screen's spinner.
const SCREEN_WAIT_MS = 100;

function readSessionStorage(): void {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage refused (a browser's privacy settings): the router does without it too.
  }
}

/**
 * Starts the app in `container`: hydrates the page the server rendered (web/entry-server.tsx), or
 * renders it when the server left it to the browser (a staff page, or rendering failed). Each step
 * is a task of its own (tens of milliseconds each on a slow phone), so none adds to one long task.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Not in the task that evaluated this module's code.
  await nextTask();
  const rendered = container.hasChildNodes();
  // The router reads its view transitions from session storage as it starts. A page's first use of
  // session storage opens it, a wait on the browser's own process (milliseconds on a busy phone): here,
  // in a task of its own.
  readSessionStorage();
  await nextTask();
  const queryClient = createQueryClient();
  // Matches the address and starts the first screen's loaders and code.
  const router = createBrowserRouter(createRoutes(queryClient));
  await nextTask();
  // While the screen's code and answers are on their way: its times at places will need this. A served
  // page's tables keep the server's words while hydrating; only a place's own clock needs it then.
  if (!rendered || container.querySelector('time[data-place-zone]')) void loadDateFormatData();
  await nextTask();
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
    // Not in the task that ran the screen's modules as they arrived.
    await nextTask();
    startHydrating();
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
}
