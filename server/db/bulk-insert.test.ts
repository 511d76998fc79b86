import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRows } from './bulk-insert.ts';
import { openSqlite } from './connection.ts';
import { ValuesPerRow } from './node-sqlite-database.ts';

describe('inserting rows', () => {
  const insert = { table: 't', columns: ['a', 'doc'], casts: { doc: 'tsvector' }, suffix: 'returning a' };
  const rows = [
    [1, 'x y'],
    [2, null],
  ];

  it('gives SQLite a one-row statement to run per row', () => {
    const query = insertRows('sqlite', insert, rows);
    expect(query.sql).toBe('insert into "t" ("a", "doc") values (?, ?) returning a');
    expect(query.parameters).toEqual([new ValuesPerRow(rows)]);
  });

  it('writes one multi-row insert with numbered, cast parameters for PostgreSQL', () => {
    const query = insertRows('postgres', insert, rows);
    expect(query.sql).toBe('insert into "t" ("a", "doc") values ($1, $2::tsvector), ($3, $4::tsvector) returning a');
    expect(query.parameters).toEqual([1, 'x y', 2, null]);
  });
});

describe('a one-row statement run per row on SQLite', () => {
  it('stores every row and answers what each returned, in one call', async () => {
    const handle = openSqlite(':memory:');
    try {
      await sql`create table t (a integer primary key, doc text unique)`.execute(handle.db);
      const insert = { table: 't', columns: ['a', 'doc'], suffix: 'on conflict (doc) do nothing returning a' };
      const result = await handle.db.executeQuery(
        insertRows('sqlite', insert, [
          [1, 'x'],
          [2, 'x'],
          [3, 'y'],
        ]),
      );
      expect(result.rows).toEqual([{ a: 1 }, { a: 3 }]);
      const counted = await handle.db.executeQuery(
        insertRows('sqlite', { table: 't', columns: ['a', 'doc'] }, [
          [4, 'z'],
          [5, 'w'],
        ]),
      );
      expect(counted.numAffectedRows).toBe(2n);
      const stored = await sql<{ a: number }>`select a from t order by a`.execute(handle.db);
      expect(stored.rows.map((row) => row.a)).toEqual([1, 3, 4, 5]);
    } finally {
      await handle.close();
    }
  });
});
