import { readFile, writeFile } from 'node:fs/promises';
import { writePublicImage, writeThumbnail, type PublicImageFormat } from './image-copies.ts';
import { blankIsoMediaMetadata } from './iso-media-metadata.ts';
import type { DetectedMedia } from './media-kinds.ts';
import type { PreparedFiles } from './media-store.ts';

const IMAGE_FORMATS: Readonly<Record<string, PublicImageFormat>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
};
const ISO_MEDIA = new Set(['mp4', 'm4v', 'mov', 'qt', '3gp']);

/**
 * Makes what visitors may see of an upload: images re-encoded without metadata plus a
 * thumbnail, MP4/QuickTime with their location boxes blanked; in both cases the upload as received
 * is kept for staff. Other types (and BMP, which carries no metadata) are published as received.
 * `newTemp` gives temporary paths, which the caller removes whatever happens.
 */
export async function preparePublicCopy(
  received: string,
  media: DetectedMedia,
  newTemp: () => Promise<string>,
): Promise<PreparedFiles> {
  const imageFormat = IMAGE_FORMATS[media.extension];
  if (imageFormat) {
    const publicCopy = await newTemp();
    const thumbnail = await newTemp();
    await writePublicImage(received, publicCopy, imageFormat);
    await writeThumbnail(publicCopy, thumbnail);
    return { publicCopy, contentType: media.contentType, thumbnail, original: received };
  }
  if (ISO_MEDIA.has(media.extension)) {
    const bytes = await readFile(received);
    if (blankIsoMediaMetadata(bytes)) {
      const publicCopy = await newTemp();
      await writeFile(publicCopy, bytes, { flag: 'wx' });
      return { publicCopy, contentType: media.contentType, thumbnail: null, original: received };
    }
  }
  return { publicCopy: received, contentType: media.contentType, thumbnail: null, original: null };
}
