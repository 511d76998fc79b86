/**
 * The number shown `elapsedMs` into a count-up from 0 to `target` lasting `durationMs`: fast at
 * first, easing out (exponentially) so the last digits settle gently, and exactly `target` at the end.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(0, elapsedMs) / durationMs;
  const eased = 1 - 2 ** (-10 * progress);
  return Math.min(target, Math.round(target * eased));
}
