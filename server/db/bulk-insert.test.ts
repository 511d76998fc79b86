import { describe, expect, it } from 'vitest';
import { multiRowInsert } from './bulk-insert.ts';

describe('multi-row insert', () => {
  const insert = { table: 't', columns: ['a', 'doc'], casts: { doc: 'tsvector' }, suffix: 'returning a' };
  const rows = [
    [1, 'x y'],
    [2, null],
  ];

  it('writes question marks for SQLite', () => {
    const query = multiRowInsert('sqlite', insert, rows);
    expect(query.sql).toBe('insert into "t" ("a", "doc") values (?, ?), (?, ?) returning a');
    expect(query.parameters).toEqual([1, 'x y', 2, null]);
  });

  it('writes numbered, cast parameters for PostgreSQL', () => {
    const query = multiRowInsert('postgres', insert, rows);
    expect(query.sql).toBe('insert into "t" ("a", "doc") values ($1, $2::tsvector), ($3, $4::tsvector) returning a');
  });
});
