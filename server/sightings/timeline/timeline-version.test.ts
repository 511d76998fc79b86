import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { bumpTimelineVersion, readTimelineVersion, SharedVersionReads } from './timeline-version.ts';

const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

/** A connection of its own to a test's PostgreSQL database, as another process would hold. */
async function secondConnection(database: TestDatabase): Promise<pg.Client> {
  const { name } = await database.handle.db
    .selectNoFrom((eb) => eb.fn<string>('current_database').as('name'))
    .executeTakeFirstOrThrow();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

describe('reads of the timeline version shared by answers asking at the same time', () => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.destroy());

  it('reads the version as it is when asked, one read after another', async () => {
    database = await createTestDatabase('sqlite');
    const reads = new SharedVersionReads(database.handle.db);
    await bumpTimelineVersion(database.handle.db);
    const first = await reads.read();
    await bumpTimelineVersion(database.handle.db);
    const second = await reads.read();
    expect(second).not.toBe(first);
    expect(second).toBe(await readTimelineVersion(database.handle.db));
  });

  onPostgres('answers those who ask while a read is under way with one read that leaves after they asked', async () => {
    const versionReads: string[] = [];
    database = await createTestDatabase('postgres', (statement) => {
      if (statement.includes('timeline_version') && statement.startsWith('select')) versionReads.push(statement);
    });
    await bumpTimelineVersion(database.handle.db);
    const writer = await secondConnection(database);
    try {
      // The first read waits behind the writer's lock, so it is still on its way when the others ask.
      await writer.query('begin');
      await writer.query('lock table settings in access exclusive mode');
      const reads = new SharedVersionReads(database.handle.db);
      const underWay = reads.read();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await writer.query(`update settings set value = 'after the first read left' where key = 'timeline_version'`);
      const [second, third] = [reads.read(), reads.read()];
      expect(second).toBe(third);
      expect(second).not.toBe(underWay);
      await writer.query('commit');
      await underWay;
      expect(await second).toBe('after the first read left');
      expect(versionReads).toHaveLength(2);
    } finally {
      await writer.end();
    }
  });

  onPostgres('notifies every listening process of each new version, at commit', async () => {
    database = await createTestDatabase('postgres');
    const listener = await secondConnection(database);
    try {
      const heard: string[] = [];
      listener.on('notification', (notification) => heard.push(notification.channel));
      await listener.query('listen public_changes');
      await database.handle.db.transaction().execute(async (transaction) => {
        await bumpTimelineVersion(transaction);
        await bumpTimelineVersion(transaction);
      });
      // A round trip on the listening connection: the notification, sent at commit, came before its answer.
      await listener.query('select 1');
      expect(heard).toEqual(['public_changes']);
    } finally {
      await listener.end();
    }
  });
});
