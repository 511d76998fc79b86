import { existsSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sqliteFilePath } from '../db/connection.ts';
import { copyTree, sha256OfFile, type CopiedTree } from './file-tree.ts';
import { describeSnapshot, snapshotSqlite, type SnapshotFacts } from './sqlite-snapshot.ts';

export const MANIFEST_FILE = 'manifest.json';
const DATABASE_FILE = path.basename(sqliteFilePath('.'));

/** Media in a bucket are not copied: the manifest records what the bucket held when the database was copied. */
export interface BucketMedia {
  bucket: string;
  tally(root: 'media' | 'originals'): Promise<CopiedTree>;
}

type MediaPart<Root extends string> = CopiedTree & ({ folder: Root } | { bucket: string; prefix: `${Root}/` });

export interface BackupManifest {
  format: 'skywatch-backup/1';
  created: string;
  dataDir: string;
  database: { file: string; bytes: number; sha256: string } & SnapshotFacts;
  media: MediaPart<'media'>;
  originals: MediaPart<'originals'>;
  restore: string;
}

export class BackupError extends Error {}

/**
 * A backup of a running SQLite installation into `{outDir}/skywatch-backup-{time}/`: the database
 * first (one consistent instant), then the media folders. Files are placed before the rows that name
 * them, so every file the copied database names is already on disk when the folders are copied. The
 * manifest is written last: a folder without one is an incomplete backup. With media in a bucket
 * (`bucket`), the folders are not copied: the bucket is backed up on its own (docs/operations.md), and
 * the manifest counts what it held just after the database copy, to check that backup against.
 */
export async function createBackup(options: {
  dataDir: string;
  outDir: string;
  now?: Date;
  bucket?: BucketMedia;
}): Promise<{
  folder: string;
  manifest: BackupManifest;
}> {
  const now = options.now ?? new Date();
  const source = sqliteFilePath(options.dataDir);
  if (!existsSync(source)) throw new BackupError(`There is no SQLite database at ${source}: check DATA_DIR.`);
  const folder = path.join(path.resolve(options.outDir), `skywatch-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(path.dirname(folder), { recursive: true });
  await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EEXIST' ? new BackupError(`${folder} exists already.`) : error;
  });

  const databaseCopy = path.join(folder, DATABASE_FILE);
  snapshotSqlite(source, databaseCopy);
  const facts = describeSnapshot(databaseCopy);
  if (facts.integrityCheck !== 'ok')
    throw new BackupError(`The copy failed its integrity check: ${facts.integrityCheck}`);
  const { bucket } = options;
  const [media, originals]: [MediaPart<'media'>, MediaPart<'originals'>] = bucket
    ? [
        { bucket: bucket.bucket, prefix: 'media/', ...(await bucket.tally('media')) },
        { bucket: bucket.bucket, prefix: 'originals/', ...(await bucket.tally('originals')) },
      ]
    : [
        { folder: 'media', ...(await copyTree(path.join(options.dataDir, 'media'), path.join(folder, 'media'))) },
        {
          folder: 'originals',
          ...(await copyTree(path.join(options.dataDir, 'originals'), path.join(folder, 'originals'))),
        },
      ];

  const manifest: BackupManifest = {
    format: 'skywatch-backup/1',
    created: now.toISOString(),
    dataDir: path.resolve(options.dataDir),
    database: {
      file: DATABASE_FILE,
      bytes: (await stat(databaseCopy)).size,
      sha256: await sha256OfFile(databaseCopy),
      ...facts,
    },
    media,
    originals,
    restore: bucket
      ? `Stop the app; copy ${DATABASE_FILE} into an empty DATA_DIR; restore the bucket ${bucket.bucket} from its own backup; start it (docs/operations.md).`
      : `Stop the app; copy ${DATABASE_FILE}, media/ and originals/ into an empty DATA_DIR; start it (docs/operations.md).`,
  };
  const manifestPath = path.join(folder, MANIFEST_FILE);
  await writeFile(`${manifestPath}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestPath}.partial`, manifestPath);
  return { folder, manifest };
}
