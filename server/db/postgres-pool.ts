import pg from 'pg';

/** How long one statement may take: none for batch jobs and migrations, a few seconds for a server. */
export interface TimeLimits {
  /** PostgreSQL cancels a statement that runs longer (error 57014). */
  statementTimeoutMs: number;
  /** The client gives up on a server that does not answer at all (a hung host, a cut network). */
  queryTimeoutMs: number;
}

/** A pool of connections to one PostgreSQL server, primary or replica, with sessions in UTC. */
export function newPostgresPool(connectionString: string, maxConnections: number, limits?: TimeLimits): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    options: '-c TimeZone=UTC',
    ...(limits && { statement_timeout: limits.statementTimeoutMs, query_timeout: limits.queryTimeoutMs }),
  });
  // A dropped database connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}
