import type { ElementSet } from '../element-sets.ts';

/** A launch of 2024 written for the tests: first seen on 1 May 2024 at 06:00 UTC. */
export const TRAIN_LAUNCH_ID = '2024-901';
export const TRAIN_FIRST_SEEN = Date.parse('2024-05-01T06:00:00Z');
const EPOCH = Date.parse('2024-05-03T00:00:00Z');

/**
 * Twenty Starlinks two days after their launch, still in the low orbit they were released into, one
 * behind the other a third of a degree apart along one track: a train.
 */
export function starlinkTrain(count = 20, epochMs = EPOCH): ElementSet[] {
  return Array.from({ length: count }, (_, index) => ({
    noradId: 90_001 + index,
    epochMs,
    objectName: `STARLINK-${31_001 + index}`,
    objectId: `${TRAIN_LAUNCH_ID}${String.fromCharCode(65 + index)}`,
    meanMotion: 15.9,
    eccentricity: 0.0002,
    inclination: 43,
    raOfAscNode: 90,
    argOfPericenter: 0,
    meanAnomaly: (360 - index / 3) % 360,
    bstar: 3e-4,
    meanMotionDot: 5e-5,
    meanMotionDdot: 0,
  }));
}

/** The launch's first element sets, which date it: a day after it flew, a bunch still one object. */
export function trainFirstSets(): ElementSet[] {
  return starlinkTrain(1, TRAIN_FIRST_SEEN);
}
