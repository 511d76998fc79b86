/**
 * Fault (d): two app processes on one PostgreSQL, as behind a load balancer. They serve the same
 * data, a report made through one is seen through the other, and the rate limits hold across both.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { historicalSightings } from '../server/demo/historical-sightings.ts';
import { adminToken, API, approve, call, reportBody } from './support/api-client.ts';
import {
  freshPostgresDatabase,
  freshPostgresUnavailable,
  type FreshDatabase,
} from './support/fresh-postgres-database.ts';
import { ADMIN, startServer, type ServerProcess } from './support/server-process.ts';

const unavailable = freshPostgresUnavailable();
let database: FreshDatabase | undefined;
let one: ServerProcess | undefined;
let other: ServerProcess | undefined;

before(async () => {
  if (unavailable) return;
  database = await freshPostgresDatabase('two');
  const env = {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Behind the load balancer: the client address comes from X-Forwarded-For.
    TRUST_PROXY: 'true',
  };
  // Started together, as a deployment does: migrations, first admin and demo data race on purpose.
  [one, other] = await Promise.all([startServer({ env }), startServer({ env })]);
});
after(async () => {
  await Promise.all([one?.stop(), other?.stop()]);
  await database?.drop();
});

const options = { skip: unavailable ?? false };
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
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const server = attempt % 2 ? other! : one!;
    const answer = await call(server.origin, `${API}/token/generate`, {
      body: { username: ADMIN.email, password: `wrong guess ${attempt}` },
      clientAddress,
    });
    assert.equal(answer.status, 401);
  }
  for (const server of [one!, other!]) {
    const locked = await call(server.origin, `${API}/token/generate`, {
      body: { username: ADMIN.email, password: ADMIN.password },
      clientAddress,
    });
    assert.equal(locked.status, 429);
  }
});
