import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite } from './connection.ts';
import { ReusableQuery } from './reusable-query.ts';

describe('a query compiled once', () => {
  it('runs again with other values, fixed values kept', async () => {
    const handle = openSqlite(':memory:');
    try {
      await sql`create table settings (key text primary key, value text not null)`.execute(handle.db);
      await sql`insert into settings values ('a', '1'), ('b', '2'), ('c', '3')`.execute(handle.db);
      const query = new ReusableQuery(1, (key: string) =>
        handle.db.selectFrom('settings').select('value').where('key', '=', key).where('value', '!=', '9'),
      );
      expect(await query.execute(handle.db, 'b')).toEqual([{ value: '2' }]);
      expect(await query.execute(handle.db, 'c')).toEqual([{ value: '3' }]);
      expect(await query.execute(handle.db, 'zzz')).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('refuses a placeholder that does not become a parameter', () => {
    const handle = openSqlite(':memory:');
    expect(
      () => new ReusableQuery(1, (key: string) => handle.db.selectFrom('settings').select(sql.lit(key).as('key'))),
    ).toThrow('Every placeholder of a reusable query must be a parameter.');
    void handle.close();
  });
});
