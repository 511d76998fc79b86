import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { servedPageOnServer } from './served-page.ts';

let hydratingPage = false;

/** Called before React takes over a page the server rendered (app/start-app.tsx). */
export function startHydrating(): void {
  hydratingPage = true;
}

const HydratedContext = createContext(true);

/**
 * Whether the page the server rendered has been taken over: false on the server and while React
 * hydrates, true after (and from the start when the browser rendered the page itself). For what only
 * the browser knows, such as the viewer's time zone, which hydration must render as the server did.
 * The change is a transition, so what depends on it re-renders in slices, not in one long task.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => servedPageOnServer() === null && !hydratingPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** Where a render is: on the server, in the browser taking over the server's page, or after. */
export type HydrationPhase = 'server' | 'hydrating' | 'hydrated';

export function useHydrationPhase(): HydrationPhase {
  if (useContext(HydratedContext)) return 'hydrated';
  return servedPageOnServer() === null ? 'hydrating' : 'server';
}
