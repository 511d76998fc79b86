import { parseArgs } from 'node:util';
import { BackupError, createBackup } from '../backup/create-backup.ts';
import { loadConfig } from '../config.ts';
import { S3MediaStore } from '../media/s3-media-store.ts';

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
      (config.mediaStore.kind === 's3'
        ? `and back the bucket ${config.mediaStore.bucket} up on its own (see docs/operations.md).`
        : 'and copy DATA_DIR/media and DATA_DIR/originals beside it (see docs/operations.md).'),
  );
  process.exit(2);
}

try {
  const started = performance.now();
  const bucket = config.mediaStore.kind === 's3' ? new S3MediaStore(config.mediaStore) : undefined;
  const { folder, manifest } = await createBackup({ dataDir: config.dataDir, outDir, bucket });
  const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  const media =
    `${manifest.media.files} media files (${megabytes(manifest.media.bytes)} MB) and ` +
    `${manifest.originals.files} originals (${megabytes(manifest.originals.bytes)} MB)`;
  console.log(
    `Backed up ${manifest.database.rows.sightings!.toLocaleString('en-US')} sightings ` +
      `(${megabytes(manifest.database.bytes)} MB, sha256 ${manifest.database.sha256.slice(0, 12)}…)` +
      (bucket
        ? ` to ${folder}; the bucket ${bucket.bucket} holds ${media}: back it up on its own`
        : `, ${media} to ${folder}`) +
      ` in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  bucket?.client.destroy();
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `Backup failed: ${(error as Error).stack}`);
  process.exitCode = 1;
}
