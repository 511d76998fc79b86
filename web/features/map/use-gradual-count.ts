import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to show: `step` at first, `step` more in each later task, until all are.
 * For items each costly to build (a map marker with its popup): built a few per task, none of the
 * tasks is long. A shorter list shows at once as far as the count has come.
 */
export function useGradualCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)));
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
