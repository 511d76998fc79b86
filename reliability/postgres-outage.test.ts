/**
 * Fault (c): PostgreSQL stops and starts again under a running server. While it is down every call
 * that needs it answers 503 (never 500, never slower than a few seconds) and the rest keep working;
 * once it is back the same process serves everything again, without a restart.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { adminToken, API, call, reportBody, type Answer } from './support/api-client.ts';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { ADMIN_ENV, startServer, type ServerProcess } from './support/server-process.ts';

/** connectionTimeoutMillis is 5 s; an answer must come well before a visitor gives up. */
const MAX_ANSWER_MS = 6000;
const unavailable = privatePostgresUnavailable();

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;

before(async () => {
  if (unavailable) return;
  postgres = await startPrivatePostgres();
  postgres.createDatabase('skywatch');
});
after(async () => {
  // Whatever happened, nothing is left running.
  try {
    await server?.stop();
  } finally {
    postgres?.destroy();
  }
});

interface Probe {
  name: string;
  run(): Promise<Answer>;
}

test(
  'PostgreSQL down: 503 quickly, never 500; back up: served again by the same process',
  { skip: unavailable ?? false },
  async (t) => {
    server = await startServer({
      env: { DATABASE_URL: postgres!.url('skywatch'), ...ADMIN_ENV },
    });
    const { origin } = server;
    const token = await adminToken(origin);
    const report = await call(origin, `${API}/sightings/report`, { body: reportBody() });
    assert.equal(report.status, 201);
    const id: string = report.body.id;
    const publicId: string = (await call(origin, `${API}/sightings/by-page?size=1`)).body[0].id;

    const S = `${API}/sightings`;
    const needsDatabase: Probe[] = [
      { name: 'by-page', run: () => call(origin, `${S}/by-page?page=0&size=10`) },
      { name: 'by-id', run: () => call(origin, `${S}/by-id/${publicId}`) },
      { name: 'bounds', run: () => call(origin, `${S}/by-lat-lng-bounds?swLng=-130&swLat=20&neLng=-60&neLat=55`) },
      { name: 'total', run: () => call(origin, `${S}/total-sightings`) },
      { name: 'latest', run: () => call(origin, `${S}/latest-sighting`) },
      { name: 'search', run: () => call(origin, `${S}/search`, { body: { term: 'lights', fromDate: '1900-01-01' } }) },
      { name: 'report', run: () => call(origin, `${S}/report`, { body: reportBody() }) },
      { name: 'staff by-id', run: () => call(origin, `${S}/by-id/${id}`, { token }) },
      { name: 'readyz', run: () => call(origin, '/readyz') },
    ];
    const withoutDatabase: Probe[] = [
      { name: 'healthz', run: () => call(origin, '/healthz') },
      { name: 'country codes', run: () => call(origin, `${API}/geodata/country/codes`) },
    ];
    const statusesOf = async (probes: Probe[]) => {
      const answers = await Promise.all(probes.map((probe) => probe.run()));
      for (const [index, answer] of answers.entries()) {
        assert.ok(answer.ms < MAX_ANSWER_MS, `${probes[index]!.name} answered in ${Math.round(answer.ms)} ms`);
      }
      return Object.fromEntries(answers.map((answer, index) => [probes[index]!.name, answer.status]));
    };
    const all = (probes: Probe[], predicate: (status: number) => boolean) => (statuses: Record<string, number>) =>
      probes.every((probe) => predicate(statuses[probe.name]!));

    const ok = (status: number) => status >= 200 && status < 300;
    const before = await statusesOf(needsDatabase);
    assert.ok(all(needsDatabase, ok)(before), JSON.stringify(before));

    // Visitors keep coming the whole time: none of them may see a 500 or wait long.
    let visiting = true;
    const seen = new Map<number, number>();
    let slowest = 0;
    const visitor = async () => {
      while (visiting) {
        for (const probe of needsDatabase.slice(0, 6)) {
          const answer = await probe.run();
          seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
          slowest = Math.max(slowest, answer.ms);
        }
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);

    try {
      const stoppedAt = Date.now();
      postgres!.stop();
      t.diagnostic(`PostgreSQL stopped in ${Date.now() - stoppedAt} ms`);
      for (let round = 0; round < 3; round += 1) {
        const down = await statusesOf(needsDatabase);
        assert.ok(all(needsDatabase, (status) => status === 503)(down), JSON.stringify(down));
        const fine = await statusesOf(withoutDatabase);
        assert.ok(all(withoutDatabase, ok)(fine), JSON.stringify(fine));
      }
      const refused = await call(origin, `${S}/total-sightings`);
      assert.deepEqual(Object.keys(refused.body), ['statusCode', 'error', 'message']);
      assert.equal(refused.headers.get('retry-after'), '5');
    } finally {
      postgres!.start();
    }

    const deadline = Date.now() + 15_000;
    let after = await statusesOf(needsDatabase);
    while (!all(needsDatabase, ok)(after) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await statusesOf(needsDatabase);
    }
    visiting = false;
    await Promise.all(visitors);
    assert.ok(all(needsDatabase, ok)(after), `after the restart: ${JSON.stringify(after)}`);
    assert.equal((await call(origin, `${S}/by-id/${id}`, { token })).body.id, id, 'the report made before is there');

    t.diagnostic(`visitors saw ${JSON.stringify(Object.fromEntries(seen))}; slowest answer ${Math.round(slowest)} ms`);
    assert.deepEqual(
      [...seen.keys()].filter((status) => status !== 200 && status !== 201 && status !== 503),
      [],
      'only 2xx and 503',
    );
    assert.ok(seen.has(503), 'the visitors met the outage');
    assert.ok(slowest < MAX_ANSWER_MS, `slowest answer ${Math.round(slowest)} ms`);
    assert.equal(server.child.exitCode, null, 'the server never restarted');
  },
);
