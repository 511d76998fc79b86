import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { ThreadsStoppedError, ThreadTimeoutError } from '../threads/thread-pool.ts';
import { sqliteFilePath } from './connection.ts';
import { ReadThreads } from './read-threads.ts';

/** Counting to a hundred million, one row at a time: seconds of work, never an answer in time. */
const countToAHundredMillion = sql<number>`(with recursive counter(n) as (select 1 union all
  select n + 1 from counter where n < 100000000) select count(*) from counter)`;

describe('long reads of SQLite on threads of their own', () => {
  let database: TestDatabase;
  let threads: ReadThreads;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await database.handle.db
      .insertInto('settings')
      .values({ key: 'read-threads', value: 'seen from another connection' })
      .execute();
    threads = new ReadThreads(sqliteFilePath(database.dataDir), 1);
  });
  afterAll(async () => {
    await threads.close();
    await database.destroy();
  });

  it("answers a query's rows from its own connection, with the values the query was built with", async () => {
    const query = database.handle.db.selectFrom('settings').select('value').where('key', '=', 'read-threads');
    expect(await threads.rows(query, 10_000)).toEqual([{ value: 'seen from another connection' }]);
  });

  it('stops a read past its time with its thread, and the next read gets a new one', async () => {
    const endless = database.handle.db.selectNoFrom(countToAHundredMillion.as('count'));
    await expect(threads.rows(endless, 200)).rejects.toBeInstanceOf(ThreadTimeoutError);
    const again = database.handle.db.selectFrom('settings').select('value').where('key', '=', 'read-threads');
    expect(await threads.rows(again, 10_000)).toHaveLength(1);
  });

  it('fails a read still running when the threads are stopped, as the server shutting down', async () => {
    const endless = database.handle.db.selectNoFrom(countToAHundredMillion.as('count'));
    const stopped = expect(threads.rows(endless, 10_000)).rejects.toBeInstanceOf(ThreadsStoppedError);
    await threads.close();
    await stopped;
  });
});
