/**
 * Export pressure: thirty visitors (a process of their own) ask for a full export of the record at once;
 * past the process's cap they wait their turn (or, refused after a long wait, ask again when told), so
 * exports run at the cap until all thirty have theirs. For the first ten seconds of it, sighting pages
 * (by-id) are read as fast as they are answered. Asserted: not one 5xx, every export is whole, and the
 * server's memory comes back to within 250 MB of where it was soon after. Printed: by-id's rate beside
 * its idle rate (the ratio), and the memory before, at the peak and after.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { after, before, test } from 'node:test';
import { runLoad } from '../bench/load.ts';
import { API, call } from './support/api-client.ts';
import type { ExportOutcome } from './support/export-visitors.ts';
import { newDataDir, ROOT, startServer, type ServerProcess } from './support/server-process.ts';

/** Synthetic sightings stored: each export is of about half of them. */
const SIGHTINGS = Number(process.env.RELIABILITY_EXPORT_SIGHTINGS ?? 10_000);
/** As many as the measure: thirty visitors, each from an address of its own. */
const EXPORTS = 30;
const BY_ID_CONNECTIONS = 8;
const IDLE_SECONDS = 5;
/** by-id is measured for this long while the exports run; they then finish without it. */
const PRESSURE_SECONDS = 10;
const MEMORY_MARGIN_MB = 250;
/** How long memory may take to come back: the export threads stop 5 s after their last batch. */
const SETTLE_SECONDS = 30;

let server: ServerProcess;

before(async () => {
  const dataDir = newDataDir('export-pressure');
  const seeded = spawnSync(process.execPath, ['server/cli/seed-synthetic.ts', '--count', String(SIGHTINGS)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  assert.equal(seeded.status, 0, `seeding failed: ${seeded.stderr?.toString().slice(-2000)}`);
  // One process, so its memory is the server's; the client addresses come from X-Forwarded-For.
  server = await startServer({ dataDir, env: { DEMO_DATA: 'false', TRUST_PROXY: 'true', WORKERS: '1' } });
});
after(() => server?.stop());

/** The server process's resident memory, in MB (threads included: they share the process). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

const EXPORT_BODY = JSON.stringify({
  // Nearly half the synthetic sightings: an export of some 6 MB of JSON for 10,000 stored.
  term: 'light',
  fromDate: '1900-01-01',
  toDate: new Date().toISOString().slice(0, 10),
  page: 0,
  size: 10,
  format: 'json',
});

/** The thirty visitors, in a process of their own (see export-visitors.ts); their outcomes when all are done. */
function exportsByVisitors(): Promise<ExportOutcome[]> {
  const child = spawn(
    process.execPath,
    ['reliability/support/export-visitors.ts', server.origin, String(EXPORTS), EXPORT_BODY],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as ExportOutcome[]);
      else reject(new Error(`the export visitors failed with code ${code}`));
    });
  });
}

test(`${EXPORTS} full exports at once beside sighting pages: no 5xx, memory back within ${MEMORY_MARGIN_MB} MB`, async (t) => {
  const pid = server.child.pid!;
  const page = await call(server.origin, `${API}/sightings/by-page?page=0&size=100`);
  const ids = (page.body as Array<{ id: string }>).map((sighting) => sighting.id);
  assert.ok(ids.length >= 50, 'the synthetic sightings are stored');
  const byId = ids.map((id) => ({ method: 'GET' as const, path: `${API}/sightings/by-id/${id}` }));

  // Warm: the first answers compile queries and fill caches; then the idle rate and the memory at rest.
  await runLoad(server.origin, byId, { connections: BY_ID_CONNECTIONS, seconds: 2 });
  const idle = await runLoad(server.origin, byId, { connections: BY_ID_CONNECTIONS, seconds: IDLE_SECONDS });
  const memoryBefore = residentMb(pid);

  let peak = memoryBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 250);
  const started = performance.now();
  const exports = exportsByVisitors();
  // Once the first exports are under way; should all be done sooner (or one fail), the load ends then.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const underPressure = await runLoad(server.origin, byId, {
    connections: BY_ID_CONNECTIONS,
    seconds: PRESSURE_SECONDS,
    until: exports.catch(() => undefined),
  });
  const outcomes = await exports;
  const exportSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  // Memory after: sampled until it is back within the margin, or SETTLE_SECONDS have passed.
  const settleStarted = performance.now();
  let memoryAfter = residentMb(pid);
  while (memoryAfter - memoryBefore > MEMORY_MARGIN_MB && performance.now() - settleStarted < SETTLE_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    memoryAfter = residentMb(pid);
  }
  const settleSeconds = (performance.now() - settleStarted) / 1000;

  const ratio = underPressure.rps / idle.rps;
  const figures = {
    sightings: SIGHTINGS,
    exports: EXPORTS,
    exportSeconds: Number(exportSeconds.toFixed(1)),
    refusals: outcomes.reduce((sum, outcome) => sum + outcome.refusals, 0),
    exportMb: Math.round(outcomes[0]!.bytes / 1024 / 1024),
    byIdIdleRps: Math.round(idle.rps),
    byIdUnderExportsRps: Math.round(underPressure.rps),
    ratio: Number(ratio.toFixed(2)),
    memoryBeforeMb: memoryBefore,
    memoryPeakMb: peak,
    memoryAfterMb: memoryAfter,
    settleSeconds: Number(settleSeconds.toFixed(1)),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
  t.diagnostic(`export pressure: ${JSON.stringify(figures)}`);
  console.log(
    `export pressure: by-id ${figures.byIdUnderExportsRps} req/s under ${EXPORTS} exports vs ${figures.byIdIdleRps} idle ` +
      `(ratio ${figures.ratio}); memory ${memoryBefore} → peak ${peak} → ${memoryAfter} MB after ${figures.settleSeconds} s`,
  );

  for (const outcome of outcomes) {
    assert.equal(outcome.badRetryAfter, null, 'a refusal says to come back soon');
    assert.equal(outcome.status, 200, 'every export is answered, none with a 5xx');
    assert.ok(outcome.counted > SIGHTINGS / 4, 'the export is of a good part of the record');
    assert.equal(outcome.sightings, outcome.counted, 'every export is whole');
  }
  for (const result of [idle, underPressure]) {
    assert.equal(result.errors + result.timeouts, 0, 'every by-id call was answered');
    assert.equal(result.non2xx, 0, 'every by-id call was a 200');
  }
  assert.ok(
    memoryAfter - memoryBefore <= MEMORY_MARGIN_MB,
    `memory ${memoryBefore} MB before, ${memoryAfter} MB ${SETTLE_SECONDS} s after the exports`,
  );
  // by-id's ratio is printed, not asserted: on a shared two-core machine the other work on it moves the
  // idle rate and the loaded one apart by more than the exports do (0.18 with a load average of 20).
});
