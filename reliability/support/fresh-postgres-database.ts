/**
 * A new, empty PostgreSQL database for one test: on TEST_DATABASE_URL's server when it is set, else
 * on a private throwaway cluster; null (with the reason) when neither is possible here.
 */
import { createDatabaseOnServer } from '../../server/test/test-database.ts';
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
  return createDatabaseOnServer(shared, name);
}
