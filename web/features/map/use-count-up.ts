import { useEffect, useState } from 'react';
import { countUpValue } from './count-up.ts';

/** Animates from 0 to `target` over `durationMs`, once per new target. */
export function useCountUp(target: number | undefined, durationMs: number): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (target === undefined) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed < durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return value;
}
