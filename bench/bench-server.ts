/** Starts the production server in a child process for a benchmark, and stops it afterwards. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  origin: string;
  /** The server's process id (its primary process, when it runs several). */
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilReady(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms.`);
}

export async function startBenchServer(environment: Record<string, string>, port: number): Promise<BenchServer> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      GEOCODER: 'offline',
      SATELLITES_URL: 'none',
      // The load generator plays many visitors by their forwarded address (report creation).
      TRUST_PROXY: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...environment,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin, child, 120_000);
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
