import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMediaStores, useTestMediaStore } from '../test/test-media-stores.ts';
import type { MediaServing } from './media-store.ts';
import { candidateNames } from './safe-file-name.ts';
import { S3MediaStore } from './s3-media-store.ts';

/** What the proxy does with one request: pass it on, pass it without If-None-Match, or answer 500. */
type Meddling = (method: string, url: string) => 'pass' | 'drop-condition' | 'fail';

/**
 * A loopback proxy in front of moto that plays a store misbehaving as we choose (moto checks no
 * signatures, so a header may be dropped): one that ignores conditional puts, or fails some requests.
 */
function meddlingProxy(upstream: URL, meddle: () => Meddling): Promise<Server> {
  const proxy = createServer((incoming, answer) => {
    const action = meddle()(incoming.method!, decodeURIComponent(incoming.url!));
    if (action === 'fail') {
      incoming.resume();
      answer.writeHead(500, { 'content-type': 'application/xml' }).end('<Error><Code>InternalError</Code></Error>');
      return;
    }
    const headers = { ...incoming.headers };
    if (action === 'drop-condition') delete headers['if-none-match'];
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forwarded.on('error', (error) => answer.destroy(error));
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

describe.each(testMediaStores().filter((kind) => kind === 's3'))('an S3 store that misbehaves (%s)', (kind) => {
  let dataDir: string;
  let proxy: Server;
  let store: S3MediaStore;
  const warnings: string[] = [];
  let meddling: Meddling = () => 'drop-condition';
  const media = useTestMediaStore(kind, () => dataDir);
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-s3-'));
    const settings = media.environment();
    proxy = await meddlingProxy(new URL(settings.S3_ENDPOINT!), () => meddling);
    store = new S3MediaStore(
      {
        endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        bucket: settings.S3_BUCKET!,
        region: 'us-east-1',
        credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID!, secretAccessKey: settings.S3_SECRET_ACCESS_KEY! },
        forcePathStyle: true,
      },
      { warn: (_details, message) => warnings.push(message) },
    );
  });
  afterAll(async () => {
    store?.client.destroy();
    await new Promise((resolve) => proxy?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  let nextTemp = 1;
  function textFile(content: string) {
    const file = path.join(dataDir, `temp-${nextTemp++}`);
    writeFileSync(file, content);
    return { publicCopy: file, contentType: 'text/plain; charset=utf-8', thumbnail: null, original: null };
  }

  it('ignoring conditional puts: says so once, and still never reuses a name within the process', async () => {
    const folder = { day: '2024-05-02', sightingId: 'abcd1234' };
    const placed = await Promise.all(
      ['1', '2', '3'].map((content) => store.place(folder, candidateNames('sky', 'txt'), textFile(content))),
    );
    expect(placed.map((files) => files.name).sort()).toEqual(['sky-2.txt', 'sky-3.txt', 'sky.txt']);
    const later = await store.place(folder, candidateNames('sky', 'txt'), textFile('4'));
    expect(later.name).toBe('sky-4.txt');
    const contents = await Promise.all(
      [...placed, later].map(async ({ keys }) => (await media.read(keys[0]!)).toString()),
    );
    expect(contents.sort()).toEqual(['1', '2', '3', '4']);
    expect(warnings).toEqual([expect.stringContaining('ignores If-None-Match on PUT')]);
  });

  it.each([
    ['copying', 'copy1', (method: string, url: string) => method === 'PUT' && url.includes('withheld/b.txt')],
    [
      'deleting',
      'delete1',
      (method: string, url: string) => method === 'DELETE' && url.includes('media/2024-05-03/delete1/b.txt'),
    ],
  ])('withholds all or nothing when %s one file fails', async (_case, sightingId, fails) => {
    const folder = { day: '2024-05-03', sightingId };
    meddling = () => 'pass';
    await store.place(folder, ['a.txt'], textFile('a'));
    await store.place(folder, ['b.txt'], textFile('b'));
    meddling = (method, url) => (fails(method, url) ? 'fail' : 'pass');
    await expect(store.withhold(folder)).rejects.toThrow();
    meddling = () => 'pass';
    expect(await media.files(`media/2024-05-03/${sightingId}`)).toEqual(['a.txt', 'b.txt']);
    expect(await media.files(`originals/2024-05-03/${sightingId}`)).toEqual([]);
    expect(await store.withhold(folder)).toBe(2);
    expect(await media.files(`originals/2024-05-03/${sightingId}/withheld`)).toEqual(['a.txt', 'b.txt']);
  });

  it('says at start what is wrong with the bucket: missing, or out of reach', async () => {
    meddling = () => 'pass';
    await expect(store.check()).resolves.toBeUndefined();
    const settings = media.environment();
    const missing = new S3MediaStore({
      endpoint: settings.S3_ENDPOINT,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
    });
    await expect(missing.check()).rejects.toThrow(
      `MEDIA_STORE=s3: the bucket no-such-bucket (S3_BUCKET) at ${settings.S3_ENDPOINT} (S3_ENDPOINT) does not exist`,
    );
    missing.client.destroy();
  });

  it('answers 503 with Retry-After while the store fails or cannot be reached, never a 500', async () => {
    meddling = () => 'fail';
    const folder = { day: '2024-05-04', sightingId: 'down1' };
    const unavailable = { statusCode: 503, retryAfterSeconds: 5 };
    await expect(store.place(folder, ['a.txt'], textFile('a'))).rejects.toMatchObject(unavailable);
    await expect(store.withhold(folder)).rejects.toMatchObject(unavailable);
    meddling = () => 'pass';
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = new S3MediaStore({
      endpoint: `http://127.0.0.1:${closed}`,
      bucket: 'nowhere',
      region: 'us-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      forcePathStyle: true,
    });
    const serving = unreachable.serving as Extract<MediaServing, { open: unknown }>;
    await expect(serving.open('2024-05-04/down1/a.txt', {})).rejects.toMatchObject(unavailable);
    await expect(unreachable.check()).rejects.toThrow(/the bucket nowhere .* cannot be reached/);
    unreachable.client.destroy();
  });
});
