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
});
