import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../../common/api/api-paths.ts';
import { liveSightingChangeSchema } from '../../../common/schemas/live-sightings.ts';
import type { Sighting } from '../../../common/schemas/sighting.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openEventStream, type EventStreamClient, type StreamEvent } from '../../test/event-stream-client.ts';
import { injectAsBrowser } from '../../test/inject-with-xsrf.ts';
import { makeSighting } from '../../test/sighting-factory.ts';
import { sightingStores } from '../../test/sighting-stores.ts';
import { addStaff, bearer, storeToken } from '../../test/staff-factory.ts';
import { testDialects } from '../../test/test-database.ts';
import { MOST_CHANGES_PER_WRITE } from './public-change-repository.ts';

const pending = (id: string) => makeSighting({ id, approved: false, status: 'PENDING' });
const kindOf = (kind: string, id?: string) => (event: StreamEvent) =>
  event.data?.kind === kind && (id === undefined || (event.data.sighting?.id ?? event.data.id) === id);

describe.each(testDialects())('the live-updates stream on %s', (dialect) => {
  let test: TestApp;
  let origin: string;
  let token: string;
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    test = await buildTestApp(dialect, { LIVE_STREAMS_PER_ADDRESS: '4', TRUST_PROXY: 'true' });
    const { handle } = test.database;
    await sightingStores(handle).bulk.insertMany([
      makeSighting({ id: 'public01' }),
      ...['live0001', 'live0002', 'live0003', 'live0004', 'live0005', 'live0006'].map(pending),
    ]);
    token = await storeToken(handle, (await addStaff(handle)).seq);
    origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => test?.close());

  const open = async (headers: Record<string, string> = {}) => {
    const stream = await openEventStream(`${origin}${API_BASE}${apiPaths.liveSightings}`, headers);
    streams.push(stream);
    return stream;
  };
  const approve = async (id: string) => {
    const current = (
      await test.app.inject({ url: `${API_BASE}/sightings/by-id/${id}`, headers: bearer(token) })
    ).json();
    const answer = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}${apiPaths.staff.updateSighting}`,
      payload: { ...current, approved: true, point: null },
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
  };
  const remove = (id: string) =>
    injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}${apiPaths.staff.deleteSighting(id)}`,
      headers: bearer(token),
    });

  it('sends a sighting as it is approved, shaped as the API answers it, with the new count', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    await approve('live0001');
    const event = await stream.waitFor(kindOf('published', 'live0001'));
    const change = liveSightingChangeSchema.parse(event.data);
    const byId = (await test.app.inject({ url: `${API_BASE}/sightings/by-id/live0001` })).json() as Sighting;
    expect(change).toEqual({ kind: 'published', sighting: byId, total: 2 });
    expect(Number(event.id)).toBeGreaterThan(0);
  });

  it('sends the id of a public sighting deleted, and nothing for a pending one deleted', async () => {
    const stream = await open();
    expect((await remove('live0005')).statusCode).toBe(200);
    expect((await remove('public01')).statusCode).toBe(200);
    const event = await stream.waitFor(kindOf('withdrawn'));
    expect(event.data).toEqual({ kind: 'withdrawn', id: 'public01', total: 1 });
    expect(stream.events.filter((seen) => seen.type === 'message')).toHaveLength(1);
  });

  it('gives a client that reconnects with Last-Event-ID what it missed, in order', async () => {
    const first = await open();
    await approve('live0002');
    await first.waitFor(kindOf('published', 'live0002'));
    const seen = first.lastEventId()!;
    first.close();

    await approve('live0003');
    await approve('live0004');
    const again = await open({ 'last-event-id': seen });
    await again.waitFor(kindOf('published', 'live0004'));
    const missed = again.events.filter((event) => event.type === 'message').map((event) => event.data.sighting.id);
    expect(missed).toEqual(['live0003', 'live0004']);
    // A page that opens a new EventSource names the id in the address instead.
    const named = await openEventStream(`${origin}${API_BASE}${apiPaths.liveSightings}?lastEventId=${seen}`);
    streams.push(named);
    await named.waitFor(kindOf('published', 'live0004'));
    expect(named.events.filter((event) => event.type === 'message')).toHaveLength(2);
  });

  it('tells a client whose missed changes are pruned to reload', async () => {
    const { db } = test.database.handle;
    const { rows } = await sql<{ id: number }>`select max(id) as id from public_changes`.execute(db);
    await sql`delete from public_changes`.execute(db);
    const stream = await open({ 'last-event-id': '1' });
    const event = await stream.waitFor(kindOf('refreshed'));
    expect(event.data).toEqual({ kind: 'refreshed', total: 4 });
    expect(Number(event.id)).toBe(Number(rows[0]!.id));
  });

  it('sends one "refreshed" for an import of many public sightings, one event each for a few', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    const { bulk } = sightingStores(test.database.handle);
    await bulk.insertMany([makeSighting({ id: 'few00001' }), makeSighting({ id: 'few00002' })]);
    await bulk.insertMany(Array.from({ length: MOST_CHANGES_PER_WRITE + 1 }, () => makeSighting()));
    // Written by another writer than this process's moderation: the safety poll (or a notification) finds it.
    const refreshed = await stream.waitFor(kindOf('refreshed'), 15_000);
    expect(refreshed.data.total).toBe(4 + 2 + MOST_CHANGES_PER_WRITE + 1);
    const published = stream.events.filter(kindOf('published')).map((event) => event.data.sighting.id);
    // Changes before a 'refreshed' read in the same batch are left out: the client reloads anyway.
    expect(published.every((id) => ['few00001', 'few00002'].includes(id))).toBe(true);
  });

  it('refuses a stream past the limit per address with 429 and a message', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    const held = await Promise.all([1, 2, 3, 4].map(() => open(address)));
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
    const refused = await open(address);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body())).toMatchObject({
      statusCode: 429,
      message: expect.stringContaining('Too many live-update streams from your address'),
    });
    expect((await open({ 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
    held[0]!.close();
    await expect.poll(async () => (await open(address)).status).toBe(200);
  });

  it('starts with its position, so a client that heard no change yet can still name where it stood', async () => {
    const quiet = await open();
    const position = await quiet.waitFor((event) => event.type === 'position');
    expect(position.data).toBe(Number(position.id));
    quiet.close();

    await approve('live0006');
    const again = await open({ 'last-event-id': position.id! });
    const missed = await again.waitFor(kindOf('published', 'live0006'));
    expect(Number(missed.id)).toBeGreaterThan(Number(position.id));
  });
});
