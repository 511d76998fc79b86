/**
 * `npm run bench`: prints the performance figures and bars with the machine and data set they were measured on.
 *   npm run bench                      everything: web, then the API on SQLite and PostgreSQL
 *   npm run bench -- web | pan | api | stream | export | processes | alerts | satellite-pass   one part
 *     (pan: long tasks while dragging the home map's clusters in Chromium, on SQLite's data set;
 *      stream: 1,000 live-updates streams; export: all public sightings as CSV in one request;
 *      processes: by-id and mixed reads on one app process and on two, over one PostgreSQL;
 *      alerts: matching one sighting against 100,000 alerts on each engine;
 *      satellite-pass: the stored sky pass on a copy of SQLite's data set holding a year of orbital elements)
 *   --count N (1,000,000)  --seconds S per endpoint (5)  --connections C (10)  --dialect sqlite|postgres|both
 *   --rounds N (3)  rounds of the processes part, alternating its setups
 *   --only TEXT   only the API scenarios whose name contains TEXT, e.g. --only "bounds: city", --only sky;
 *                 several texts separated by |, e.g. the explorer's: --only "clusters|histogram|facets"
 *   --port N (3312)  the first of the seven ports the parts' servers listen on (the web's server on the
 *                    first), for a machine where another bench runs at the same time
 * PostgreSQL runs when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server to create databases on;
 * the data set's database is skywatch_bench_<count>_seed_42 unless BENCH_DATABASE_NAME names another.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { runAlertsBench } from './alerts-bench.ts';
import { runApiBench } from './api-bench.ts';
import { postgresDataset, sqliteDataset } from './dataset.ts';
import { runPanBench } from './pan-bench.ts';
import { runProcessesBench } from './processes-bench.ts';
import { runSatellitePassBench } from './satellite-pass-bench.ts';
import { runExportBench } from './export-bench.ts';
import { runStreamBench } from './stream-bench.ts';
import { runWebBench } from './web-bench.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    count: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    dialect: { type: 'string', default: 'both' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3312' },
  },
});
const wants = (part: string) => positionals.length === 0 || positionals.includes(part);
const count = Number(values.count);
const port = (offset: number) => Number(values.port) + offset;
const load = { connections: Number(values.connections), seconds: Number(values.seconds), only: values.only };

console.log(`Skywatch benchmark — ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`,
);

if (wants('web')) {
  try {
    await runWebBench(port(0));
  } catch (error) {
    // The API figures do not need a browser: say why the web ones are missing and go on.
    console.log(`\nWeb: not measured: ${(error as Error).message}`);
    console.log('    Lighthouse needs Chromium: apt-get install chromium, or set CHROME_PATH.');
    process.exitCode = 1;
  }
}
if (wants('pan')) {
  try {
    await runPanBench({ dataset: sqliteDataset(count), count, port: 3319 });
  } catch (error) {
    console.log(`\nPanning: not measured: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
if (wants('api')) {
  if (values.dialect !== 'postgres') {
    await runApiBench({ label: 'SQLite', dataset: sqliteDataset(count), count, ...load, port: port(0) });
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (values.dialect !== 'sqlite') {
    if (postgresUrl) {
      await runApiBench({
        label: 'PostgreSQL',
        dataset: await postgresDataset(postgresUrl, count),
        count,
        ...load,
        port: port(1),
      });
    } else {
      console.log(
        '\nAPI on PostgreSQL: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test).',
      );
    }
  }
}
if (wants('stream')) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const stream = { streams: 1000, approvals: 20 };
  if (values.dialect !== 'postgres') await runStreamBench({ label: 'SQLite', port: port(4), ...stream });
  if (values.dialect !== 'sqlite' && postgresUrl) {
    await runStreamBench({ label: 'PostgreSQL', port: port(5), postgresUrl, ...stream });
  }
}
if (wants('export')) {
  if (values.dialect !== 'postgres') {
    await runExportBench({ label: 'SQLite', dataset: sqliteDataset(count), port: port(2) });
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (values.dialect !== 'sqlite' && postgresUrl) {
    await runExportBench({ label: 'PostgreSQL', dataset: await postgresDataset(postgresUrl, count), port: port(3) });
  }
}
if (wants('alerts')) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (values.dialect !== 'postgres') await runAlertsBench({ label: 'SQLite', dialect: 'sqlite', count: 100_000 });
  if (values.dialect !== 'sqlite' && postgresUrl) {
    // The alerts' database is made on that server and dropped after.
    process.env.TEST_DATABASE_URL = postgresUrl;
    await runAlertsBench({ label: 'PostgreSQL', dialect: 'postgres', count: 100_000 });
  }
}
// Asked for by name only: it copies the data set and stores millions of element sets, some minutes' work.
if (positionals.includes('satellite-pass')) {
  await runSatellitePassBench({ dataset: sqliteDataset(count), count, year: 2025 });
}
// Asked for by name only: it is about deployments of several processes, which run on PostgreSQL.
if (positionals.includes('processes')) {
  if (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) {
    await runProcessesBench({ port: port(6), ...load, rounds: Number(values.rounds) });
  } else {
    console.log('\nSeveral processes: skipped (set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test).');
  }
}
