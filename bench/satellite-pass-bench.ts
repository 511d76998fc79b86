/**
 * The stored sky pass with a year of orbital elements: the SQLite data set is copied aside, a year of
 * daily element sets is stored in the copy (bench/store-element-year.ts), and `npm run sky -- --all
 * --again` is timed on it, against the bar of the pass without them. The data set itself is not changed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dataset } from './dataset.ts';
import { runSkyPassAgain, SKY_PASS_BAR_SECONDS } from './sky-bench.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function runSatellitePassBench(options: { dataset: Dataset; count: number; year: number }) {
  const { dataset, count, year } = options;
  console.log(
    `\nThe sky pass with a year of orbital elements (${year}), SQLite, ${count.toLocaleString('en-US')} sightings`,
  );
  const copy = mkdtempSync(path.join(os.tmpdir(), 'skywatch-satellite-pass-'));
  try {
    cpSync(dataset.environment.DATA_DIR!, copy, { recursive: true });
    const environment = { ...dataset.environment, DATA_DIR: copy };
    const storeStarted = performance.now();
    const stored = spawnSync(process.execPath, ['bench/store-element-year.ts', String(year)], {
      cwd: root,
      env: { ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...environment },
      encoding: 'utf8',
    });
    if (stored.status !== 0) throw new Error(`storing the elements failed: ${stored.stderr.slice(-2000)}`);
    const sets = Number(stored.stdout.trim());
    console.log(
      `  ${sets.toLocaleString('en-US')} element sets stored in ${((performance.now() - storeStarted) / 1000).toFixed(1)} s`,
    );
    const pass = await runSkyPassAgain(environment);
    const verdict = pass.seconds <= SKY_PASS_BAR_SECONDS ? '✓' : '✗';
    console.log(
      `  sky pass again (npm run sky -- --all --again): ${pass.seconds.toFixed(1)} s  bar ≤ ${SKY_PASS_BAR_SECONDS} s ${verdict}`,
    );
    console.log(`  ${pass.summary}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
