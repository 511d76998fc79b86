import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sightingStores } from '../test/sighting-stores.ts';
import { makeSighting } from '../test/sighting-factory.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { testMediaStores, useTestMediaStore } from '../test/test-media-stores.ts';
import type { S3MediaStore } from '../media/s3-media-store.ts';
import { sha256OfFile } from './file-tree.ts';
import { BackupError, createBackup } from './create-backup.ts';

describe('backups of a SQLite installation', () => {
  let database: TestDatabase;
  let outDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await sightingStores(database.handle).bulk.insertMany([makeSighting(), makeSighting()]);
    mkdirSync(path.join(database.dataDir, 'media', '2024-05-02', 'abcd1234'), { recursive: true });
    writeFileSync(path.join(database.dataDir, 'media', '2024-05-02', 'abcd1234', 'p.jpg'), 'jpeg bytes');
    outDir = mkdtempSync(path.join(tmpdir(), 'skywatch-backup-test-'));
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(outDir, { recursive: true, force: true });
  });

  const now = new Date('2024-06-01T12:30:45.678Z');

  it('copies the database and media into a timestamped folder with a manifest', async () => {
    const { folder, manifest } = await createBackup({ dataDir: database.dataDir, outDir, now });
    expect(path.basename(folder)).toBe('skywatch-backup-2024-06-01T12-30-45-678Z');
    expect(manifest.database).toMatchObject({ file: 'skywatch.sqlite', integrityCheck: 'ok' });
    expect(manifest.database.rows.sightings).toBe(2);
    expect(manifest.database.sha256).toBe(await sha256OfFile(path.join(folder, 'skywatch.sqlite')));
    expect(manifest.media).toEqual({ folder: 'media', files: 1, bytes: 10 });
    expect(manifest.originals).toEqual({ folder: 'originals', files: 0, bytes: 0 });
    expect(readFileSync(path.join(folder, 'media', '2024-05-02', 'abcd1234', 'p.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('never writes over an earlier backup', async () => {
    await expect(createBackup({ dataDir: database.dataDir, outDir, now })).rejects.toThrow(BackupError);
  });

  it('says so when DATA_DIR holds no database', async () => {
    await expect(createBackup({ dataDir: outDir, outDir })).rejects.toThrow(/There is no SQLite database/);
  });
});

describe.each(testMediaStores().filter((kind) => kind === 's3'))('backups with media in a bucket (%s)', (kind) => {
  let database: TestDatabase;
  let outDir: string;
  const media = useTestMediaStore(kind, () => database.dataDir);

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    outDir = mkdtempSync(path.join(tmpdir(), 'skywatch-backup-test-'));
    const photo = path.join(outDir, 'photo.jpg');
    writeFileSync(photo, 'jpeg bytes');
    const store = media.store(database.dataDir);
    await store.place({ day: '2024-05-02', sightingId: 'abcd1234' }, ['p.jpg'], {
      publicCopy: photo,
      contentType: 'image/jpeg',
      thumbnail: null,
      original: null,
    });
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('copies the database, not the bucket, and records what the bucket held', async () => {
    const bucket = media.store(database.dataDir) as S3MediaStore;
    const { folder, manifest } = await createBackup({ dataDir: database.dataDir, outDir, bucket });
    expect(manifest.database.integrityCheck).toBe('ok');
    expect(manifest.media).toEqual({ bucket: bucket.bucket, prefix: 'media/', files: 1, bytes: 10 });
    expect(manifest.originals).toEqual({ bucket: bucket.bucket, prefix: 'originals/', files: 0, bytes: 0 });
    expect(manifest.restore).toContain(`restore the bucket ${bucket.bucket} from its own backup`);
    expect(existsSync(path.join(folder, 'media'))).toBe(false);
  });
});
