import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Database } from './schema.ts';

/**
 * One PostgreSQL connection of a bulk load: Kysely for its statements and COPY for its rows, both on
 * the same session, so both are in its transactions. A load stores from several at once (decision
 * 0027); the database's unique indexes keep ids and keys unique across them.
 */
export interface CopyConnection {
  /** Every statement on this one connection (a transaction included). */
  db: Kysely<Database>;
  /** Streams COPY text (`copy … from stdin`) into the session. */
  copy(statement: string, text: Uint8Array): Promise<void>;
}

export interface CopyConnections {
  connections: CopyConnection[];
  close(): Promise<void>;
}

export async function openCopyConnections(connectionString: string, count: number): Promise<CopyConnections> {
  const clients: pg.Client[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      // Not waiting for each batch's commit to reach the disk: a crash loses at most the last batches
      // stored, whole (never a part of one), and loading again stores just those (import keys).
      const client = new pg.Client({ connectionString, options: '-c TimeZone=UTC -c synchronous_commit=off' });
      // A connection the server ends while it is idle must not end the process: its next statement fails.
      client.on('error', () => {});
      clients.push(client);
      await client.connect();
    }
  } catch (error) {
    await Promise.allSettled(clients.map((client) => client.end()));
    throw error;
  }
  const connections = clients.map((client) => {
    // A pool of this one client: Kysely's transactions and the COPY share the session.
    const pool = {
      connect: async () => ({ query: client.query.bind(client), release: () => {} }),
      end: async () => {},
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });
    const copy = (statement: string, text: Uint8Array) =>
      pipeline(Readable.from([text]), client.query(copyFrom(statement)));
    return { db, copy };
  });
  return {
    connections,
    close: async () => {
      await Promise.allSettled(clients.map((client) => client.end()));
    },
  };
}
