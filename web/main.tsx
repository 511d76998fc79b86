// First: every schema module imported after this one is built without eval.
import './lib/zod-jitless.ts';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'virtual:bootstrap-icons.css';
import 'flag-icons/css/flag-icons.min.css';
import './app/app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { queryClient } from './app/query-client.ts';
import { createRouter } from './app/router.tsx';
import { nextTask } from './lib/next-task.ts';
import { screenReady } from './lib/screen-ready.ts';

// The first screen's code is preloaded with the page, so it is usually there within milliseconds:
// waiting that long paints the screen with the shell in one frame. On a slow line the shell paints
// after this much anyway, with the screen's spinner.
const SCREEN_WAIT_MS = 100;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Starting the app is three pieces of work after evaluating its code (tens of milliseconds each on a
// slow phone): each gets a task of its own, so none adds to one long task. (Not a top-level await:
// with one, the bundler splits the app's code into many more files, each a request.)
void nextTask()
  .then(() => {
    const router = createRouter();
    return nextTask().then(() => router);
  })
  .then(async (router) => {
    const root = createRoot(container);
    await nextTask();
    await screenReady(router, SCREEN_WAIT_MS);
    // A transition: React renders the page in slices of a few milliseconds, not in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      ),
    );
  });
