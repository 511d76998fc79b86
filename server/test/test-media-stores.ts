import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LocalMediaStore } from '../media/local-media-store.ts';
import type { DialectName } from '../db/dialect.ts';
import type { MediaStore } from '../media/media-store.ts';
import { S3MediaStore } from '../media/s3-media-store.ts';
import {
  MOTO_CREDENTIALS,
  motoMissing,
  newBucketName,
  s3Environment,
  startMotoWithBucket,
  type MotoServer,
} from './moto-server.ts';
import { testDialects } from './test-database.ts';

export type MediaStoreKind = 'local' | 's3';

const MOTO_MISSING = motoMissing('the media tests on S3 are');

/**
 * The stores a media suite runs on: the local folder always, and S3 when moto_server can be started.
 * Without it the S3 run shows as a skipped test that says why, and the reason is printed.
 */
export function testMediaStores(): MediaStoreKind[] {
  if (!MOTO_MISSING) return ['local', 's3'];
  console.warn(MOTO_MISSING);
  describe('media on S3', () => it.skip(MOTO_MISSING, () => {}));
  return ['local'];
}

/** Each test dialect with each media store, for a suite that runs on every pair. */
export function testDialectsAndMediaStores(): Array<readonly [DialectName, MediaStoreKind]> {
  const stores = testMediaStores();
  return testDialects().flatMap((dialect) => stores.map((store) => [dialect, store] as const));
}

/** One test file's view of its media store: the settings to run the app with, and what is stored. */
export interface TestMediaStore {
  kind: MediaStoreKind;
  /** Environment for buildTestApp: MEDIA_STORE and, on S3, the bucket. */
  environment(): Record<string, string>;
  /** A store of this kind on its own (local: in `dataDir`). */
  store(dataDir: string): MediaStore;
  /** Every file under a key prefix such as `media/2024-05-02/abcd1234`, relative to it, sorted. */
  files(prefix: string): Promise<string[]>;
  read(key: string): Promise<Buffer>;
}

/**
 * Sets up a media store for the surrounding describe block: for S3, a moto server on a free loopback
 * port and a fresh bucket, stopped after the block. Call it before the block's own beforeAll.
 */
export function useTestMediaStore(kind: MediaStoreKind, dataDir: () => string): TestMediaStore {
  if (kind === 'local') {
    return {
      kind,
      environment: () => ({ MEDIA_STORE: 'local' }),
      store: (folder) => new LocalMediaStore(folder),
      files: async (prefix) => filesUnder(path.join(dataDir(), ...prefix.split('/'))),
      read: async (key) => readFileSync(path.join(dataDir(), ...key.split('/'))),
    };
  }
  let server: MotoServer | undefined;
  const bucket = newBucketName();
  beforeAll(async () => {
    server = await startMotoWithBucket(bucket);
  }, 30_000);
  afterAll(() => server?.stop());
  const settings = () => ({
    endpoint: server!.endpoint,
    bucket,
    region: 'us-east-1',
    credentials: MOTO_CREDENTIALS,
    forcePathStyle: true,
  });
  return {
    kind,
    environment: () => s3Environment(server!.endpoint, bucket),
    store: () => new S3MediaStore(settings()),
    files: async (prefix) => {
      const listed = await server!.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }));
      return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length + 1)).sort();
    },
    read: async (key) => {
      const object = await server!.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
  };
}

/** Every file under a folder, relative to it, sorted. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}
