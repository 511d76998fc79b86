import { describe, expect, it } from 'vitest';
import { pngAsIco } from './png-icon.ts';

describe('the icon file', () => {
  it('is an icon directory of one 32-pixel picture, followed by the PNG itself', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = pngAsIco(png, 32);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect(ico[6]).toBe(32);
    expect(ico[7]).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.readUInt32LE(18)).toBe(22);
    expect(ico.subarray(22)).toEqual(png);
  });
});
