import { lazy, memo, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint } from './use-after-first-paint.ts';

/** The latest a deferred part waits for an idle moment once the page has painted. */
const IDLE_TIMEOUT_MS = 2_000;

/** Calls `callback` when the browser is next idle (at the latest after `timeoutMs`); returns what cancels it. */
function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  // Without idle callbacks (Safari): a task of its own, after the ones already queued.
  const timer = setTimeout(callback);
  return () => clearTimeout(timer);
}

/**
 * A part of a page that its first view does not need (below a full-height map, say): its code is
 * fetched once the page has painted and the browser is idle, and evaluated then, not while the page
 * starts. Until it arrives, on the server too, the page shows `Placeholder`, drawn as the part draws
 * its own loading state, so nothing moves when the part takes its place. A fetch that fails leaves
 * the placeholder.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded = false;
  const fetchPart = () =>
    (loading ??= load().then((component) => {
      loaded = true;
      return component;
    }));
  const Part = lazy(async () => ({ default: await fetchPart() }));

  return memo(function DeferredPart(props: P) {
    // Already fetched (the page was left and opened again): shown at once. Never so while hydrating,
    // as the code is fetched only after the page's first paint.
    const [ready, setReady] = useState(() => loaded);
    useEffect(() => {
      if (ready) return;
      let current = true;
      let cancelIdle = () => {};
      const cancelPaint = afterNextPaint(() => {
        cancelIdle = whenIdle(() => {
          fetchPart().then(
            // A transition: the placeholder stays until the part has rendered, in slices.
            () => current && startTransition(() => setReady(true)),
            () => undefined,
          );
        }, IDLE_TIMEOUT_MS);
      });
      return () => {
        current = false;
        cancelPaint();
        cancelIdle();
      };
    }, [ready]);
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        {ready ? <Part {...props} /> : <Placeholder {...props} />}
      </Suspense>
    );
  });
}
