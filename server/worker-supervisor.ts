import cluster, { type Worker } from 'node:cluster';
import { isPublicChangeMessage } from './sightings/live/change-wakes.ts';

/** A worker that dies this soon after starting is broken, not unlucky: stop rather than loop. */
const MIN_WORKER_LIFETIME_MS = 5000;

/**
 * The primary process of a multi-process server: starts `count` workers, replaces one that dies, and
 * on SIGTERM/SIGINT lets every worker drain its requests before it exits itself.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  const started = new Map<Worker, number>();
  const start = () => started.set(cluster.fork(), Date.now());
  for (let index = 0; index < count; index += 1) start();

  // On SQLite a worker's committed change wakes the live-updates hubs of the others through here.
  cluster.on('message', (from, message) => {
    if (!isPublicChangeMessage(message)) return;
    for (const worker of started.keys()) if (worker !== from && worker.isConnected()) worker.send(message);
  });

  cluster.on('exit', (worker, code, signal) => {
    const lifetime = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit();
      return;
    }
    if (lifetime < MIN_WORKER_LIFETIME_MS) {
      console.error(`A server worker stopped at start (code ${code}, signal ${signal}); shutting down.`);
      stopping = true;
      for (const other of started.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (started.size === 0) process.exit();
      return;
    }
    console.error(`A server worker stopped (code ${code}, signal ${signal}); starting another.`);
    start();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
