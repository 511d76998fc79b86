/** A fingerprint of everything Skywatch stores, to prove a refused call changed nothing. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';

/**
 * The stored data. Left out on purpose: `rate_limit_hits` and `login_failures` count attempts, refused
 * ones included; that is their job (reporting and sign-in are rate-limited).
 */
const STORED_TABLES = [
  'sightings',
  'sighting_tags',
  'media',
  'users',
  'tokens',
  'activities',
  'settings',
  'upload_tokens',
  'feedback',
  'schema_migrations',
] as const;
const STORED_FOLDERS = ['media', 'originals', 'tmp'] as const;

function filesUnder(folder: string, prefix = ''): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(full, relative) : [`${relative} ${statSync(full).size}`];
  });
}

/** Table name → hash of its rows (in a stable order), and folder → its files with their sizes. */
export async function storedSnapshot(db: Kysely<any>, dataDir: string): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const tables = await Promise.all(STORED_TABLES.map((table) => db.selectFrom(table).selectAll().execute()));
  for (const [index, table] of STORED_TABLES.entries()) {
    const rows = tables[index]!.map((row) => JSON.stringify(row)).sort();
    snapshot[table] = `${rows.length} ${createHash('sha256').update(rows.join('\n')).digest('hex').slice(0, 16)}`;
  }
  for (const folder of STORED_FOLDERS) {
    snapshot[folder] = filesUnder(path.join(dataDir, folder)).sort().join(', ');
  }
  return snapshot;
}
