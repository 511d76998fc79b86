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
  port: number;
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

/** A cluster's programs, run from its folder as the account PostgreSQL runs as. */
function programsIn(folder: string): (program: string, args: string[]) => void {
  const bin = binDir()!;
  const prefix = runAs();
  return (program, args) => {
    const [command, ...rest] = [...prefix, path.join(bin, program), ...args];
    execFileSync(command!, rest, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder });
  };
}

/** A new temporary folder the PostgreSQL account may write to. */
function clusterFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'skywatch-pg-'));
  if (runAs().length) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  return folder;
}

/** Starts the cluster in `folder`/data on `port` and answers the handle that stops, restarts and removes it. */
function running(folder: string, port: number): PrivatePostgres {
  const run = programsIn(folder);
  const dataDir = path.join(folder, 'data');
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  let isRunning = true;
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]),
    stop: () => {
      stop();
      isRunning = false;
    },
    start: () => {
      start();
      isRunning = true;
    },
    destroy: () => {
      try {
        if (isRunning) stop();
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const folder = clusterFolder();
  const port = await freePort();
  programsIn(folder)('initdb', [
    '-D',
    path.join(folder, 'data'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  return running(folder, port);
}

/**
 * A streaming standby of `primary` (pg_basebackup -R: it follows the primary from the copy on), in a
 * folder of its own on a port of its own. Its databases are the primary's, read-only.
 */
export async function startPrivateStandby(primary: PrivatePostgres): Promise<PrivatePostgres> {
  const folder = clusterFolder();
  const port = await freePort();
  programsIn(folder)('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    path.join(folder, 'data'),
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  return running(folder, port);
}
