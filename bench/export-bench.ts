/**
 * The export's figures: every public sighting of the data set exported as CSV in one request, its
 * rows a second, and the server's memory before and during it (flat memory: the file is streamed).
 * The term 'lasted' is in every synthetic description ("the whole thing lasted …").
 */
import { readFileSync } from 'node:fs';
import { startBenchServer } from './bench-server.ts';
import type { Dataset } from './dataset.ts';
import { runLoad } from './load.ts';

export interface ExportBenchOptions {
  label: string;
  dataset: Dataset;
  port: number;
}

const BAR_ROWS_PER_SECOND = 50_000;
const XSRF = 'bench-anti-forgery-token';
const MIB = 1024 * 1024;

/**
 * A process's resident memory in bytes (Linux): all of it, and its anonymous part (heap and stacks).
 * The rest is the database file's pages that SQLite maps into memory (mmap_size): reading every row
 * maps the whole file, which the kernel drops when it needs the memory.
 */
function memoryOf(pid: number): { rss: number; anonymous: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), anonymous: kib('RssAnon') };
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;

/**
 * The CPU seconds a process has used (Linux: user and system time in /proc/<pid>/stat). Per row, it moves
 * far less than rows a second when other work shares the cores, so runs on a busy machine compare.
 */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One export of every public sighting as CSV, read as fast as it comes, with the server's memory meanwhile. */
async function exportOnce(origin: string, pid: number, label: string): Promise<void> {
  const before = memoryOf(pid);
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = memoryOf(pid);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.anonymous = Math.max(peak.anonymous, now.anonymous);
  }, 50);
  const cpuBefore = cpuSecondsOf(pid);
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/sightings/export`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      // An address of its own each run: exports are limited per address, and the count is kept.
      'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
    },
    body: JSON.stringify({
      term: 'lasted',
      fromDate: '1900-01-01',
      toDate: new Date().toISOString().slice(0, 10),
      format: 'csv',
    }),
  });
  if (!response.ok || !response.body)
    throw new Error(`The export answered ${response.status}: ${await response.text()}`);
  const total = Number(response.headers.get('x-total-count'));
  let firstByteSeconds = 0;
  let bytes = 0;
  let lineEnds = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteSeconds = (performance.now() - started) / 1000;
    bytes += chunk.length;
    // Rows end with CRLF; the synthetic texts hold no line breaks, so each line end is a row's.
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lineEnds += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(pid);
  const cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  const rows = lineEnds - 1;
  const rowsPerSecond = rows / seconds;
  const verdict = rowsPerSecond >= BAR_ROWS_PER_SECOND ? '✓' : '✗';
  console.log(
    `${label}: ${rows.toLocaleString('en-US')} rows of ${total.toLocaleString('en-US')} counted, ${mib(bytes)} in ` +
      `${seconds.toFixed(1)} s (first byte after ${(firstByteSeconds * 1000).toFixed(0)} ms): ` +
      `${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s, bar ≥ ${BAR_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s ${verdict}`,
  );
  console.log(
    `  server CPU: ${cpuSeconds.toFixed(1)} s, ${((cpuSeconds / rows) * 1e6).toFixed(1)} µs a row ` +
      `(${Math.round(rows / cpuSeconds).toLocaleString('en-US')} rows a CPU-second)`,
  );
  console.log(
    `  server memory, sampled every 50 ms: anonymous (heap) ${mib(before.anonymous)} before, ${mib(peak.anonymous)} at most, ` +
      `${mib(after.anonymous)} after; RSS with the mapped database file ${mib(before.rss)}, ${mib(peak.rss)}, ${mib(after.rss)}`,
  );
}

export async function runExportBench(options: ExportBenchOptions): Promise<void> {
  // One server process, so that its memory is the memory of the process that exports.
  const server = await startBenchServer({ ...options.dataset.environment, WORKERS: '1' }, options.port);
  try {
    console.log(`\nExport on ${options.label}: every public sighting as CSV, one request`);
    const health = await runLoad(server.origin, [{ method: 'GET', path: '/healthz' }], { connections: 10, seconds: 3 });
    console.log(`healthz: ${health.rps.toFixed(0)} req/s (10 connections)`);
    // Twice: memory that only grows on the first is the garbage collector's slack, not the export's.
    await exportOnce(server.origin, server.pid, 'first export');
    await exportOnce(server.origin, server.pid, 'second export');
  } finally {
    await server.stop();
  }
}
