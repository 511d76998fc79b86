import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the router has the first screen's code and loaders done, or after `timeoutMs` when
 * one is given, whichever comes first.
 */
export function screenReady(router: Router, timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = timeoutMs === undefined ? undefined : setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
