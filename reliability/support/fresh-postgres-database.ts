/**
 * A new, empty PostgreSQL database for one test: on TEST_DATABASE_URL's server when it is set, else
 * on a private throwaway cluster; null (with the reason) when neither is possible here.
 */
import pg from 'pg';
import { privatePostgresUnavailable, startPrivatePostgres } from './private-postgres.ts';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export function freshPostgresUnavailable(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  const reason = privatePostgresUnavailable();
  return reason && `TEST_DATABASE_URL is not set and ${reason}`;
}

export async function freshPostgresDatabase(label: string): Promise<FreshDatabase> {
  const name = `skywatch_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) {
    const cluster = await startPrivatePostgres();
    cluster.createDatabase(name);
    return { url: cluster.url(name), drop: async () => cluster.destroy() };
  }
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: shared });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
