import { createHash } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../dialect.ts';
import { countExploreCells, createShapeYearTriggers, recountShapeYears } from './explore-counts-as-applied.ts';

/** Every statement migrations 015 and 021 send, compiled for `dialect` without a database. */
async function statementsOf(dialect: DialectName): Promise<string[]> {
  const statements: string[] = [];
  const postgres = dialect === 'postgres';
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (inner) => (postgres ? new PostgresIntrospector(inner) : new SqliteIntrospector(inner)),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
    log: (event) => {
      statements.push(event.query.sql);
    },
  });
  await countExploreCells(db, dialect);
  await recountShapeYears(db, dialect);
  await createShapeYearTriggers(db, dialect);
  return statements;
}

const digest = (statements: readonly string[]) => createHash('sha256').update(statements.join('\n;\n')).digest('hex');

// The triggers and recounts of applied migrations never change: a database migrated today must get
// what one migrated then got. A change the data needs is a new migration.
describe('the explorer counts of migrations 015 and 021', () => {
  it.each([
    ['sqlite', 41, 'c79a87633ce924c0599366853d6e83012ce4849a3c1335eef158df7c3645ba4c'],
    ['postgres', 43, 'ca747efe733e3c1adaa99553706e9ee4abeff1f4b741150cc2b68d9240f467f9'],
  ] as const)('are the statements applied, on %s', async (dialect, count, expected) => {
    const statements = await statementsOf(dialect);
    expect(statements).toHaveLength(count);
    expect(digest(statements)).toBe(expected);
  });
});
