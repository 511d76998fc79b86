import { DatabaseSync } from 'node:sqlite';

export interface SnapshotFacts {
  integrityCheck: string;
  rows: Record<string, number>;
  migrations: string[];
}

const COUNTED_TABLES = ['sightings', 'sighting_tags', 'media', 'users', 'activities'] as const;

/**
 * Copies a live SQLite database to `target` with `VACUUM INTO`: one read transaction, so the copy is
 * the database as of one instant even while the app keeps writing (WAL lets it), and compacted.
 */
export function snapshotSqlite(source: string, target: string): void {
  const database = new DatabaseSync(source);
  try {
    database.exec('pragma busy_timeout = 10000');
    database.prepare('vacuum into ?').run(target);
  } finally {
    database.close();
  }
}

/** Checks a copy and counts what it holds, for the manifest. */
export function describeSnapshot(file: string): SnapshotFacts {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const integrity = database.prepare('pragma integrity_check').all() as Array<{ integrity_check: string }>;
    const rows = Object.fromEntries(
      COUNTED_TABLES.map((table) => [
        table,
        Number((database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n),
      ]),
    );
    const migrations = (
      database.prepare('select name from schema_migrations order by name').all() as Array<{ name: string }>
    ).map((row) => row.name);
    return { integrityCheck: integrity.map((row) => row.integrity_check).join('; '), rows, migrations };
  } finally {
    database.close();
  }
}
