/**
 * The main thread's tasks after a page's first contentful paint, read from a Lighthouse trace by the
 * CPU time each took. Lighthouse's blocking time uses wall time, which on a shared machine counts the
 * moments another process held the core; CPU time does not, so these figures move far less with load.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTasks {
  /** CPU milliseconds of all tasks after the first contentful paint. */
  cpuMs: number;
  /** Tasks whose CPU time, slowed as Lighthouse slows it, is over 50 ms: their count and each one's time. */
  long: number[];
  /** The blocking time those tasks make, slowed: the sum of each one's time over 50 ms. */
  blockingMs: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export function mainThreadTasks(traceEvents: readonly TraceEvent[], cpuSlowdown: number): MainThreadTasks | null {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const rendererMain = traceEvents.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!rendererMain) return null;
  const tasks = traceEvents
    .filter(
      (event) =>
        event.pid === paint.pid && event.tid === rendererMain.tid && event.ph === 'X' && TASK_NAMES.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts);
  let cpuMs = 0;
  const long: number[] = [];
  let endOfLast = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // Nested task events belong to the one around them.
    if (task.ts < endOfLast) continue;
    endOfLast = end;
    if (end <= paint.ts) continue;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    cpuMs += cpu;
    if (cpu * cpuSlowdown > 50) long.push(cpu * cpuSlowdown);
  }
  return { cpuMs, long, blockingMs: long.reduce((sum, ms) => sum + ms - 50, 0) };
}
