import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './connection.ts';
import { ReusableQuery } from './reusable-query.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('queries planned once on PostgreSQL', () => {
  it('runs a reusable query as a named statement, and any other query unnamed', async () => {
    const handle = openPostgres(postgresUrl!, 1); // one connection: the statements below share it
    try {
      const echo = new ReusableQuery(1, (text: string) =>
        handle.db.selectNoFrom(sql<string>`${text}::text || '!'`.as('echoed')),
      );
      expect(await echo.execute(handle.db, 'one')).toEqual([{ echoed: 'one!' }]);
      expect(await echo.execute(handle.db, 'two')).toEqual([{ echoed: 'two!' }]);
      await sql`select ${'other'}::text as unnamed`.execute(handle.db);

      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        handle.db,
      );
      expect(rows.map((row) => row.statement)).toEqual([expect.stringContaining(`|| '!'`)]);
    } finally {
      await handle.close();
    }
  });

  it('survives its connection being ended while checked out, and prepares the statement again on a new one', async () => {
    const handle = openPostgres(postgresUrl!, 1);
    const other = openPostgres(postgresUrl!, 1);
    try {
      const echo = new ReusableQuery(1, (text: string) =>
        handle.db.selectNoFrom(sql<string>`${text}::text || '?'`.as('echoed')),
      );
      expect(await echo.execute(handle.db, 'before')).toEqual([{ echoed: 'before?' }]);
      const failed = await handle.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Ended by the server while this client is out of the pool and idle: an 'error' event, no query.
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other.db);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).toBeInstanceOf(Error);
      expect(await echo.execute(handle.db, 'after')).toEqual([{ echoed: 'after?' }]);
    } finally {
      await other.close();
      await handle.close();
    }
  });
});
