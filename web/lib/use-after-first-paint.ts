import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: for heavy work that should not
 * hold up the page's first paint (a task queued from an animation frame runs after that frame).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
