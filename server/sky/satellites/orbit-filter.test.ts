import { describe, expect, it } from 'vitest';
import { orbitFilter, siderealAngle } from './orbit-filter.ts';
import { passOf } from './passes.ts';
import { seededRandom, syntheticConstellation } from './testing/synthetic-constellation.ts';

const DAY_MS = 86_400_000;

describe('the orbit filter', () => {
  it('GMST at J2000.0 is 280.46°', () => {
    expect((siderealAngle(Date.parse('2000-01-01T12:00:00Z')) * 180) / Math.PI).toBeCloseTo(280.4606, 3);
  });

  it('never leaves out a satellite that was up and sunlit, and leaves out most of those that were not', () => {
    const epoch = Date.parse('2024-03-20T00:00:00Z');
    const sets = syntheticConstellation(1500, epoch, 7);
    const random = seededRandom(11);
    let passes = 0;
    let kept = 0;
    for (let trial = 0; trial < 12; trial++) {
      // Evening and morning twilight at places from the equator to the far north, up to 3 days from the epoch.
      const startMs = epoch + (random() * 6 - 3) * DAY_MS;
      const window = {
        latitude: random() * 130 - 65,
        longitude: random() * 360 - 180,
        startMs,
        endMs: startMs + (1 + random() * 10) * 60_000,
      };
      const mayBeOverhead = orbitFilter(window, 10);
      for (const set of sets) {
        const mayBe = mayBeOverhead(set);
        if (mayBe) kept++;
        if (passOf(window, set)) {
          passes++;
          expect(mayBe, `${set.objectName} at ${new Date(startMs).toISOString()}`).toBe(true);
        }
      }
    }
    expect(passes).toBeGreaterThan(0);
    expect(kept / (sets.length * 12)).toBeLessThan(0.1);
  });
});
