import { afterEach, beforeEach } from 'vitest';
import type { DialectName } from '../db/dialect.ts';
import { madeByHooks } from './made-by-hooks.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A fresh database for each test of a block: made before the test, destroyed after it, so no test sees another's rows. */
export function useDatabasePerTest(dialect: DialectName): TestDatabase {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });
  return madeByHooks(() => database, 'The database is made before each test of its block.');
}
