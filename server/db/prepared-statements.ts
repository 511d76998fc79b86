import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { answersArrayRows } from './array-rows.ts';
import { CommitWatch } from './committed-changes.ts';

/**
 * PostgreSQL plans each unnamed statement anew: for a lookup by id, planning took 0.74 ms and running
 * it 0.2 ms. A statement sent under a name is parsed and planned once per connection and then only
 * run. Only queries whose text never changes are named (each name stays on its connection for good),
 * so the set is small and fixed: the texts registered here, by ReusableQuery and a few fixed reads.
 * A connection that replaces a broken one prepares its statements again on first use, as pg does for
 * every new client.
 */
const statementNames = new Map<string, string>();

/** From now on, this exact text runs as a named prepared statement on PostgreSQL. */
export function prepareOnEachConnection(sqlText: string): void {
  if (!statementNames.has(sqlText)) statementNames.set(sqlText, `skywatch_${statementNames.size + 1}`);
}

/** Errors that leave the connection itself unusable (as opposed to one statement failing). */
export function breaksConnection(error: unknown): boolean {
  const code = String((error as { code?: unknown }).code ?? '');
  const message = String((error as { message?: unknown }).message ?? '');
  return (
    code.startsWith('08') ||
    code.startsWith('57P') ||
    ['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED'].includes(code) ||
    /Connection terminated|Query read timeout|Client has encountered a connection error/i.test(message)
  );
}

/**
 * The pool Kysely uses: the same connections, with registered texts sent under their names. The pool
 * listens for errors of idle connections only; a checked-out one that loses its server (a restart,
 * `terminating connection due to administrator command`) would emit an 'error' nobody hears and end
 * the process. So each checked-out client has a listener while it is out, and one that broke is
 * destroyed on release instead of going back to the pool.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      const noteFailure = (error: unknown) => {
        if (breaksConnection(error)) broken = true;
        throw error;
      };
      const commits = new CommitWatch();
      const query = (textOrCursor: string | object, values: readonly unknown[] = []): unknown => {
        if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never); // a cursor
        const name = statementNames.get(textOrCursor);
        const rowMode = answersArrayRows(textOrCursor) ? ('array' as const) : undefined;
        const answered = client
          .query({ text: textOrCursor, values: [...values], ...(name && { name }), ...(rowMode && { rowMode }) })
          .catch(noteFailure);
        const committed = commits.afterStatement(textOrCursor);
        return committed ? answered.then((result) => (committed(), result)) : answered;
      };
      return {
        query: query as PostgresPoolClient['query'],
        release: () => {
          // A broken client keeps the listener: it may still report its socket's end while it closes.
          if (!broken) client.removeListener('error', onError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
  };
}
