/**
 * Fault (d): two app processes on one PostgreSQL and one S3 bucket (moto on loopback), as behind a load
 * balancer. They serve the same data, a report and its photo made through one are seen and served
 * through the other, the rate limits and staff sessions hold across both, and one killed in the middle
 * of a load loses nothing it answered.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { historicalSightings } from '../server/demo/historical-sightings.ts';
import { jpegWithGps } from '../server/test/media-fixtures.ts';
import { addressesUnder } from '../server/test/remote-addresses.ts';
import {
  motoMissing,
  newBucketName,
  s3Environment,
  startMotoWithBucket,
  type MotoServer,
} from '../server/test/moto-server.ts';
import { adminToken, API, approve, call, reportBody, upload } from './support/api-client.ts';
import {
  freshPostgresDatabase,
  freshPostgresUnavailable,
  type FreshDatabase,
} from './support/fresh-postgres-database.ts';
import { KILL_UNDER_LOAD, type AnsweredReport } from './support/kill-under-load.ts';
import { ADMIN, ADMIN_ENV, startServer, type ServerProcess } from './support/server-process.ts';

const unavailable = freshPostgresUnavailable();
// Without moto the processes keep media in folders of their own, which cannot be shared: those checks skip.
const noSharedMedia = motoMissing('the checks of media shared by the two processes (S3) are');
if (noSharedMedia && !unavailable) console.log(noSharedMedia);
let database: FreshDatabase | undefined;
let moto: MotoServer | undefined;
let one: ServerProcess | undefined;
let other: ServerProcess | undefined;

before(async () => {
  if (unavailable) return;
  database = await freshPostgresDatabase('two');
  const bucket = newBucketName();
  if (!noSharedMedia) moto = await startMotoWithBucket(bucket);
  const env = {
    DATABASE_URL: database.url,
    ...ADMIN_ENV,
    // Behind the load balancer: the client address comes from X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...(moto && s3Environment(moto.endpoint, bucket)),
  };
  // Started together, as a deployment does: migrations, first admin and demo data race on purpose.
  [one, other] = await Promise.all([startServer({ env }), startServer({ env })]);
});
after(async () => {
  await Promise.all([one?.stop(), other?.stop()]);
  await moto?.stop();
  await database?.drop();
});

const options = { skip: unavailable ?? false };
const mediaOptions = { skip: unavailable ?? noSharedMedia ?? false };
const S = `${API}/sightings`;

test('both serve the same data, loaded once', options, async () => {
  const [oneTotal, otherTotal] = await Promise.all([
    call(one!.origin, `${S}/total-sightings`),
    call(other!.origin, `${S}/total-sightings`),
  ]);
  assert.equal(oneTotal.body, historicalSightings.length);
  assert.equal(otherTotal.body, historicalSightings.length);
  const page = `${S}/by-page?page=0&size=100`;
  assert.deepEqual((await call(one!.origin, page)).body, (await call(other!.origin, page)).body);
});

test('a report made through one is seen through the other, and approved there', options, async () => {
  const clientAddress = '198.51.100.1';
  const report = await call(one!.origin, `${S}/report`, { body: reportBody(), clientAddress });
  assert.equal(report.status, 201);
  const id: string = report.body.id;

  assert.equal((await call(other!.origin, `${S}/by-id/${id}`)).status, 404, 'pending: not public');
  const token = await adminToken(one!.origin);
  const asStaff = await call(other!.origin, `${S}/by-id/${id}`, { token });
  assert.equal(asStaff.status, 200, 'a token from one process is good on the other');
  assert.equal(asStaff.body.status, 'PENDING');

  assert.equal((await approve(other!.origin, token, id)).status, 200);
  const seen = await call(one!.origin, `${S}/by-id/${id}`);
  assert.equal(seen.status, 200);
  assert.equal(seen.body.approved, true);
  assert.equal((await call(one!.origin, `${S}/total-sightings`)).body, historicalSightings.length + 1);
  assert.equal((await call(other!.origin, `${S}/total-sightings`)).body, historicalSightings.length + 1);
});

test('10 reports per address in all, whichever process takes them; then 429 on both', options, async () => {
  const clientAddress = '198.51.100.50';
  const statuses: number[] = [];
  for (let index = 0; index < 10; index += 1) {
    const server = index % 2 ? other! : one!;
    statuses.push((await call(server.origin, `${S}/report`, { body: reportBody(), clientAddress })).status);
  }
  assert.deepEqual(statuses, Array(10).fill(201));
  for (const server of [one!, other!]) {
    const refused = await call(server.origin, `${S}/report`, { body: reportBody(), clientAddress });
    assert.equal(refused.status, 429);
    assert.match(refused.body.message, /^Too many reports from your address/);
  }
  const elsewhere = await call(other!.origin, `${S}/report`, { body: reportBody(), clientAddress: '198.51.100.51' });
  assert.equal(elsewhere.status, 201, 'another address is not affected');
});

test('3 wrong passwords in all from one address slow the account there on both processes', options, async () => {
  const clientAddress = '198.51.100.60';
  const guess = (server: ServerProcess, attempt: number) =>
    call(server.origin, `${API}/token/generate`, {
      body: { username: ADMIN.email, password: `wrong guess ${attempt}` },
      clientAddress,
    });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    assert.equal((await guess(attempt % 2 ? other! : one!, attempt)).status, 401);
  }
  // Each failure past the third doubles the wait, first 1 s: two more, each after its wait, make it 4 s,
  // so the checks below do not depend on how fast a busy machine answers them.
  for (let failures = 3, attempt = 3; failures < 5; attempt += 1) {
    const answer = await guess(attempt % 2 ? other! : one!, attempt);
    if (answer.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000 + 100));
      continue;
    }
    assert.equal(answer.status, 401);
    failures += 1;
  }
  for (const server of [one!, other!]) {
    const locked = await call(server.origin, `${API}/token/generate`, {
      body: { username: ADMIN.email, password: ADMIN.password },
      clientAddress,
    });
    assert.equal(locked.status, 429);
  }
});

test('a photo uploaded through one is served through the other, whole and in part', mediaOptions, async () => {
  const clientAddress = '198.51.100.70';
  const report = await call(one!.origin, `${S}/report`, { body: reportBody(), clientAddress });
  assert.equal(report.status, 201);
  const photo = { name: 'lights.jpg', bytes: await jpegWithGps(320, 240), type: 'image/jpeg' };
  const stored = await upload(one!.origin, report.body.id, report.body.uploadToken, photo, clientAddress);
  assert.equal(stored.status, 201, JSON.stringify(stored.body));
  // Published through the first: its files leave the pending folder for /media, in the shared bucket.
  assert.equal((await approve(one!.origin, await adminToken(one!.origin), report.body.id)).status, 200);
  const address = `${other!.origin}/media/${report.body.submitted.slice(0, 10)}/${report.body.id}/${stored.body.file}`;

  const whole = await fetch(address);
  assert.equal(whole.status, 200);
  assert.equal(whole.headers.get('content-type'), 'image/jpeg');
  const bytes = Buffer.from(await whole.arrayBuffer());
  assert.ok(bytes.length > 100, 'the public copy has bytes');
  const part = await fetch(address, { headers: { range: 'bytes=0-99' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers.get('content-range'), `bytes 0-99/${bytes.length}`);
  assert.deepEqual(Buffer.from(await part.arrayBuffer()), bytes.subarray(0, 100));
  // Cacheable by a CDN in front of the processes: no cookie rides on a media answer.
  assert.equal(whole.headers.get('set-cookie'), null);
  assert.equal(part.headers.get('set-cookie'), null);
});

test('a staff session made through one works on the other until signed out through one', options, async () => {
  const token = await adminToken(one!.origin);
  const pending = `${API}/administration/sightings/pending`;
  assert.equal((await call(other!.origin, pending, { token })).status, 200);
  const validate = { body: { username: ADMIN.email, token } };
  assert.equal((await call(other!.origin, `${API}/token/validate`, validate)).body.valid, true);

  assert.equal((await call(one!.origin, `${API}/token/revoke`, { method: 'POST', token })).status, 204);
  const refused = await call(other!.origin, pending, { token });
  assert.equal(refused.status, 401, 'the other process sees the sign-out at once');
  assert.equal((await call(other!.origin, `${API}/token/validate`, validate)).body.valid, false);
  assert.equal((await call(one!.origin, pending, { token })).status, 401);
});

test('reports approved through either process are counted and grouped alike on both', options, async () => {
  // Near Reykjavik, far from every other report of this suite: 10 km and 20 minutes apart, one event.
  const box = 'swLng=-23&swLat=63.5&neLng=-21&neLat=64.5';
  const reports = [
    { latitude: 64.13, longitude: -21.9, occurred: '2023-02-02T21:00:00.000Z' },
    { latitude: 64.07, longitude: -21.72, occurred: '2023-02-02T21:20:00.000Z' },
  ];
  const total = async (server: ServerProcess, query: string) =>
    (await call(server.origin, `${S}/clusters?${query}&zoom=8`)).body.total as number;
  const countedBefore = await total(one!, box);
  const token = await adminToken(one!.origin);
  const ids: string[] = [];
  for (const [index, place] of reports.entries()) {
    const through = index === 0 ? one! : other!;
    const clientAddress = `198.51.100.8${index}`;
    const report = await call(through.origin, `${S}/report`, { body: reportBody(place), clientAddress });
    assert.equal(report.status, 201);
    assert.equal((await approve(through.origin, token, report.body.id)).status, 200);
    ids.push(report.body.id);
  }

  for (const server of [one!, other!]) {
    assert.equal(await total(server, box), countedBefore + 2, 'the kept counts hold both approvals');
    const triangles = await call(
      server.origin,
      `${S}/histogram?${box}&shape=Triangle&fromDate=2023-01-01&toDate=2023-12-31`,
    );
    assert.deepEqual(triangles.body, { buckets: [{ period: '2023', count: 2 }], total: 2 });
    const event = await call(server.origin, `${API}/events/${ids[1]}`);
    assert.equal(event.status, 200);
    assert.deepEqual(
      event.body.sightings.map((sighting: { id: string }) => sighting.id),
      ids,
      'one event, in time order',
    );
    assert.equal((await call(server.origin, `${S}/by-id/${ids[0]}`)).body.eventSize, 2);
  }
});

const { writers: WRITERS, afterMs: KILL_AFTER_MS } = KILL_UNDER_LOAD;

interface Answered extends AnsweredReport {
  through: ServerProcess;
}

// Last: it ends one of the two processes.
test(
  'one process killed (SIGKILL) under load loses nothing it answered; the other serves it all',
  options,
  async (t) => {
    const victim = other!;
    const survivor = one!;
    const photo = moto ? await jpegWithGps(320, 240) : null;
    const answered = new Map<string, Answered>();
    const failedReads: string[] = [];
    let running = true;
    const nextClientAddress = addressesUnder('10.21');
    const writer = async (writerIndex: number) => {
      for (let turn = writerIndex; running; turn += 1) {
        // As a load balancer does: each writer's requests go to one process, then the other.
        const server = turn % 2 ? victim : survivor;
        const clientAddress = nextClientAddress();
        try {
          const report = await call(server.origin, `${S}/report`, { body: reportBody(), clientAddress });
          if (report.status === 201) {
            const sighting: Answered = {
              id: report.body.id,
              submitted: report.body.submitted,
              files: [],
              through: server,
            };
            answered.set(sighting.id, sighting);
            if (photo) {
              const file = { name: 'lights.jpg', bytes: photo, type: 'image/jpeg' };
              const stored = await upload(server.origin, sighting.id, report.body.uploadToken, file, clientAddress);
              if (stored.status === 201) sighting.files.push(stored.body.file);
            }
          }
          const read = await call(server.origin, `${S}/by-page?page=0&size=25`);
          if (read.status !== 200 && server === survivor) failedReads.push(`by-page ${read.status}`);
        } catch (error) {
          // Only the killed process may stop answering.
          if (server === survivor) failedReads.push(`survivor: ${(error as Error).message}`);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    victim.child.kill('SIGKILL');
    const ended = await victim.exited;
    // A moment more on the survivor alone, as the balancer takes the dead process out.
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(writers);
    assert.equal(ended.signal, 'SIGKILL');

    const throughVictim = [...answered.values()].filter((sighting) => sighting.through === victim);
    const files = [...answered.values()].reduce((sum, sighting) => sum + sighting.files.length, 0);
    t.diagnostic(
      `killed after ${KILL_AFTER_MS} ms: ${answered.size} reports answered 201 (${throughVictim.length} by the killed process), ${files} photos`,
    );
    assert.deepEqual(failedReads, [], 'the survivor answered every call it was sent');
    assert.ok(throughVictim.length > 0, 'the killed process had answered reports');

    const token = await adminToken(survivor.origin);
    for (const sighting of answered.values()) {
      const stored = await call(survivor.origin, `${S}/by-id/${sighting.id}`, { token });
      assert.equal(stored.status, 200, `report ${sighting.id} is there`);
      for (const file of sighting.files) {
        assert.ok(stored.body.media.includes(file), `${sighting.id} lists ${file}`);
        // Awaiting review: served to staff, from the shared bucket, by the survivor.
        const served = await fetch(`${survivor.origin}${API}/administration/media/${sighting.id}/${file}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        assert.equal(served.status, 200, `${sighting.id}/${file} is served by the survivor`);
        await served.arrayBuffer();
      }
    }
    const readyz = await fetch(`${survivor.origin}/readyz`);
    assert.equal(readyz.status, 200, 'the survivor is still ready');
  },
);
