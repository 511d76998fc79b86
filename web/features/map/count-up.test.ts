import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it('starts at zero and ends exactly on the target', () => {
    expect(countUpValue(1234, 0, 1000)).toBe(0);
    expect(countUpValue(1234, 1000, 1000)).toBe(1234);
    expect(countUpValue(1234, 5000, 1000)).toBe(1234);
  });
  it('climbs without ever going back or overshooting', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 1000; elapsed += 16) {
      const value = countUpValue(1234, elapsed, 1000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(1234);
      previous = value;
    }
    expect(countUpValue(1234, 500, 1000)).toBeGreaterThan(617);
  });
  it('shows the target at once when there is no time to count', () => {
    expect(countUpValue(42, 0, 0)).toBe(42);
  });
});
