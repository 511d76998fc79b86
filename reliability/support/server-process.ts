/** The production server (`server/main.ts`) in a child process, as an operator runs it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/free-port.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN = { email: 'admin@reliability.test', password: 'reliability-admin-password' };
/** What a server is started with to create that administrator on its first start. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export interface ServerProcess {
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves once the process has ended, with how it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** SIGTERM and wait for the exit; SIGKILL if it takes longer than `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const madeDirs: string[] = [];
// Each test file runs in a process of its own: its folders go when it ends, whatever happened.
process.once('exit', () => {
  for (const folder of madeDirs) rmSync(folder, { recursive: true, force: true });
});

/** A new, empty folder under the system's temporary folder, removed when the test file ends. */
export function newDataDir(label: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `skywatch-${label}-`));
  madeDirs.push(folder);
  return folder;
}

async function waitUntilReady(origin: string, server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      const { exitCode, signalCode } = server.child;
      throw new Error(`The server exited during start (${signalCode ?? `code ${exitCode}`}):\n${server.output()}`);
    }
    try {
      if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Starts `node server/main.ts` on loopback with a data folder and waits until /readyz answers. */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir('server');
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      GEOCODER: 'offline',
      TILE_URL: 'none',
      SATELLITES_URL: 'none',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    port,
    dataDir,
    child,
    exited,
    output: () => printed,
    stop: async (graceMs = 20_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  await waitUntilReady(origin, server, options.readyTimeoutMs ?? 90_000);
  return server;
}
