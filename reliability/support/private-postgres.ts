/**
 * A throwaway PostgreSQL cluster of the test's own (initdb in a temporary folder, loopback, a free
 * port), so a test may stop and start it without touching the machine's PostgreSQL that others use.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/free-port.ts';

export interface PrivatePostgres {
  url(database: string): string;
  createDatabase(name: string): void;
  stop(): void;
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

/** The folder of initdb and pg_ctl: pg_config's, else the newest Debian-style install. */
function binDir(): string | null {
  const configured = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (configured.status === 0 && existsSync(path.join(configured.stdout.trim(), 'initdb'))) {
    return configured.stdout.trim();
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
  return found ?? null;
}

/** PostgreSQL refuses to run as root: there it runs as the `postgres` account. */
function runAs(): string[] {
  return userInfo().uid === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
}

/** Why no private cluster can be made here, or null when one can. */
export function privatePostgresUnavailable(): string | null {
  if (!binDir()) return 'no PostgreSQL server programs (initdb, pg_ctl) found';
  if (userInfo().uid === 0 && spawnSync('id', ['postgres']).status !== 0)
    return 'running as root without a postgres account';
  return null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir()!;
  const prefix = runAs();
  const folder = mkdtempSync(path.join(tmpdir(), 'skywatch-pg-'));
  if (prefix.length) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const run = (program: string, args: string[]) => {
    const [command, ...rest] = [...prefix, path.join(bin, program), ...args];
    execFileSync(command!, rest, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    stop: () => {
      stop();
      running = false;
    },
    start: () => {
      start();
      running = true;
    },
    destroy: () => {
      try {
        if (running) stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
