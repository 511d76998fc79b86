import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the page the server rendered (and on the server), true in every later
 * render: for what only the browser knows, such as the viewer's time zone, which hydration must
 * render as the server did and then replace.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
