import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../backup/create-backup.ts';
import { loadConfig } from '../config.ts';

const USAGE = 'Usage: npm run backup [-- --out DIR]   (default DIR: ./backups; SQLite installations only)';

function parseCommandLine(): { outDir: string } {
  try {
    const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
    return { outDir: values.out };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(1);
  }
}

const { outDir } = parseCommandLine();
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL points to PostgreSQL: npm run backup copies a SQLite installation only.\n' +
      'Back up PostgreSQL with pg_dump, for example\n' +
      '  pg_dump --format=custom --file=skywatch.dump "$DATABASE_URL"\n' +
      'and copy DATA_DIR/media and DATA_DIR/originals beside it (see docs/operations.md).',
  );
  process.exit(2);
}

try {
  const started = performance.now();
  const { folder, manifest } = await createBackup({ dataDir: config.dataDir, outDir });
  const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  console.log(
    `Backed up ${manifest.database.rows.sightings!.toLocaleString('en-US')} sightings ` +
      `(${megabytes(manifest.database.bytes)} MB, sha256 ${manifest.database.sha256.slice(0, 12)}…), ` +
      `${manifest.media.files} media files (${megabytes(manifest.media.bytes)} MB) and ` +
      `${manifest.originals.files} originals (${megabytes(manifest.originals.bytes)} MB) ` +
      `to ${folder} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).stack}`);
  process.exitCode = 1;
}
