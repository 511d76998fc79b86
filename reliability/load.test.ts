/**
 * Load: 200 concurrent connections of mixed public traffic for 60 s against the production server
 * (SQLite, demo data): not one error or non-2xx answer, and the latency figures are reported.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runLoad, type LoadRequest } from '../bench/load.ts';
import { API, call } from './support/api-client.ts';
import { ROOT, startServer, type ServerProcess } from './support/server-process.ts';

const CONNECTIONS = Number(process.env.RELIABILITY_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
/** Slow is measured by the percentiles; only an answer that never comes (a hang) counts as an error. */
const TIMEOUT_SECONDS = 30;

const get = (path: string): LoadRequest => ({ method: 'GET', path });
const search = (body: object): LoadRequest => ({
  method: 'POST',
  path: `${API}/sightings/search`,
  body: JSON.stringify(body),
});

/** The calls a crowd of visitors makes, in proportions like the web app's: lists and the map most. */
function mixedTraffic(ids: string[]): LoadRequest[] {
  const S = `${API}/sightings`;
  const wide = { fromDate: '1900-01-01', toDate: new Date().toISOString().slice(0, 10) };
  return [
    ...[0, 1, 2, 4].map((page) => get(`${S}/by-page?page=${page}&size=10`)),
    get(`${S}/by-page?page=0&size=75`),
    get(`${S}/by-lat-lng-bounds?swLng=-130&swLat=20&neLng=-60&neLat=55&size=25`),
    get(`${S}/by-lat-lng-bounds?swLng=-180&swLat=-85&neLng=180&neLat=85&size=75`),
    get(`${S}/by-lat-lng-bounds?swLng=170&swLat=-50&neLng=-170&neLat=10&size=25`),
    ...ids.slice(0, 12).map((id) => get(`${S}/by-id/${id}`)),
    search({ term: 'lights', ...wide, page: 0, size: 10 }),
    search({ term: 'disc saucer', ...wide, page: 0, size: 25 }),
    search({ term: 'triangle', ...wide, hasMedia: false, page: 1, size: 10 }),
    get(`${S}/total-sightings`),
    get(`${S}/latest-sighting`),
    get(`${API}/geodata/country/codes`),
    get('/'),
    get(`/sighting/${ids[0]}`),
  ];
}

let server: ServerProcess;

before(async () => {
  server = await startServer();
});
after(() => server?.stop());

test(`${CONNECTIONS} connections of mixed public traffic for ${SECONDS} s: no errors, every answer 2xx`, async (t) => {
  const ids = (
    (await call(server.origin, `${API}/sightings/by-page?page=0&size=100`)).body as Array<{ id: string }>
  ).map((sighting) => sighting.id);
  assert.ok(ids.length >= 12, 'the demo data is loaded');
  const result = await runLoad(server.origin, mixedTraffic(ids), {
    connections: CONNECTIONS,
    seconds: SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
  });

  const figures = {
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: result.requests,
    rps: Math.round(result.rps),
    p50: Math.round(result.p50),
    p95: Math.round(result.p95),
    p99: Math.round(result.p99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    // Other work on the machine slows the server down: the figures are read with this beside them.
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
  t.diagnostic(
    `load: ${figures.requests} requests, ${figures.rps} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, ` +
      `p99 ${figures.p99} ms, ${figures.errors} errors (${figures.timeouts} timeouts), ${figures.non2xx} non-2xx; ` +
      `machine load average ${figures.loadAverage.join(' ')}`,
  );
  const resultsDir = path.join(ROOT, 'test-results', 'reliability');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'load.json'), JSON.stringify(figures, null, 2));

  assert.equal(result.errors, 0, `network errors or answers slower than ${TIMEOUT_SECONDS} s`);
  assert.equal(result.non2xx, 0, 'answers other than 2xx');
  assert.ok(result.requests > CONNECTIONS * SECONDS, 'the server kept answering throughout');
  // The server is still healthy afterwards.
  assert.equal((await call(server.origin, `${API}/sightings/total-sightings`)).status, 200);
});
