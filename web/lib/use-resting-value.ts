import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `restMs`: the first one at once (and the first that is not
 * null: there is nothing to keep showing meanwhile), each later one after it has rested. For answers
 * too costly to ask for at every step of a change the visitor is still making, such as each view of a
 * map being dragged.
 */
export function useRestingValue<Value>(value: Value, restMs: number): Value {
  const [resting, setResting] = useState(value);
  const waits = resting !== null && resting !== undefined;
  useEffect(() => {
    const timer = setTimeout(() => setResting(value), waits ? restMs : 0);
    return () => clearTimeout(timer);
  }, [value, restMs, waits]);
  return resting;
}
