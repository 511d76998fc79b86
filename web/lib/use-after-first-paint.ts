import { useEffect, useState } from 'react';

/**
 * Calls `callback` in a task of its own after the browser's next paint (a task queued from an
 * animation frame runs after that frame), and returns what cancels it. Work there neither holds up
 * the paint nor lays out again what the paint has just laid out.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the browser has painted it: for heavy work that should not
 * hold up the page's first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
