/**
 * Read replicas on a real streaming standby (decision 0043): a private primary and a standby made
 * with pg_basebackup -R, two server processes reading from the standby. A writer reads its own write
 * while the standby's replay is paused, on the other process too; a process whose lag bound the paused
 * standby passes reads from the primary; the standby stopped under load costs no read (no 5xx beyond
 * the documented 503), and once started again it serves reads again.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { adminToken, API, approve, call, reportBody, type Answer } from './support/api-client.ts';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  startPrivateStandby,
  type PrivatePostgres,
} from './support/private-postgres.ts';
import { openEventStream, type EventStreamClient, type StreamEvent } from '../server/test/event-stream-client.ts';
import { ADMIN_ENV, startServer, type ServerProcess } from './support/server-process.ts';

const unavailable = privatePostgresUnavailable();
const S = `${API}/sightings`;

let primary: PrivatePostgres | undefined;
let standby: PrivatePostgres | undefined;
const servers: ServerProcess[] = [];
const streams: EventStreamClient[] = [];

before(async () => {
  if (unavailable) return;
  primary = await startPrivatePostgres();
  primary.createDatabase('skywatch');
  standby = await startPrivateStandby(primary);
});
after(async () => {
  for (const stream of streams) stream.close();
  try {
    await Promise.all(servers.map((server) => server.stop()));
  } finally {
    standby?.destroy();
    primary?.destroy();
  }
});

/** One statement on one server, on a connection of its own; its first row. */
async function sql<Row extends Record<string, unknown>>(url: string, text: string): Promise<Row> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [row] = (await client.query<Row>(text)).rows;
    if (!row) throw new Error(`no row from ${text}`);
    return row;
  } finally {
    await client.end();
  }
}

/** Until the standby has replayed everything the primary holds now. */
async function caughtUp(): Promise<void> {
  const { position } = await sql<{ position: string }>(
    primary!.url('skywatch'),
    'select pg_current_wal_lsn() as position',
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { behind } = await sql<{ behind: boolean }>(
      standby!.url('skywatch'),
      `select coalesce(pg_last_wal_replay_lsn() < '${position}'::pg_lsn, true) as behind`,
    );
    if (!behind) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the standby did not catch up with the primary');
}

const pauseReplay = () => sql(standby!.url('skywatch'), 'select pg_wal_replay_pause()');
const resumeReplay = () => sql(standby!.url('skywatch'), 'select pg_wal_replay_resume()');

/** The read-your-writes cookie an answer set, as a Cookie header beside the anti-forgery one. */
function writtenCookie(answer: Answer): string {
  const set = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('skywatch-written='));
  assert.ok(set, `the write's answer carries its position: ${answer.headers.getSetCookie().join(' | ')}`);
  return set.split(';')[0]!;
}

const published = (id: string) => (event: StreamEvent) =>
  event.data?.kind === 'published' && event.data.sighting.id === id;

const withCookie = (written: string) => ({ cookie: `XSRF-TOKEN=reliability-anti-forgery-token; ${written}` });

let witnesses = 0;
/** A report from a witness of its own address (reports are limited per address), not yet public. */
function report(origin: string): Promise<Answer> {
  witnesses += 1;
  return call(origin, `${S}/report`, {
    body: reportBody(),
    clientAddress: `10.9.${witnesses >> 8}.${witnesses & 255}`,
  });
}

async function pendingReport(origin: string): Promise<string> {
  const sent = await report(origin);
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
  return sent.body.id;
}

/** Polls `check` until it holds (a wait for something to happen, never a timed assertion). */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`never: ${what}`);
}

/**
 * Whether `origin` reads public sightings from the standby: a sighting approved while the standby's
 * replay is paused is not yet public there, so a read without the writer's cookie misses it.
 */
async function readsFromStandby(writer: string, token: string, origin: string): Promise<boolean> {
  const id = await pendingReport(writer);
  await caughtUp();
  await pauseReplay();
  try {
    assert.equal((await approve(writer, token, id)).status, 200);
    return (await call(origin, `${S}/by-id/${id}`)).status === 404;
  } finally {
    await resumeReplay();
  }
}

