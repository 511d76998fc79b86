import { describe, expect, it } from 'vitest';
import { mp4WithLocation, VIDEO_LOCATION } from '../test/media-fixtures.ts';
import { blankIsoMediaMetadata } from './iso-media-metadata.ts';

describe('blanking MP4 metadata', () => {
  it('blanks moov/udta in place, keeping every other byte where it was', () => {
    const original = mp4WithLocation();
    const bytes = Buffer.from(original);
    expect(blankIsoMediaMetadata(bytes)).toBe(true);
    expect(bytes.length).toBe(original.length);
    expect(bytes.includes(Buffer.from(VIDEO_LOCATION))).toBe(false);
    expect(bytes.includes(Buffer.from('udta'))).toBe(false);
    expect(bytes.subarray(0, 24).equals(original.subarray(0, 24))).toBe(true);
    expect(bytes.subarray(-264).equals(original.subarray(-264))).toBe(true);
  });

  it('leaves a file without metadata boxes alone and stops at a malformed size', () => {
    const plain = Buffer.concat([
      mp4WithLocation().subarray(0, 24),
      Buffer.from([0, 0, 0, 9, 0x6d, 0x64, 0x61, 0x74, 1]),
    ]);
    expect(blankIsoMediaMetadata(Buffer.from(plain))).toBe(false);
    const broken = Buffer.from([0, 0, 0, 200, 0x75, 0x64, 0x74, 0x61, 1, 2, 3]);
    expect(blankIsoMediaMetadata(broken)).toBe(false);
  });
});
