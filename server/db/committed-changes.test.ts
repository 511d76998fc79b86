import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CommitWatch, onWatchedCommit, watchCommitsOf } from './committed-changes.ts';
import { openPostgres } from './connection.ts';

const WATCHED = 'update watched_statement_of_the_test set value = $1';
watchCommitsOf(WATCHED);

describe('commits of watched statements', () => {
  it('are told once the statement answers, outside a transaction', () => {
    const watch = new CommitWatch();
    expect(watch.afterStatement('select 1')).toBeNull();
    expect(watch.afterStatement(WATCHED)).toBeTypeOf('function');
  });

  it('are told when the transaction commits, not before, and never when it rolls back', () => {
    const watch = new CommitWatch();
    expect(watch.afterStatement('begin')).toBeNull();
    expect(watch.afterStatement(WATCHED)).toBeNull();
    expect(watch.afterStatement('commit')).toBeTypeOf('function');
    expect(watch.afterStatement('start transaction isolation level serializable')).toBeNull();
    expect(watch.afterStatement(WATCHED)).toBeNull();
    expect(watch.afterStatement('rollback')).toBeNull();
    expect(watch.afterStatement('begin')).toBeNull();
    expect(watch.afterStatement('select 1')).toBeNull();
    expect(watch.afterStatement('commit')).toBeNull();
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('commits of watched statements on PostgreSQL', () => {
  it('are heard when the commit has answered, before the caller goes on', async () => {
    const handle = openPostgres(postgresUrl!, 1); // one connection: the temporary table lives on it
    let heard = 0;
    const stopHearing = onWatchedCommit(() => (heard += 1));
    try {
      await sql`create temporary table watched_statement_of_the_test (value text)`.execute(handle.db);
      await handle.db.transaction().execute(async (transaction) => {
        await transaction.executeQuery(CompiledQuery.raw(WATCHED, ['a']));
        expect(heard).toBe(0);
      });
      expect(heard).toBe(1);
      await handle.db.executeQuery(CompiledQuery.raw(WATCHED, ['b']));
      expect(heard).toBe(2);
      await handle.db
        .transaction()
        .execute(async (transaction) => {
          await transaction.executeQuery(CompiledQuery.raw(WATCHED, ['c']));
          throw new Error('rolled back');
        })
        .catch(() => {});
      expect(heard).toBe(2);
    } finally {
      stopHearing();
      await handle.close();
    }
  });
});