test(
  'read replicas: own writes read at once, lag and outages fall back to the primary, the standby rejoins',
  { skip: unavailable ?? false },
  async (t) => {
    const started = Date.now();
    const phase = (name: string) => t.diagnostic(`${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const env = {
      DATABASE_URL: primary!.url('skywatch'),
      DATABASE_READ_URLS: standby!.url('skywatch'),
      ...ADMIN_ENV,
      WORKERS: '1',
      TRUST_PROXY: 'true',
    };
    // `reader` tolerates a long lag, so a paused standby stays in its rotation; `strict` does not.
    const reader = await startServer({ env: { ...env, DATABASE_READ_MAX_LAG_SECONDS: '600' } });
    servers.push(reader);
    const strict = await startServer({ env: { ...env, DATABASE_READ_MAX_LAG_SECONDS: '1' } });
    servers.push(strict);
    const token = await adminToken(strict.origin);
    phase('both processes started');

    await eventually('the reader reads from the standby', () => readsFromStandby(strict.origin, token, reader.origin));

    phase('the reader reads from the standby');
    // Read-your-writes: approved on one process, read on the other while the standby replays nothing.
    const id = await pendingReport(strict.origin);
    const watching = await Promise.all(
      [reader, strict].map(async ({ origin }) => {
        const stream = await openEventStream(`${origin}${S}/stream`);
        streams.push(stream);
        await stream.waitFor((event) => event.id !== null);
        return stream;
      }),
    );
    await caughtUp();
    await pauseReplay();
    try {
      const approved = await approve(strict.origin, token, id);
      // Live updates read the change on the primary: they come while the standby replays nothing.
      for (const stream of watching) await stream.waitFor(published(id));
      assert.equal(approved.status, 200);
      const written = writtenCookie(approved);
      assert.equal((await call(reader.origin, `${S}/by-id/${id}`)).status, 404, 'the standby has not replayed it');
      const own = await call(reader.origin, `${S}/by-id/${id}`, { headers: withCookie(written) });
      assert.equal(own.status, 200, 'the writer reads its write on the other process');
      assert.equal(own.body.id, id);
      const ownList = await call(reader.origin, `${S}/by-page?page=0&size=100`, { headers: withCookie(written) });
      assert.ok(
        ownList.body.some((sighting: { id: string }) => sighting.id === id),
        'and in the list',
      );
      // Past its bound the strict process leaves the paused standby and reads from the primary.
      await eventually('the strict process reads the primary while the standby lags', async () => {
        return (await call(strict.origin, `${S}/by-id/${id}`)).status === 200;
      });
    } finally {
      await resumeReplay();
    }
    await eventually('the standby replays the approval', async () => {
      return (await call(reader.origin, `${S}/by-id/${id}`)).status === 200;
    });

    phase('read-your-writes checked');
    // The standby stops while visitors read and witnesses write through both processes.
    const publicId: string = id;
    const reads = (origin: string) => [
      () => call(origin, `${S}/by-page?page=0&size=10`),
      () => call(origin, `${S}/by-id/${publicId}`),
      () => call(origin, `${S}/by-lat-lng-bounds?swLng=-130&swLat=20&neLng=-60&neLat=55`),
      () => call(origin, `${S}/total-sightings`),
      () => call(origin, `${S}/latest-sighting`),
      () => call(origin, `${S}/search`, { body: { term: 'lights', fromDate: '1900-01-01' } }),
    ];
    const seen = new Map<number, number>();
    let visiting = true;
    const visitor = async (origin: string) => {
      while (visiting) {
        for (const read of reads(origin)) {
          const answer = await read();
          seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
          if (answer.ms > 2000)
            t.diagnostic(
              `slow: ${read.toString()} ${Math.round(answer.ms)} ms at ${((Date.now() - started) / 1000).toFixed(1)} s`,
            );
        }
        const sent = await report(origin);
        seen.set(sent.status, (seen.get(sent.status) ?? 0) + 1);
      }
    };
    const visitors = [reader.origin, strict.origin, reader.origin, strict.origin].map(visitor);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      standby!.stop();
      for (const server of [reader, strict]) {
        for (const read of reads(server.origin)) {
          const answer = await read();
          assert.equal(answer.status, 200, `with the standby down: ${JSON.stringify(answer.body)}`);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      standby!.start();
    }
    phase('the standby started again');
    await eventually('the standby serves the reader again', () =>
      readsFromStandby(strict.origin, token, reader.origin),
    );
    phase('the standby serves again');
    visiting = false;
    await Promise.all(visitors);
    phase('the visitors are done');

    for (const stream of watching) {
      assert.equal(stream.events.filter(published(id)).length, 1, 'each stream heard the approval once');
    }
    t.diagnostic(`visitors saw ${JSON.stringify(Object.fromEntries(seen))}`);
    assert.deepEqual(
      [...seen.keys()].filter((status) => status !== 200 && status !== 201 && status !== 503),
      [],
      'only 2xx and 503',
    );
    for (const server of servers) assert.equal(server.child.exitCode, null, 'no server restarted');
  },
);
