import { describe, expect, it } from 'vitest';
import { isoInstant } from './iso-instant.ts';

describe('isoInstant', () => {
  it('writes the same text as Date#toISOString', () => {
    const samples = [
      0, -1, 1, 951_782_400_000, 951_868_799_999, -2_208_988_800_000, -62_135_596_800_000, 253_402_300_799_999,
    ];
    for (let step = 0; step < 5000; step += 1)
      samples.push(-30_000_000_000_000 + ((step * 14_237_891_234_567) % 283_402_300_000_000) + (step % 1000));
    for (const ms of samples) expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
  });

  it('falls back to Date outside years 0-9999', () => {
    expect(isoInstant(253_402_300_800_000)).toBe('+010000-01-01T00:00:00.000Z');
  });
});
