import type { PhotoHashRepository } from '../sightings/photo-hash-repository.ts';
import type { MediaStore } from './media-store.ts';
import { perceptualHash } from './perceptual-hash.ts';

const BATCH = 200;

/**
 * Works out the perceptual hash of stored photos that have none (stored before hashes were), reading
 * each public copy from the media store, whichever it is. Photos that cannot be read stay without one,
 * and are passed over: the walk goes on by media seq, so every photo is read once per run.
 */
export async function backfillPhotoHashes(
  hashes: PhotoHashRepository,
  store: Pick<MediaStore, 'readPublic'>,
  progress: (read: number) => void = () => {},
): Promise<{ read: number; hashed: number }> {
  let read = 0;
  let hashed = 0;
  for (let after = 0; ;) {
    const photos = await hashes.withoutHash(after, BATCH);
    if (photos.length === 0) return { read, hashed };
    for (const photo of photos) {
      const folder = { day: new Date(photo.submitted).toISOString().slice(0, 10), sightingId: photo.sightingId };
      const bytes = await store.readPublic(folder, photo.fileName);
      const hash = bytes ? await perceptualHash(bytes) : null;
      if (hash) {
        await hashes.store(photo.mediaSeq, hash);
        hashed += 1;
      }
      read += 1;
    }
    after = photos.at(-1)!.mediaSeq;
    progress(read);
  }
}
