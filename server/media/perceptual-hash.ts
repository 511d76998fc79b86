import sharp from 'sharp';

/** Refuses decompression bombs, as the public copy does (image-copies.ts). */
const MAX_PIXELS = 100_000_000;
/** The difference hash compares each of 8 rows' 9 neighbouring grey pixels: 8 × 8 = 64 bits. */
const WIDTH = 9;
const HEIGHT = 8;
/** The hash is stored as four 16-bit quarters (bands) for lookups: 4 hex digits each. */
export const HASH_BANDS = 4;
const BAND_VALUES = 65_536;
/**
 * Below this spread of grey (of 255) between the darkest and brightest of the 72 pixels, an image
 * has no detail at that size (a dark night sky with one small light): its bits would be noise or all
 * zero, and every such photo would look like every other.
 */
const MIN_GREY_SPREAD = 12;
/**
 * Two photos whose hashes differ in at most this many bits are taken for one photo (a re-encoded,
 * resized or slightly recompressed copy). With four bands, two such hashes always share a band
 * (four bands, at most three differing bits: one band has none), so the band lookup finds them all.
 */
export const SAME_PHOTO_MAX_BITS = HASH_BANDS - 1;

/**
 * A photo's difference hash (dHash), 64 bits as 16 hex digits: the image, turned upright, shrunk
 * to 9 × 8 grey pixels, and one bit per pair of neighbours in a row (is the right one brighter?).
 * Resizing, re-encoding and small changes of colour or contrast leave it (nearly) the same; another
 * picture gives another hash. Null when sharp cannot read the file (a BMP, a damaged file) or the
 * image has no detail at that size.
 */
export async function perceptualHash(source: string | Buffer): Promise<string | null> {
  let pixels: Buffer;
  try {
    pixels = await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .greyscale()
      .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
  if (Math.max(...pixels) - Math.min(...pixels) < MIN_GREY_SPREAD) return null;
  let hex = '';
  for (let row = 0; row < HEIGHT; row += 1) {
    let byte = 0;
    for (let column = 0; column < WIDTH - 1; column += 1) {
      const left = pixels[row * WIDTH + column]!;
      const right = pixels[row * WIDTH + column + 1]!;
      byte = (byte << 1) | (right > left ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** How many of the 64 bits two hashes differ in. */
export function hammingDistance(first: string, second: string): number {
  let bits = 0;
  for (let band = 0; band < HASH_BANDS; band += 1) {
    let differing = bandValue(first, band) ^ bandValue(second, band);
    while (differing) {
      differing &= differing - 1;
      bits += 1;
    }
  }
  return bits;
}

/** The band keys a hash is stored and looked up under: the band's number × 65,536 + its 16 bits. */
export function bandKeys(hash: string): number[] {
  return Array.from({ length: HASH_BANDS }, (_, band) => band * BAND_VALUES + bandValue(hash, band));
}

/** Whether text is a hash as stored: 16 lower-case hex digits. */
export function isPerceptualHash(text: string): boolean {
  return /^[0-9a-f]{16}$/.test(text);
}

function bandValue(hash: string, band: number): number {
  return Number.parseInt(hash.slice(band * 4, band * 4 + 4), 16);
}
