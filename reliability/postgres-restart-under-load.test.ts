/**
 * PostgreSQL stopped for ten seconds under a steady load of map reads, with one server process and
 * with the default workers: no process dies (a pg client losing its server mid-use once ended the
 * process), every answer in the outage is 200 or 503, and within two seconds of PostgreSQL being
 * back every read answers 200 again.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API, call } from './support/api-client.ts';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

const unavailable = privatePostgresUnavailable();
const READERS = 20;
const OUTAGE_MS = 10_000;
const BACK_WITHIN_MS = 2000;
const BOXES = [
  'swLng=-130&swLat=20&neLng=-60&neLat=55',
  'swLng=-10&swLat=35&neLng=30&neLat=60',
  'swLng=-180&swLat=-85&neLng=180&neLat=85',
  'swLng=-75&swLat=40&neLng=-73&neLat=41',
];

let postgres: PrivatePostgres | undefined;
const servers: ServerProcess[] = [];

before(async () => {
  if (unavailable) return;
  postgres = await startPrivatePostgres();
});
after(async () => {
  try {
    for (const server of servers) await server.stop();
  } finally {
    postgres?.destroy();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const workers of ['1', '2']) {
  test(
    `${workers} worker(s): PostgreSQL restarted under load, no process dies, back within 2 s`,
    { skip: unavailable ?? false },
    async (t) => {
      const database = `restart_${workers}`;
      postgres!.createDatabase(database);
      const server = await startServer({ env: { DATABASE_URL: postgres!.url(database), WORKERS: workers } });
      servers.push(server);
      const { origin } = server;
      const read = (index: number) => call(origin, `${API}/sightings/by-lat-lng-bounds?${BOXES[index % BOXES.length]}`);
      assert.equal((await read(0)).status, 200);

      const seen = new Map<number, number>();
      let loading = true;
      const reader = async (index: number) => {
        while (loading) {
          const answer = await read(index).catch(() => ({ status: 0 }));
          seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
        }
      };
      const readers = Array.from({ length: READERS }, (_, index) => reader(index));
      let backAfterMs = Number.POSITIVE_INFINITY;
      try {
        await sleep(1500);
        postgres!.stop();
        await sleep(OUTAGE_MS);
        const down = await read(0);
        assert.equal(down.status, 503, 'answers 503 while PostgreSQL is down');
        assert.ok(down.headers.get('retry-after'), 'with Retry-After');
      } finally {
        postgres!.start();
      }
      const restarted = Date.now();
      while (Date.now() - restarted < 15_000) {
        const answers = await Promise.all(BOXES.map((_, index) => read(index)));
        if (answers.every((answer) => answer.status === 200)) {
          backAfterMs = Date.now() - restarted;
          break;
        }
        await sleep(50);
      }
      await sleep(500);
      loading = false;
      await Promise.all(readers);

      t.diagnostic(`answers: ${JSON.stringify(Object.fromEntries(seen))}; back ${backAfterMs} ms after PostgreSQL`);
      assert.equal(server.child.exitCode, null, 'the server process is still running');
      assert.doesNotMatch(server.output(), /worker stopped/, 'no worker died');
      assert.deepEqual(
        [...seen.keys()].filter((status) => status !== 200 && status !== 503),
        [],
        'only 200 and 503',
      );
      assert.ok(seen.has(503), 'the readers met the outage');
      assert.ok(backAfterMs <= BACK_WITHIN_MS, `back to 200 within ${BACK_WITHIN_MS} ms (took ${backAfterMs} ms)`);
    },
  );
}
