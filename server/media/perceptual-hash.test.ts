import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { wavyPicture as picture } from '../test/media-fixtures.ts';
import { bandKeys, hammingDistance, perceptualHash, SAME_PHOTO_MAX_BITS } from './perceptual-hash.ts';

describe('perceptual hashes', () => {
  it('gives a resized, recompressed copy (nearly) the same hash, and another picture another', async () => {
    const original = await picture(1);
    const copy = await sharp(original).resize(160).jpeg({ quality: 55 }).toBuffer();
    const asPng = await sharp(original).png().toBuffer();
    const other = await picture(4);
    const hash = (await perceptualHash(original))!;
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(hash, (await perceptualHash(copy))!)).toBeLessThanOrEqual(SAME_PHOTO_MAX_BITS);
    expect(hammingDistance(hash, (await perceptualHash(asPng))!)).toBeLessThanOrEqual(SAME_PHOTO_MAX_BITS);
    expect(hammingDistance(hash, (await perceptualHash(other))!)).toBeGreaterThan(10);
  });

  it('gives nothing for a file sharp cannot read or a picture without detail', async () => {
    expect(await perceptualHash(Buffer.from('not an image at all'))).toBeNull();
    const darkSky = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#05070a' } })
      .jpeg()
      .toBuffer();
    expect(await perceptualHash(darkSky)).toBeNull();
  });

  it('counts differing bits and finds hashes at most 3 bits apart through a shared band', () => {
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0f0f000000000001', '0f0f000000000000')).toBe(1);
    const hash = 'a1b2c3d4e5f60718';
    // Three bits flipped, one in each of three bands: the fourth band still matches.
    const near = 'a1b3c3d5e5f70718';
    expect(hammingDistance(hash, near)).toBe(3);
    const shared = bandKeys(hash).filter((key) => bandKeys(near).includes(key));
    expect(shared).toHaveLength(1);
    expect(bandKeys('0000000000000001')).toEqual([0, 65_536, 131_072, 196_608 + 1]);
  });
});
