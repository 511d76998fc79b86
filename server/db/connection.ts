import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyConfig } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import { NodeSqliteDatabase } from './node-sqlite-database.ts';
import { newPostgresPool, type TimeLimits } from './postgres-pool.ts';
import { ReadReplicas } from './read-replicas.ts';
import { ReadRouting } from './read-routing.ts';
import { withPreparedStatements } from './prepared-statements.ts';
import type { Database } from './schema.ts';

/** Hears the text of every statement sent (tests record the statements of hot reads with it). */
export type QueryListener = (statement: string) => void;

function kyselyLog(listener: QueryListener | undefined): KyselyConfig['log'] {
  return listener && ((event) => listener(event.query.sql));
}

/** Where a database is, for a thread of the same process to open a connection of its own. */
export type DatabaseLocation = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * Where public reads go: `db` itself, or with read replicas a database that sends the reads of a
   * request run in `readRouting.onReplicas` to a replica (decision 0043).
   */
  readDb?: Kysely<Database>;
  readRouting?: ReadRouting;
  dialect: DialectName;
  /** PostgreSQL's address, for a connection of its own outside the pool (LISTEN for notifications). */
  connectionString?: string;
  /** None for a database in memory, which no other connection can reach. */
  location?: DatabaseLocation;
  close(): Promise<void>;
}

const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;

/** PostgreSQL's text for a UTC instant: '2019-12-12 18:43:00+00', '2019-12-12 18:43:00.5+00'. */
const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the ISO text SQLite stores ('2019-12-12T18:43:00.500Z'). Sessions run in UTC (see
 * openPostgres), so this is a rearrangement of the text: parsing it as a Date took 4 % of the
 * server's time on a map view of 25 sightings.
 */
export function isoFromPostgresTimestamp(text: string): string {
  const parts = UTC_TIMESTAMP.exec(text);
  if (!parts) return new Date(text).toISOString();
  return `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

// Counts and keys fit in a double; timestamps read back as ISO text, as on SQLite.
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
pg.types.setTypeParser(TIMESTAMPTZ_OID, isoFromPostgresTimestamp);

export function sqliteFilePath(dataDir: string): string {
  return path.join(dataDir, 'skywatch.sqlite');
}

export function openSqlite(filePath: string, listener?: QueryListener): DatabaseHandle {
  if (filePath !== ':memory:') mkdirSync(path.dirname(filePath), { recursive: true });
  const database = new NodeSqliteDatabase(filePath);
  // WAL lets readers run beside the writer; NORMAL sync survives a killed process (not a power cut).
  // The busy timeout comes first: after a kill, whoever opens first recovers the WAL under a lock, and
  // a process opening beside it must wait for that, not fail at start with "database is locked".
  database.native.exec(`
    pragma busy_timeout = 5000;
    pragma journal_mode = wal;
    pragma synchronous = normal;
    pragma foreign_keys = on;
    pragma cache_size = -65536;
    pragma temp_store = memory;
    pragma mmap_size = 1073741824;
  `);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: kyselyLog(listener) });
  const location: DatabaseLocation | undefined =
    filePath === ':memory:' ? undefined : { dialect: 'sqlite', file: path.resolve(filePath) };
  return { db, dialect: 'sqlite', location, close: () => db.destroy() };
}

export type { TimeLimits };

/** A request never waits long on a slow or unreachable database: it answers 503 and the visitor retries. */
export const SERVING_TIME_LIMITS: TimeLimits = { statementTimeoutMs: 10_000, queryTimeoutMs: 15_000 };

export function openPostgres(
  connectionString: string,
  maxConnections = 10,
  limits?: TimeLimits,
  listener?: QueryListener,
  replicas?: ReadReplicaSettings,
): DatabaseHandle {
  const pool = newPostgresPool(connectionString, maxConnections, limits);
  const primary = withPreparedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: primary }), log: kyselyLog(listener) });
  const handle: DatabaseHandle = {
    db,
    dialect: 'postgres',
    connectionString,
    location: { dialect: 'postgres', url: connectionString },
    close: () => db.destroy(),
  };
  if (!replicas?.urls.length) return handle;
  const readReplicas = new ReadReplicas({ pool, url: connectionString }, replicas.urls, {
    maxLagMs: replicas.maxLagMs,
    limits,
    maxConnections,
  });
  const readRouting = new ReadRouting(primary, readReplicas);
  const readDb = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: readRouting.pool() }),
    log: kyselyLog(listener),
  });
  // Until the first check answers, every read goes to the primary.
  void readReplicas.start();
  return {
    ...handle,
    readDb,
    readRouting,
    close: async () => {
      await readReplicas.close();
      await Promise.all([readDb.destroy(), db.destroy()]);
    },
  };
}

/** Streaming replicas of the primary, and how far behind one may be and still serve reads. */
export interface ReadReplicaSettings {
  urls: readonly string[];
  maxLagMs: number;
}

export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  limits?: TimeLimits,
): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, limits)
    : openSqlite(sqliteFilePath(options.dataDir));
}

/** The database a server process answers from: with DATABASE_READ_URLS, its replicas too. */
export function openServingDatabase(
  options: { databaseUrl: string | undefined; dataDir: string; readReplicas: ReadReplicaSettings },
  limits: TimeLimits,
): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, limits, undefined, options.readReplicas)
    : openSqlite(sqliteFilePath(options.dataDir));
}

/** A connection of its own to a database another part of the process opened, with its time limits. */
export function openDatabaseAt(location: DatabaseLocation, limits: TimeLimits): DatabaseHandle {
  return location.dialect === 'postgres' ? openPostgres(location.url, 1, limits) : openSqlite(location.file);
}
