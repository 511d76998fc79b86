import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../test/media-fixtures.ts';
import { filesUnder, testMediaStores, useTestMediaStore } from '../test/test-media-stores.ts';
import type { MediaRepository, UploadTarget } from '../sightings/media-repository.ts';
import { TemporaryUploads } from './temporary-uploads.ts';
import { UploadService } from './upload-service.ts';

const target: UploadTarget = {
  seq: 1,
  id: 'abc12345',
  submitted: '2024-05-02T08:00:00.000Z',
  mediaCount: 0,
  published: true,
};

describe.each(testMediaStores())('an upload as one careful unit, media in %s', (kind) => {
  let dataDir: string;
  const media = useTestMediaStore(kind, () => dataDir);
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-upload-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  /** What is left anywhere: the local data folder (temporary files included) and the store's sighting folders. */
  const leftBehind = async () => [
    ...filesUnder(dataDir),
    ...(kind === 's3' ? [...(await media.files('media')), ...(await media.files('originals'))] : []),
  ];

  function serviceWith(add: MediaRepository['add']): UploadService {
    const repository = { fileNames: async () => [], add } as unknown as MediaRepository;
    return new UploadService({
      repository,
      store: media.store(dataDir),
      temporary: new TemporaryUploads(dataDir),
      permission: { mayUpload: async () => true },
    });
  }

  it('takes its files away again when the database write fails', async () => {
    const uploads = serviceWith(async () => {
      throw new Error('database went away');
    });
    const photo = await jpegWithGps();
    await expect(uploads.store(target, { fileName: 'sky.jpg', stream: Readable.from([photo]) })).rejects.toThrow(
      'database went away',
    );
    expect(await leftBehind()).toEqual([]);
  });

  it('takes its files away again when the sighting filled up meanwhile', async () => {
    const uploads = serviceWith(async () => false);
    await expect(
      uploads.store(target, { fileName: 'notes.txt', stream: Readable.from([Buffer.from('hello')]) }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await leftBehind()).toEqual([]);
  });

  it('gives uploads racing for one name different names', async () => {
    const uploads = serviceWith(async () => true);
    const answers = await Promise.all(
      [1, 2, 3].map((index) =>
        uploads.store(target, { fileName: 'sky.txt', stream: Readable.from([Buffer.from(`text ${index}`)]) }),
      ),
    );
    expect(answers.map((answer) => answer.file).sort()).toEqual(['sky-2.txt', 'sky-3.txt', 'sky.txt']);
    expect(await media.files('media/2024-05-02/abc12345')).toEqual(['sky-2.txt', 'sky-3.txt', 'sky.txt']);
  });
});
