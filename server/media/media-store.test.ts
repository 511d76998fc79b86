import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMediaStores, useTestMediaStore } from '../test/test-media-stores.ts';
import { candidateNames } from './safe-file-name.ts';
import type { MediaFolder, MediaStore, PreparedFiles } from './media-store.ts';

describe.each(testMediaStores())('the media store, in %s', (kind) => {
  let dataDir: string;
  let store: MediaStore;
  const media = useTestMediaStore(kind, () => dataDir);
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'skywatch-store-'));
    store = media.store(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  let nextFolder = 1;
  const newFolder = (): MediaFolder => ({ day: '2024-05-02', sightingId: `s${nextFolder++}` });
  const folderOf = ({ day, sightingId }: MediaFolder) => `${day}/${sightingId}`;
  let nextTemp = 1;
  function prepared(bytes: Buffer | string, extra: Partial<PreparedFiles> = {}): PreparedFiles {
    const file = path.join(dataDir, `temp-${nextTemp++}`);
    writeFileSync(file, bytes);
    return { publicCopy: file, contentType: 'text/plain; charset=utf-8', thumbnail: null, original: null, ...extra };
  }

  it('never reuses a name: a second file of the same name takes the next one, the first kept as it was', async () => {
    const folder = newFolder();
    const first = await store.place(folder, candidateNames('sky', 'txt'), prepared('first'));
    const second = await store.place(folder, candidateNames('sky', 'txt'), prepared('second'));
    expect([first.name, second.name]).toEqual(['sky.txt', 'sky-2.txt']);
    expect((await media.read(`media/${folderOf(folder)}/sky.txt`)).toString()).toBe('first');
    expect((await media.read(`media/${folderOf(folder)}/sky-2.txt`)).toString()).toBe('second');
  });

  it('gives uploads racing for one name different names', async () => {
    const folder = newFolder();
    const placed = await Promise.all(
      [1, 2, 3, 4].map((index) => store.place(folder, candidateNames('race', 'txt'), prepared(`${index}`))),
    );
    expect(placed.map((files) => files.name).sort()).toEqual(['race-2.txt', 'race-3.txt', 'race-4.txt', 'race.txt']);
    const contents = await Promise.all(placed.map(async ({ keys }) => (await media.read(keys[0]!)).toString()));
    expect(contents.sort()).toEqual(['1', '2', '3', '4']);
  });

  it('copies a file with its thumbnail and original to another folder under a free name, and reads it', async () => {
    const from = newFolder();
    const to = newFolder();
    await store.place(
      from,
      ['photo.jpg'],
      prepared('public', { thumbnail: prepared('thumb').publicCopy, original: prepared('original').publicCopy }),
    );
    await store.place(to, ['photo.jpg'], prepared('already there'));
    const copy = await store.copyFile(from, 'photo.jpg', to, ['photo.jpg', 'photo-2.jpg']);
    expect(copy).toEqual({
      name: 'photo-2.jpg',
      keys: [
        `media/${folderOf(to)}/photo-2.jpg`,
        `media/${folderOf(to)}/photo-2.jpg.thumb.webp`,
        `originals/${folderOf(to)}/photo-2.jpg`,
      ],
      sources: [
        `media/${folderOf(from)}/photo.jpg`,
        `media/${folderOf(from)}/photo.jpg.thumb.webp`,
        `originals/${folderOf(from)}/photo.jpg`,
      ],
    });
    expect((await media.read(`media/${folderOf(to)}/photo.jpg`)).toString()).toBe('already there');
    expect((await media.read(`originals/${folderOf(to)}/photo-2.jpg`)).toString()).toBe('original');
    expect((await store.readPublic(to, 'photo-2.jpg'))?.toString()).toBe('public');
    expect(await store.readPublic(to, 'nothing.jpg')).toBeNull();
    await store.discard({ name: 'photo.jpg', keys: copy.sources });
    expect(await media.files(`media/${folderOf(from)}`)).toEqual([]);
    await expect(store.copyFile(from, 'photo.jpg', to, ['photo.jpg'])).resolves.toMatchObject({ keys: [] });
  });

  it('places a public copy, its thumbnail and the original, and discards them all again', async () => {
    const folder = newFolder();
    const placed = await store.place(
      folder,
      ['photo.jpg'],
      prepared('public', { thumbnail: prepared('thumb').publicCopy, original: prepared('original').publicCopy }),
    );
    expect(placed.keys).toEqual([
      `media/${folderOf(folder)}/photo.jpg`,
      `media/${folderOf(folder)}/photo.jpg.thumb.webp`,
      `originals/${folderOf(folder)}/photo.jpg`,
    ]);
    expect((await media.read(placed.keys[2]!)).toString()).toBe('original');
    await store.discard(placed);
    expect(await media.files(`media/${folderOf(folder)}`)).toEqual([]);
    expect(await media.files(`originals/${folderOf(folder)}`)).toEqual([]);
  });

  it('streams a file larger than one upload part whole (a multipart upload on S3)', async () => {
    const folder = newFolder();
    const bytes = randomBytes(11 * 1024 * 1024 + 17);
    await store.place(folder, ['big.bin'], prepared(bytes));
    expect((await media.read(`media/${folderOf(folder)}/big.bin`)).equals(bytes)).toBe(true);
    const again = await store.place(folder, candidateNames('big', 'bin'), prepared(bytes));
    expect(again.name).toBe('big-2.bin');
  });

  it('withholds all public files of a sighting, never over one withheld before', async () => {
    const folder = newFolder();
    await store.place(folder, ['a.txt'], prepared('first a'));
    expect(await store.withhold(folder)).toBe(1);
    await store.place(folder, ['a.txt'], prepared('second a', { thumbnail: prepared('thumb').publicCopy }));
    await store.place(folder, ['b.txt'], prepared('b'));
    expect(await store.withhold(folder)).toBe(3);
    expect(await media.files(`media/${folderOf(folder)}`)).toEqual([]);
    expect(await media.files(`originals/${folderOf(folder)}/withheld`)).toEqual([
      'a-2.txt',
      'a.txt',
      'a.txt.thumb.webp',
      'b.txt',
    ]);
    expect((await media.read(`originals/${folderOf(folder)}/withheld/a.txt`)).toString()).toBe('first a');
    expect((await media.read(`originals/${folderOf(folder)}/withheld/a-2.txt`)).toString()).toBe('second a');
    expect(await store.withhold(folder)).toBe(0);
  });

  it("keeps a pending sighting's files out of media/ until published, reads them for staff, and moves them both ways", async () => {
    const folder = { ...newFolder(), pending: true };
    const placed = await store.place(
      folder,
      ['photo.jpg'],
      prepared('public', { thumbnail: prepared('thumb').publicCopy, original: prepared('original').publicCopy }),
    );
    const pendingFolder = `originals/${folderOf(folder)}/pending`;
    expect(placed.keys).toEqual([
      `${pendingFolder}/photo.jpg`,
      `${pendingFolder}/photo.jpg.thumb.webp`,
      `originals/${folderOf(folder)}/photo.jpg`,
    ]);
    expect(await media.files(`media/${folderOf(folder)}`)).toEqual([]);
    const opened = await store.openPending(folder, 'photo.jpg');
    expect(opened).toMatchObject({ contentType: expect.any(String), length: 6 });
    expect((await text(opened!.body)).toString()).toBe('public');
    expect(await store.openPending(folder, 'nothing.jpg')).toBeNull();
    expect((await store.readPublic(folder, 'photo.jpg'))?.toString()).toBe('public');

    expect(await store.publish(folder)).toBe(2);
    expect(await media.files(`media/${folderOf(folder)}`)).toEqual(['photo.jpg', 'photo.jpg.thumb.webp']);
    expect(await media.files(pendingFolder)).toEqual([]);
    expect(await store.openPending(folder, 'photo.jpg')).toBeNull();
    expect(await store.publish(folder)).toBe(0);

    expect(await store.unpublish(folder)).toBe(2);
    expect(await media.files(`media/${folderOf(folder)}`)).toEqual([]);
    expect(await media.files(pendingFolder)).toEqual(['photo.jpg', 'photo.jpg.thumb.webp']);
    expect(await media.files(`originals/${folderOf(folder)}`)).toEqual([
      'pending/photo.jpg',
      'pending/photo.jpg.thumb.webp',
      'photo.jpg',
    ]);

    // Withheld from wherever they are: a pending report deleted.
    expect(await store.withhold(folder)).toBe(2);
    expect(await media.files(`originals/${folderOf(folder)}`)).toEqual([
      'photo.jpg',
      'withheld/photo.jpg',
      'withheld/photo.jpg.thumb.webp',
    ]);
  });

  it('never publishes over a file already public: nothing moves', async () => {
    const folder = newFolder();
    await store.place(folder, ['a.txt'], prepared('public a'));
    await store.place({ ...folder, pending: true }, ['b.txt'], prepared('pending b'));
    await store.place({ ...folder, pending: true }, ['a.txt'], prepared('pending a'));
    await expect(store.publish(folder)).rejects.toThrow();
    expect((await media.read(`media/${folderOf(folder)}/a.txt`)).toString()).toBe('public a');
    expect(await media.files(`media/${folderOf(folder)}`)).toEqual(['a.txt']);
    expect(await media.files(`originals/${folderOf(folder)}/pending`)).toEqual(['a.txt', 'b.txt']);
  });

  it('refuses folders and names that could leave their place', async () => {
    const file = prepared('x');
    await expect(store.place({ day: '2024-05-02', sightingId: '../x' }, ['a.txt'], file)).rejects.toThrow(/unsafe/);
    await expect(store.place({ day: '../../etc', sightingId: 'abc' }, ['a.txt'], file)).rejects.toThrow(/unsafe/);
    await expect(store.place(newFolder(), ['../a.txt'], file)).rejects.toThrow(/unsafe/);
    await expect(store.place(newFolder(), ['.hidden'], file)).rejects.toThrow(/unsafe/);
  });
});
