import sharp from 'sharp';
import { HttpError } from '../http/errors.ts';

export const THUMBNAIL_WIDTH = 480;
/** Refuses decompression bombs: a 10 MB file can claim gigapixels. 100 MP covers every phone we know. */
const MAX_PIXELS = 100_000_000;

export type PublicImageFormat = 'jpeg' | 'png' | 'gif';

function unreadable(error: unknown): HttpError {
  const message = String((error as Error).message ?? '');
  if (/pixel limit/i.test(message))
    return new HttpError(413, 'The image is too large: at most 100 megapixels are accepted.');
  return new HttpError(415, 'The image could not be read: the file seems damaged.');
}

/**
 * The copy visitors see: turned upright, re-encoded without EXIF, GPS, XMP or IPTC (sharp keeps no
 * metadata unless asked); the colour profile stays so colours look the same.
 */
export async function writePublicImage(source: string, target: string, format: PublicImageFormat): Promise<void> {
  try {
    const animated = format === 'gif';
    const image = sharp(source, { limitInputPixels: MAX_PIXELS, animated, failOn: 'error' });
    const upright = animated ? image : image.rotate();
    const encoded =
      format === 'jpeg'
        ? upright.keepIccProfile().jpeg({ quality: 90 })
        : format === 'png'
          ? upright.keepIccProfile().png()
          : upright.gif();
    await encoded.toFile(target);
  } catch (error) {
    throw unreadable(error);
  }
}

/** A small WebP of the first frame for lists and previews, made from the public copy. */
export async function writeThumbnail(source: string, target: string): Promise<void> {
  try {
    await sharp(source, { limitInputPixels: MAX_PIXELS })
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(target);
  } catch (error) {
    throw unreadable(error);
  }
}
