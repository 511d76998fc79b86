import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-database.ts';
import { withArrayRows } from './array-rows.ts';

describe.each(testDialects())('rows as arrays on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it('answers a marked statement row by row as arrays, in the order selected, and others as objects', async () => {
    const select = (first: number) => sql`select ${first} + 1 as two, 'text' as word, null as empty`;
    const arrays = await withArrayRows<readonly [number, string, null]>(select(1)).execute(database.handle.db);
    expect(arrays.rows).toEqual([[2, 'text', null]]);
    // The same statement unmarked, after the marked one was prepared: the mark belongs to its text alone.
    const objects = await select(1).execute(database.handle.db);
    expect(objects.rows).toEqual([{ two: 2, word: 'text', empty: null }]);
  });
});
