import type { ElementSet } from '../element-sets.ts';

/** A repeatable sequence of numbers in [0, 1): the same constellation every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Starlink's shells: inclination and mean motion (revolutions a day) of each, and its share. */
const SHELLS = [
  { inclination: 53.05, meanMotion: 15.06, share: 0.45 },
  { inclination: 43, meanMotion: 15.25, share: 0.3 },
  { inclination: 70, meanMotion: 14.98, share: 0.1 },
  { inclination: 97.6, meanMotion: 15.0, share: 0.15 },
];

/**
 * Element sets shaped like a large constellation (Starlink's shells, scattered nodes and phases) at
 * one epoch: for speed and filter tests, never shown as real satellites.
 */
export function syntheticConstellation(count: number, epochMs: number, seed = 1): ElementSet[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    let pick = random();
    const shell = SHELLS.find((candidate) => (pick -= candidate.share) < 0) ?? SHELLS[0]!;
    return {
      noradId: 44_000 + index,
      epochMs,
      objectName: `STARLINK-${1000 + index}`,
      objectId: `2020-${String(1 + (index % 99)).padStart(3, '0')}A`,
      meanMotion: shell.meanMotion + (random() - 0.5) * 0.05,
      eccentricity: 0.0001 + random() * 0.0003,
      inclination: shell.inclination,
      raOfAscNode: random() * 360,
      argOfPericenter: random() * 360,
      meanAnomaly: random() * 360,
      bstar: 2e-4,
      meanMotionDot: 1e-5,
      meanMotionDdot: 0,
    };
  });
}
