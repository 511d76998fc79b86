/**
 * A moto S3 server on loopback (Python moto 5, `moto_server`), which implements what the S3 store uses:
 * conditional puts (If-None-Match: * on PUT and on CompleteMultipartUpload), multipart uploads, ranged
 * GETs and 416. It ignores If-None-Match on CopyObject, which is why the store never relies on it.
 * Used by the media suites (vitest) and the reliability suite (node:test) alike.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.ts';

const MOTO_SERVER = process.env.MOTO_SERVER ?? findOnPath('moto_server');

/** Why the S3 runs cannot happen here, or null when moto_server can be started. */
export function motoMissing(whatIsSkipped: string): string | null {
  if (MOTO_SERVER) return null;
  return (
    `moto_server is not on PATH (nor named by MOTO_SERVER): ${whatIsSkipped} SKIPPED. ` +
    "Install Python's moto with its server (pip install 'moto[server]') to run them."
  );
}

function findOnPath(command: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, command))) return path.join(folder, command);
  }
  return undefined;
}

/** moto accepts any keys; these only have to be the same on both sides. */
export const MOTO_CREDENTIALS = { accessKeyId: 'skywatch-test', secretAccessKey: 'skywatch-test-secret' };

export interface MotoServer {
  endpoint: string;
  client: S3Client;
  stop(): Promise<void>;
}

/** The app's settings for a bucket on this moto server (path-style, as self-hosted stores need). */
export function s3Environment(endpoint: string, bucket: string): Record<string, string> {
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: MOTO_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: MOTO_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** A bucket name nobody else's test uses. */
export function newBucketName(): string {
  return `media-${Math.random().toString(36).slice(2, 10)}`;
}

/** Starts moto_server on a free loopback port and creates `bucket` there. */
export async function startMotoWithBucket(bucket: string): Promise<MotoServer> {
  const server = await startMoto();
  try {
    await server.client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
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
