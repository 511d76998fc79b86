import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, sqliteFilePath, type DatabaseHandle, type QueryListener } from '../db/connection.ts';
import type { DialectName } from '../db/dialect.ts';
import { prepareDatabase } from '../prepare-database.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  destroy(): Promise<void>;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDialects(): DialectName[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A fresh, migrated database of the dialect: a new SQLite file, or a new PostgreSQL database.
 * `listener` hears every statement sent after the migrations.
 */
export async function createTestDatabase(dialect: DialectName, listener?: QueryListener): Promise<TestDatabase> {
  let listening = false;
  const heard = listener && ((statement: string) => listening && listener(statement));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-test-'));
  const { handle, dropDatabase } =
    dialect === 'sqlite'
      ? { handle: openSqlite(sqliteFilePath(dataDir), heard), dropDatabase: async () => {} }
      : await createPostgresDatabase(heard);
  await prepareDatabase(handle.db, dialect);
  listening = true;
  return {
    handle,
    dataDir,
    destroy: async () => {
      await handle.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the server of TEST_DATABASE_URL, and how to drop it. */
async function createPostgresDatabase(listener: QueryListener | undefined) {
  const name = `skywatch_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const { url, drop } = await createDatabaseOnServer(process.env.TEST_DATABASE_URL!, name);
  return { handle: openPostgres(url, 4, undefined, listener), dropDatabase: drop };
}

/** Creates the database `name` on the PostgreSQL server of `adminUrl`: its address, and how to drop it. */
export async function createDatabaseOnServer(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
