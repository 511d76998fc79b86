/**
 * Live updates across server processes: a report approved through one process reaches the stream
 * clients of another at once, on PostgreSQL (two processes, LISTEN/NOTIFY) and on SQLite (two workers
 * of one server, through the cluster's primary); and a client that dropped gets what it missed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openEventStream, type EventStreamClient, type StreamEvent } from '../server/test/event-stream-client.ts';
import { adminToken, API, approve, call, reportBody } from './support/api-client.ts';
import {
  freshPostgresDatabase,
  freshPostgresUnavailable,
  type FreshDatabase,
} from './support/fresh-postgres-database.ts';
import { ADMIN_ENV, startServer, type ServerProcess } from './support/server-process.ts';

const STREAM = `${API}/sightings/stream`;
/**
 * Below the hubs' 5 s safety poll: an event that arrives within it was woken by the other process
 * (a notification or the primary's message), not found by the poll.
 */
const WOKEN_WITHIN_MS = 4000;

const published = (id: string) => (event: StreamEvent) =>
  event.data?.kind === 'published' && event.data.sighting.id === id;

const streams: EventStreamClient[] = [];
async function openStream(origin: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
  const stream = await openEventStream(origin + STREAM, headers);
  assert.equal(stream.status, 200);
  streams.push(stream);
  // Listening once the stream has said where it stands (its first event: an id alone).
  await stream.waitFor((event) => event.id !== null);
  return stream;
}

async function report(origin: string): Promise<string> {
  const answer = await call(origin, `${API}/sightings/report`, { body: reportBody() });
  assert.equal(answer.status, 201);
  return answer.body.id;
}

const env = { ...ADMIN_ENV, DEMO_DATA: 'false' };

after(() => {
  for (const stream of streams) stream.close();
});

describe('on PostgreSQL, two server processes', { skip: freshPostgresUnavailable() ?? false }, () => {
  let database: FreshDatabase | undefined;
  let one: ServerProcess | undefined;
  let other: ServerProcess | undefined;

  before(async () => {
    database = await freshPostgresDatabase('live');
    const postgresEnv = { ...env, DATABASE_URL: database.url, WORKERS: '1' };
    one = await startServer({ env: postgresEnv });
    other = await startServer({ env: postgresEnv });
  });
  after(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await database?.drop();
  });

  test('a report approved through one reaches a stream client of the other', async () => {
    const watching = await openStream(other!.origin);
    const id = await report(one!.origin);
    assert.equal((await approve(one!.origin, await adminToken(one!.origin), id)).status, 200);
    const event = await watching.waitFor(published(id), WOKEN_WITHIN_MS);
    assert.equal(event.data.sighting.approved, true);
    assert.equal(event.data.total, 1);
  });

  test('a client that dropped for a while gets what it missed from the other process', async () => {
    const token = await adminToken(one!.origin);
    const first = await openStream(other!.origin);
    const seen = first.lastEventId()!;
    first.close();
    const missed = [await report(one!.origin), await report(one!.origin)];
    for (const id of missed) assert.equal((await approve(other!.origin, token, id)).status, 200);

    const again = await openStream(one!.origin, { 'last-event-id': seen });
    await again.waitFor(published(missed[1]!));
    const ids = again.events.filter((event) => event.type === 'message').map((event) => event.data.sighting.id);
    assert.deepEqual(ids, missed);
  });
});

describe('on SQLite, two workers of one server', () => {
  let server: ServerProcess | undefined;

  before(async () => {
    server = await startServer({ env: { ...env, WORKERS: '2' } });
  });
  after(() => server?.stop());

  test('a report approved through one worker reaches the stream clients of both', async () => {
    // The primary hands new connections to the workers in turn: of six streams, each worker holds some.
    const watching = await Promise.all(Array.from({ length: 6 }, () => openStream(server!.origin)));
    const id = await report(server!.origin);
    assert.equal((await approve(server!.origin, await adminToken(server!.origin), id)).status, 200);
    const events = await Promise.all(watching.map((stream) => stream.waitFor(published(id), WOKEN_WITHIN_MS)));
    assert.ok(events.every((event) => event.id === events[0]!.id));
  });
});
