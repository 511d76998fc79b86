/**
 * The benchmark's data set: `count` synthetic sightings made by `npm run seed:synthetic`, built once
 * and kept in bench/.cache (SQLite) or in a database of its own (PostgreSQL) between runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SKY_PASS_BAR_SECONDS } from './sky-bench.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SEED = 42;

export interface Dataset {
  environment: Record<string, string>;
  /** Seconds `npm run seed:synthetic` took to store the rows, whether in this run or a cached one. */
  builtInSeconds: number;
  fromCache: boolean;
  /** Seconds `npm run sky -- --all` took to store every sighting's sky, in this run or a cached one. */
  skySeconds: number;
}

/** Runs one of the project's commands on the data set; answers how many seconds it took. */
function runCommand(environment: Record<string, string>, script: string, args: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...environment },
  });
  if (result.status !== 0) throw new Error(`${script} failed on the benchmark data set.`);
  return (performance.now() - started) / 1000;
}

/** The sky of every sighting, as an archive has it after `npm run sky -- --all` (the search filter needs it). */
function fillSkies(environment: Record<string, string>): number {
  return runCommand(environment, 'server/cli/sky.ts', ['--all']);
}

function seed(environment: Record<string, string>, count: number): number {
  const seconds = runCommand(environment, 'server/cli/seed-synthetic.ts', [
    '--count',
    String(count),
    '--seed',
    String(SEED),
  ]);
  // The load leaves gigabytes for the kernel to write back: written now, outside the timed import,
  // they no longer compete with the first endpoints measured (by-id read 48 % instead of 57–61 %).
  spawnSync('sync');
  return seconds;
}

export function sqliteDataset(count: number): Dataset {
  const dataDir = path.join(root, 'bench/.cache', `sqlite-${count}-seed-${SEED}`);
  const marker = path.join(dataDir, 'complete.json');
  const environment = { DATA_DIR: dataDir, DEMO_DATA: 'false' };
  if (existsSync(marker)) {
    const built = JSON.parse(readFileSync(marker, 'utf8')) as { seconds: number; skySeconds?: number };
    // A data set cached before skies were stored gets them now; one whose skies a cut-off pass left
    // half done gets the rest (a quick count when none are missing).
    const toppedUpInSeconds = fillSkies(environment);
    const skySeconds = built.skySeconds ?? toppedUpInSeconds;
    writeFileSync(marker, JSON.stringify({ ...built, skySeconds }));
    return { environment, builtInSeconds: built.seconds, fromCache: true, skySeconds };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seconds = seed(environment, count);
  const skySeconds = fillSkies(environment);
  writeFileSync(marker, JSON.stringify({ count, seed: SEED, seconds, skySeconds, built: new Date().toISOString() }));
  return { environment, builtInSeconds: seconds, fromCache: false, skySeconds };
}

export async function postgresDataset(adminUrl: string, count: number): Promise<Dataset> {
  // BENCH_DATABASE_NAME lets one bench keep a data set of its own beside another's on the same server.
  const name = process.env.BENCH_DATABASE_NAME ?? `skywatch_bench_${count}_seed_${SEED}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_NAME must be a plain lower-case name: ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const environment = {
    DATABASE_URL: url.toString(),
    DATA_DIR: path.join(root, 'bench/.cache', name),
    DEMO_DATA: 'false',
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists) {
      const probe = new pg.Client({ connectionString: url.toString() });
      await probe.connect();
      const complete = await probe
        .query(`select value from settings where key = 'bench_complete'`)
        .then((result) =>
          result.rowCount === 1 ? (JSON.parse(result.rows[0].value) as { seconds: number; skySeconds?: number }) : null,
        )
        .catch(() => null);
      if (complete) {
        const toppedUpInSeconds = fillSkies(environment);
        const skySeconds = complete.skySeconds ?? toppedUpInSeconds;
        await probe.query(`update settings set value = $1 where key = 'bench_complete'`, [
          JSON.stringify({ ...complete, skySeconds }),
        ]);
        await probe.end();
        return { environment, builtInSeconds: complete.seconds, fromCache: true, skySeconds };
      }
      await probe.end();
      await admin.query(`drop database ${name} with (force)`);
    }
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const seconds = seed(environment, count);
  const skySeconds = fillSkies(environment);
  const marker = new pg.Client({ connectionString: url.toString() });
  await marker.connect();
  await marker.query(`insert into settings (key, value) values ('bench_complete', $1)`, [
    JSON.stringify({ count, seconds, skySeconds }),
  ]);
  await marker.end();
  return { environment, builtInSeconds: seconds, fromCache: false, skySeconds };
}

/** The background pass's figure (bar: a million sightings in 10 minutes at most). */
export function skyPassLine(dataset: Dataset, count: number): string {
  const seconds = dataset.skySeconds;
  const rate = Math.round(count / seconds).toLocaleString('en-US');
  const bar =
    count === 1_000_000 ? `  bar ≤ ${SKY_PASS_BAR_SECONDS} s ${seconds <= SKY_PASS_BAR_SECONDS ? '✓' : '✗'}` : '';
  return `sky pass (npm run sky -- --all): ${count.toLocaleString('en-US')} sightings in ${seconds.toFixed(1)} s, ${rate} a second${dataset.fromCache ? ' (when the cached data set was built)' : ''}${bar}`;
}

/** The import figure (bar: a million rows in 60 s at most): how fast the data set's rows were stored. */
export function importLine(dataset: Dataset, count: number): string {
  const seconds = dataset.builtInSeconds;
  const rate = Math.round(count / seconds).toLocaleString('en-US');
  const bar = count === 1_000_000 ? `  bar ≤ 60 s ${seconds <= 60 ? '✓' : '✗'}` : '';
  return `import (seed:synthetic): ${count.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s, ${rate} rows/s${dataset.fromCache ? ' (when the cached data set was built)' : ''}${bar}`;
}
