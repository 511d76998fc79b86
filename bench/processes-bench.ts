/**
 * Several app processes, measured: the by-id and the mixed reads against one server process and against
 * two on ports of their own (a load balancer's view: the load generator shares its connections out
 * between them), each on one core (WORKERS=1), on one PostgreSQL; and, for comparison, one server
 * running a worker per core on one port, as `npm start` does. Each figure is printed beside /healthz
 * measured the same way in the same round, and the rounds alternate so a busy moment of a shared machine
 * falls on every setup alike. The data set is the built-in historical sightings: a read by id costs the
 * same whatever the archive's size, and what is measured here is how throughput grows with processes.
 */
import os from 'node:os';
import { browserHeaders } from '../reliability/support/api-client.ts';
import { freshPostgresDatabase } from '../reliability/support/fresh-postgres-database.ts';
import { newDataDir } from '../reliability/support/server-process.ts';
import { API, get, mixedRequests, row, sampleIds, TABLE_HEADER } from './api-bench.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { serverCpuSeconds } from './cpu-use.ts';
import { runLoad, type LoadRequest, type LoadResult } from './load.ts';

export interface ProcessesBenchOptions {
  /** The first of the three ports the servers listen on. */
  port: number;
  connections: number;
  seconds: number;
  rounds: number;
}

const WARM_UP_SECONDS = 1;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');

interface Setup {
  name: string;
  /** Short, for the rows of the table. */
  label: string;
  servers: BenchServer[];
}

/** Sends each distinct request of a scenario to one server once, one after the other. */
async function askEachOnce(origin: string, requests: readonly LoadRequest[]): Promise<void> {
  const distinct = new Map(
    requests.map((request) => [`${request.method} ${request.path} ${request.body ?? ''}`, request]),
  );
  for (const request of distinct.values()) {
    const response = await fetch(origin + request.path, {
      method: request.method,
      headers: browserHeaders({ body: request.body, headers: request.headers?.() }),
      body: request.body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${request.method} ${request.path} answered ${response.status} while warming up`);
  }
}

type Measured = LoadResult & { cpuMsPerRequest: number };

interface Figures {
  health: Measured;
  byId: Measured;
  mixed: Measured;
}

export async function runProcessesBench(options: ProcessesBenchOptions): Promise<void> {
  const database = await freshPostgresDatabase('processes_bench');
  const servers: BenchServer[] = [];
  try {
    const environment = { DATABASE_URL: database.url, DEMO_DATA: 'true', DATA_DIR: newDataDir('processes-bench') };
    // One after the other: the first migrates and loads the demo data, the others find them there.
    for (const [offset, workers] of [
      [0, '1'],
      [1, '1'],
      [2, String(os.availableParallelism())],
    ] as const) {
      servers.push(await startBenchServer({ ...environment, WORKERS: workers }, options.port + offset));
    }
    const [first, second, cluster] = servers as [BenchServer, BenchServer, BenchServer];
    const count = (await (await fetch(`${first.origin}${API}/total-sightings`)).json()) as number;
    const ids = await sampleIds(first.origin, count);
    const setups: Setup[] = [
      { name: 'one process, 1 worker', label: '1 proc', servers: [first] },
      { name: 'two processes, 1 worker each', label: '2 procs', servers: [first, second] },
      {
        name: `one process, ${os.availableParallelism()} workers`,
        label: `1 × ${os.availableParallelism()} wk`,
        servers: [cluster],
      },
    ];
    console.log(
      `\nSeveral app processes on PostgreSQL: ${count} sightings (the built-in data), ${options.connections} connections × ${options.seconds} s per endpoint, ${options.rounds} rounds`,
    );
    console.log(
      `The load generator runs on the same ${os.availableParallelism()} cores as the servers and PostgreSQL; load average before (1, 5, 15 min): ${loadAverage()}`,
    );
    const load = { connections: options.connections, seconds: options.seconds };
    const measure = async (servers: BenchServer[], requests: LoadRequest[]) => {
      const origins = servers.map((server) => server.origin);
      const pids = servers.map((server) => server.pid);
      // Every server answers each distinct request once, then one unmeasured second: the figures are of
      // warm servers (their memos, each connection's plans, the JIT), not of the first process alone.
      await Promise.all(origins.map((origin) => askEachOnce(origin, requests)));
      await runLoad(origins, requests, { ...load, seconds: WARM_UP_SECONDS });
      const cpuBefore = serverCpuSeconds(pids);
      const result = await runLoad(origins, requests, load);
      const cpuMsPerRequest = ((serverCpuSeconds(pids) - cpuBefore) * 1000) / result.requests;
      return { ...result, cpuMsPerRequest };
    };
    const scenarios: Array<{ key: keyof Figures; name: string; requests: LoadRequest[] }> = [
      { key: 'health', name: 'healthz', requests: [get('/healthz')] },
      { key: 'byId', name: 'by-id', requests: ids.map((id) => get(`${API}/by-id/${id}`)) },
      { key: 'mixed', name: 'mixed', requests: mixedRequests(ids, count) },
    ];
    const results = new Map<string, Figures[]>(setups.map((setup) => [setup.name, []]));
    for (let round = 1; round <= options.rounds; round += 1) {
      console.log(`\nround ${round}`);
      console.log(TABLE_HEADER);
      const figures = new Map<string, Partial<Figures>>(setups.map((setup) => [setup.name, {}]));
      // Each scenario on every setup back to back, so the setups compared meet the same moment of a busy machine.
      for (const scenario of scenarios) {
        for (const setup of setups) {
          const result = await measure(setup.servers, scenario.requests);
          const mine = figures.get(setup.name)!;
          mine[scenario.key] = result;
          // Cores the servers kept busy: well under their number means the servers were not what bounded the rate.
          const cores = (result.cpuMsPerRequest * result.rps) / 1000;
          const cpu = `server CPU ${result.cpuMsPerRequest.toFixed(2)} ms/request, ${cores.toFixed(2)} cores busy`;
          console.log(row(`${scenario.name}: ${setup.label}`, result, mine.health!.rps, cpu));
        }
      }
      for (const setup of setups) results.get(setup.name)!.push(figures.get(setup.name) as Figures);
    }
    printScaling(results, setups);
    console.log(`Machine load average after the run (1, 5, 15 min): ${loadAverage()} on ${os.cpus().length} cores`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

/** Each setup's median round, in req/s, as a share of its own /healthz and as a multiple of one process. */
function printScaling(results: Map<string, Figures[]>, setups: Setup[]): void {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const medianOf = (name: string, key: keyof Figures) => median(results.get(name)!.map((figures) => figures[key].rps));
  const [single] = setups as [Setup];
  console.log(
    `\nmedian of the rounds: req/s, share of the same setup's /healthz, × ${single.name}, server CPU per request`,
  );
  for (const setup of setups) {
    const health = medianOf(setup.name, 'health');
    const cells = (['health', 'byId', 'mixed'] as const).map((key) => {
      const rps = medianOf(setup.name, key);
      const share = key === 'health' ? '' : ` ${((rps / health) * 100).toFixed(0)}% of hz,`;
      const cpu = median(results.get(setup.name)!.map((figures) => figures[key].cpuMsPerRequest));
      return `${key} ${rps.toFixed(0)}${share} ×${(rps / medianOf(single.name, key)).toFixed(2)}, ${cpu.toFixed(2)} ms CPU`;
    });
    console.log(`${setup.name.padEnd(32)}${cells.join('   ')}`);
  }
}
