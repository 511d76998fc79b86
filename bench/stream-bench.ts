/**
 * The live-updates stream under many open pages: `streams` streams held by one server process, the
 * memory (RSS) they cost over the idle server, and how long an approval takes to reach all of them
 * (p50/p95/p99 over every stream and approval), beside the same server's /healthz round trip. The
 * data set is the built-in historical sightings: a stream's cost does not depend on the archive's size.
 */
import { readFileSync } from 'node:fs';
import { freshPostgresDatabase } from '../reliability/support/fresh-postgres-database.ts';
import { adminToken, API, approve, call, reportBody } from '../reliability/support/api-client.ts';
import { ADMIN, newDataDir } from '../reliability/support/server-process.ts';
import { openEventStream, type EventStreamClient } from '../server/test/event-stream-client.ts';
import { startBenchServer } from './bench-server.ts';

export interface StreamBenchOptions {
  label: string;
  port: number;
  streams: number;
  approvals: number;
  /** PostgreSQL's server to create a database on; SQLite when absent. */
  postgresUrl?: string;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;

/** The resident memory of a process, in kB (Linux's /proc). */
function residentKilobytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
}

const settle = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

async function healthzMedian(origin: string, rounds = 200): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export async function runStreamBench(options: StreamBenchOptions): Promise<void> {
  console.log(`\nLive-updates stream on ${options.label}: ${options.streams} streams, ${options.approvals} approvals`);
  const database = options.postgresUrl ? await freshPostgresDatabase('stream_bench') : null;
  const server = await startBenchServer(
    {
      WORKERS: '1',
      DEMO_DATA: 'true',
      DATA_DIR: newDataDir('stream-bench'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LIVE_STREAMS_PER_ADDRESS: String(options.streams),
      LIVE_STREAMS_MAX: String(options.streams),
      ...(database && { DATABASE_URL: database.url }),
    },
    options.port,
  );
  const streams: EventStreamClient[] = [];
  try {
    const token = await adminToken(server.origin);
    const pending: string[] = [];
    for (let index = 0; index < options.approvals; index += 1) {
      const clientAddress = `198.51.100.${1 + Math.floor(index / 5)}`;
      const answer = await call(server.origin, `${API}/sightings/report`, {
        body: reportBody({ occurred: new Date(Date.now() - 60_000).toISOString() }),
        clientAddress,
      });
      if (answer.status !== 201) throw new Error(`report answered ${answer.status}`);
      pending.push(answer.body.id);
    }
    const healthz = await healthzMedian(server.origin);
    await settle(2000);
    const idle = residentKilobytes(server.pid);

    // Arrival times by sighting id, one per stream.
    const arrivals = new Map<string, number[]>();
    for (let index = 0; index < options.streams; index += 1) {
      const stream = await openEventStream(`${server.origin}${API}/sightings/stream`, {}, (event) => {
        if (event.data?.kind !== 'published') return;
        arrivals.get(event.data.sighting.id)?.push(performance.now());
      });
      if (stream.status !== 200) throw new Error(`stream ${index} answered ${stream.status}`);
      streams.push(stream);
    }
    await Promise.all(streams.map((stream) => stream.waitFor((event) => event.id !== null)));
    await settle(2000);
    const held = residentKilobytes(server.pid);

    const latencies: number[] = [];
    const answers: number[] = [];
    for (const id of pending) {
      arrivals.set(id, []);
      const started = performance.now();
      const answer = await approve(server.origin, token, id);
      const answered = performance.now() - started;
      if (answer.status !== 200) throw new Error(`approval answered ${answer.status}`);
      while (arrivals.get(id)!.length < options.streams) await settle(5);
      answers.push(answered);
      latencies.push(...arrivals.get(id)!.map((arrived) => arrived - started));
    }
    answers.sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99)];
    console.log(
      `  memory (RSS): idle ${megabytes(idle)}, with ${options.streams} streams ${megabytes(held)}: ` +
        `+${megabytes(held - idle)} (${((held - idle) / options.streams).toFixed(1)} kB a stream)`,
    );
    console.log(
      `  approval → event on every stream (${latencies.length} deliveries, from the approval call's start): ` +
        `p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(latencies.at(-1)!)}`,
    );
    console.log(
      `  the approval call itself (which also works out the sky again): p50 ${ms(percentile(answers, 50))}, ` +
        `max ${ms(answers.at(-1)!)}`,
    );
    console.log(
      `  /healthz round trip p50 ${ms(healthz)} (idle); p99 delivery = ${(p99 / healthz).toFixed(0)} × /healthz`,
    );
    const bars = [`memory +${megabytes(held - idle)} < 300 MB`, `p99 ${ms(p99)} < 1000 ms`];
    const met = held - idle < 300 * 1024 && p99 < 1000;
    console.log(`  bars: ${bars.join(', ')}: ${met ? 'met' : 'NOT MET'}`);
    if (!met) process.exitCode = 1;
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    await database?.drop();
  }
}
