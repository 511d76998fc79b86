import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LocalMediaStore } from '../media/local-media-store.ts';
import type { MediaStore } from '../media/media-store.ts';
import { S3MediaStore } from '../media/s3-media-store.ts';

export type MediaStoreKind = 'local' | 's3';

/**
 * A moto S3 server on loopback (Python moto 5, `moto_server`), which implements what the S3 store uses:
 * conditional puts (If-None-Match: * on PUT and on CompleteMultipartUpload), multipart uploads, ranged
 * GETs and 416. It ignores If-None-Match on CopyObject, which is why the store never relies on it.
 */
const MOTO_SERVER = process.env.MOTO_SERVER ?? findOnPath('moto_server');
const MOTO_MISSING =
  'moto_server is not on PATH (nor named by MOTO_SERVER): the media tests on S3 are SKIPPED. ' +
  "Install Python's moto with its server (pip install 'moto[server]') to run them.";

function findOnPath(command: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, command))) return path.join(folder, command);
  }
  return undefined;
}

/**
 * The stores a media suite runs on: the local folder always, and S3 when moto_server can be started.
 * Without it the S3 run shows as a skipped test that says why, and the reason is printed.
 */
export function testMediaStores(): MediaStoreKind[] {
  if (MOTO_SERVER) return ['local', 's3'];
  console.warn(MOTO_MISSING);
  describe('media on S3', () => it.skip(MOTO_MISSING, () => {}));
  return ['local'];
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
  const bucket = `media-${Math.random().toString(36).slice(2, 10)}`;
  beforeAll(async () => {
    server = await startMoto();
    await server.client.send(new CreateBucketCommand({ Bucket: bucket }));
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
    environment: () => ({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: server!.endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: MOTO_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: MOTO_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
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

/** moto accepts any keys; these only have to be the same on both sides. */
const MOTO_CREDENTIALS = { accessKeyId: 'skywatch-test', secretAccessKey: 'skywatch-test-secret' };

interface MotoServer {
  endpoint: string;
  client: S3Client;
  stop(): Promise<void>;
}

async function startMoto(): Promise<MotoServer> {
  const port = await freePort();
  const child = spawn(MOTO_SERVER!, ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(endpoint, child, () => errors);
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: MOTO_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    client,
    stop: async () => {
      client.destroy();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilAnswering(endpoint: string, child: ChildProcess, errors: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`moto_server stopped at once:\n${errors()}`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`moto_server did not answer at ${endpoint} within 20 s:\n${errors()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
