import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../test/test-database.ts';
import { insertRows } from './bulk-insert.ts';
import { openSqlite } from './connection.ts';
import { ValuesPerRow } from './node-sqlite-database.ts';

describe('inserting rows', () => {
  const insert = { table: 't', columns: ['a', 'doc'], types: { a: 'integer', doc: 'tsvector' }, suffix: 'returning a' };
  const rows = [
    [1, 'x y'],
    [2, null],
  ];

  it('gives SQLite a one-row statement to run per row', () => {
    const query = insertRows('sqlite', insert, rows);
    expect(query.sql).toBe('insert into "t" ("a", "doc") values (?, ?) returning a');
    expect(query.parameters).toEqual([new ValuesPerRow(rows)]);
  });

  it('gives PostgreSQL one typed array per column, unnested into rows', () => {
    const query = insertRows('postgres', insert, rows);
    expect(query.sql).toBe(
      'insert into "t" ("a", "doc") select unnest($1::integer[]), unnest($2::tsvector[]) returning a',
    );
    expect(query.parameters).toEqual([
      [1, 2],
      ['x y', null],
    ]);
  });

  it('refuses a PostgreSQL insert without the type of every column', () => {
    expect(() => insertRows('postgres', { table: 't', columns: ['a', 'b'], types: { a: 'integer' } }, rows)).toThrow(
      /type of column b/,
    );
  });
});

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))('column arrays unnested on %s', (dialect) => {
  it('stores every value as it was given, skips conflicting rows and answers what each stored one returned', async () => {
    const database = await createTestDatabase(dialect);
    const { db } = database.handle;
    try {
      await sql`create table t (a integer primary key, note text unique, doc tsvector, at timestamptz, place point, flag boolean)`.execute(
        db,
      );
      const insert = {
        table: 't',
        columns: ['a', 'note', 'doc', 'at', 'place', 'flag'],
        types: { a: 'integer', note: 'text', doc: 'tsvector', at: 'timestamptz', place: 'point', flag: 'boolean' },
        suffix: 'on conflict (note) do nothing returning a',
      };
      // What an array literal has to quote: quotes, backslashes, commas, braces, the word NULL, line breaks.
      const awkward = 'a "quote", a \\ backslash, {braces}\nNULL';
      const result = await db.executeQuery(
        insertRows(dialect, insert, [
          [1, awkward, 'two words', '2024-05-06T07:08:09.000Z', '(1.5,-2.25)', true],
          [2, awkward, 'skipped', null, null, false],
          [3, 'NULL', null, null, null, null],
          [4, '', 'x', '1999-12-31T23:59:00.000Z', '(-180,90)', false],
        ]),
      );
      expect(result.rows).toEqual([{ a: 1 }, { a: 3 }, { a: 4 }]);
      const stored = await sql<Record<string, unknown>>`
        select a, note, doc::text as doc, at, place::text as place, flag from t order by a`.execute(db);
      expect(stored.rows).toEqual([
        {
          a: 1,
          note: awkward,
          doc: "'two' 'words'",
          at: '2024-05-06T07:08:09.000Z',
          place: '(1.5,-2.25)',
          flag: true,
        },
        { a: 3, note: 'NULL', doc: null, at: null, place: null, flag: null },
        { a: 4, note: '', doc: "'x'", at: '1999-12-31T23:59:00.000Z', place: '(-180,90)', flag: false },
      ]);
    } finally {
      await database.destroy();
    }
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
