/**
 * CPU time spent per answer, on each side of a request: the app's server processes, the PostgreSQL
 * backends serving its database, and the load generator itself. On a shared machine these move far
 * less than requests per second do, and they say which side bounds a figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** Parent pid, user and system ticks of one process, from /proc (the name field may hold spaces). */
function processTicks(pid: number): { parent: number; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by these server processes and their workers (children). */
export function serverCpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const found = processTicks(pid);
    if (found && (pids.includes(pid) || pids.includes(found.parent))) ticks += found.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds of each PostgreSQL backend connected to one database (the server must run on this machine). */
export async function databaseBackendTicks(connectionString: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const ticks = new Map<number, number>();
    for (const { pid } of rows) {
      const found = processTicks(pid);
      if (found) ticks.set(pid, found.ticks);
    }
    return ticks;
  } finally {
    await client.end();
  }
}

/** CPU seconds the backends spent between two readings; a backend that came or went counts from zero. */
export function backendCpuSecondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, value] of after) ticks += value - (before.get(pid) ?? 0);
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds the load generator's own process used so far. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
