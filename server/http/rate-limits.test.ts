import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../common/api/api-paths.ts';
import { buildApp } from '../app.ts';
import { openSqlite, sqliteFilePath, type DatabaseHandle } from '../db/connection.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { injectAsBrowser } from '../test/inject-with-xsrf.ts';
import { makeReport } from '../test/report-factory.ts';
import { testDialects } from '../test/test-database.ts';
import { RateLimitRepository } from './rate-limit-repository.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

describe.each(testDialects())('rate limits counted in the database on %s', (dialect) => {
  let test: TestApp;
  let secondHandle: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    test = await buildTestApp(dialect);
    // A second app process on the same database, with its own connection where the engine allows it here.
    secondHandle = dialect === 'sqlite' ? openSqlite(sqliteFilePath(test.database.dataDir)) : test.database.handle;
    second = await buildApp({ config: test.config, database: secondHandle, webRoot: test.database.dataDir });
  });
  afterAll(async () => {
    await second?.close();
    if (secondHandle !== test?.database.handle) await secondHandle?.close();
    await test?.close();
  });

  const report = (app: typeof second, remoteAddress: string) =>
    injectAsBrowser(app, { method: 'POST', url: `${API_BASE}/sightings/report`, payload: makeReport(), remoteAddress });
  const summarize = (app: typeof second, remoteAddress: string) =>
    injectAsBrowser(app, {
      method: 'POST',
      url: `${API_BASE}/sightings/summarize`,
      payload: { detailedDescription: 'A light hovered.' },
      remoteAddress,
    });

  it('holds the report limit across two app processes: 10 in all, then 429 on both', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await report(index % 2 ? second : test.app, '198.51.100.7')).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(201));
    expect((await report(test.app, '198.51.100.7')).statusCode).toBe(429);
    expect((await report(second, '198.51.100.7')).statusCode).toBe(429);
    expect((await report(second, '198.51.100.8')).statusCode).toBe(201);
  });

  it('counts each call apart: reports used up leave summaries free', async () => {
    for (let index = 0; index < 11; index += 1) await report(test.app, '198.51.100.9');
    expect((await summarize(second, '198.51.100.9')).statusCode).toBe(200);
  });

  it('restarts an expired window at one and sweeps expired rows', async () => {
    const repository = new RateLimitRepository(test.database.handle.db);
    let clock = 1_000_000;
    const Store = databaseRateLimitStore(repository, () => clock);
    const store = new Store().child({ routeInfo: { method: 'POST', url: '/test' } });
    const hit = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('203.0.113.1', (error, result) => (error ? reject(error) : resolve(result!)), 1000),
      );
    expect(await hit()).toEqual({ current: 1, ttl: 1000 });
    clock += 400;
    expect(await hit()).toEqual({ current: 2, ttl: 600 });
    clock += 600;
    expect(await hit()).toEqual({ current: 1, ttl: 1000 });
    clock += 5000;
    await repository.deleteExpired(clock);
    const rows = await (test.database.handle.db as any)
      .selectFrom('rate_limit_hits')
      .select('key')
      .where('key', 'like', 'POST /test %')
      .execute();
    expect(rows).toEqual([]);
  });
});
