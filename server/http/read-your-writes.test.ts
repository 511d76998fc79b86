import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API_BASE, apiPaths } from '../../common/api/api-paths.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { sightingStores } from '../test/sighting-stores.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { WRITTEN_COOKIE } from './read-your-writes.ts';

const latest = `${API_BASE}${apiPaths.latestSighting}`;

// PostgreSQL only: SQLite reads the data version for every answer, in process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a browser that has just written, on PostgreSQL', () => {
  const test = useTestApp('postgres');

  it('gets a short-lived cookie with the answer to its write, none with a read or a refusal', async () => {
    const written = await injectAsBrowser(test.app, {
      method: 'POST',
      url: `${API_BASE}/feedback`,
      payload: { message: 'The map is lovely.' },
    });
    expect(written.statusCode).toBeLessThan(400);
    const cookie = written.cookies.find((each) => each.name === WRITTEN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 5, path: '/' });

    const read = await test.app.inject({ method: 'GET', url: latest });
    expect(read.cookies.find((each) => each.name === WRITTEN_COOKIE)).toBeUndefined();
    const refused = await injectAsBrowser(test.app, { method: 'POST', url: `${API_BASE}/feedback`, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((each) => each.name === WRITTEN_COOKIE)).toBeUndefined();
  });

  it('reads the data version afresh, where the process would answer from the version it knows', async () => {
    await sightingStores(test.database.handle).bulk.insertMany([makeSighting({ id: 'fresh001' })]);
    const before = await test.app.inject({ method: 'GET', url: latest });
    expect(before.statusCode, before.body).toBe(200);
    // A change no notification announces yet, as another process's write whose word is still on its
    // way: the trigger that announces it is kept from firing.
    await test.database.handle.db.transaction().execute(async (transaction) => {
      await sql`set local session_replication_role = replica`.execute(transaction);
      await sql`update settings set value = 'changed-unannounced' where key = 'timeline_version'`.execute(transaction);
    });
    const afterWrite = await test.app.inject({
      method: 'GET',
      url: latest,
      cookies: { [WRITTEN_COOKIE]: 'wrote' },
    });
    expect(afterWrite.statusCode).toBe(200);
    expect(afterWrite.headers.etag).toBeDefined();
    expect(afterWrite.headers.etag).not.toBe(before.headers.etag);
  });
});
