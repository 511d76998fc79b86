/**
 * Stores a year of daily orbital elements in the database DATA_DIR or DATABASE_URL names, as an
 * archive holds them: some 7,000 Starlinks already in orbit, twenty launches of sixty through the year
 * (each a train for its first two weeks), and 200 other satellites of the visual group's orbits.
 *   node bench/store-element-year.ts YEAR [DAYS]   (DAYS: the first days of the year only; all 365 by default)
 * For the satellite pass's bench only: the sets are synthetic, never shown as real satellites.
 */
import { runWithServices } from '../server/cli/command.ts';
import type { ElementSet } from '../server/sky/satellites/element-sets.ts';
import { seededRandom, syntheticConstellation } from '../server/sky/satellites/testing/synthetic-constellation.ts';

const DAY_MS = 86_400_000;
const LAUNCHES = 20;
const PER_LAUNCH = 60;

/** Every object of the year once, at the year's first instant; each day's sets are these at that day's epoch. */
function objectsOf(year: number): Array<{ set: ElementSet; fromDay: number }> {
  const start = Date.UTC(year, 0, 1);
  const inOrbit = syntheticConstellation(7000, start, 3).map((set) => ({ set, fromDay: 0 }));
  const launched = Array.from({ length: LAUNCHES }, (_, launch) =>
    syntheticConstellation(PER_LAUNCH, start, 100 + launch).map((set, index) => ({
      set: {
        ...set,
        noradId: 60_000 + launch * PER_LAUNCH + index,
        objectName: `STARLINK-${9000 + launch * PER_LAUNCH + index}`,
        objectId: `${year}-${String(launch + 1).padStart(3, '0')}${String.fromCharCode(65 + (index % 26))}`,
      },
      fromDay: 9 + launch * 18,
    })),
  ).flat();
  const random = seededRandom(17);
  const visual = syntheticConstellation(200, start, 5).map((set, index) => ({
    set: {
      ...set,
      noradId: 20_000 + index,
      objectName: `VISUAL ${index}`,
      objectId: `1998-${String(1 + (index % 60)).padStart(3, '0')}A`,
      inclination: random() * 100,
      meanMotion: 12.5 + random() * 3.3,
      eccentricity: random() * 0.02,
    },
    fromDay: 0,
  }));
  return [...inOrbit, ...launched, ...visual];
}

const year = Number(process.argv[2]);
const days = Number(process.argv[3] ?? 365);
if (!Number.isInteger(year) || year < 1958 || !Number.isInteger(days) || days < 1 || days > 365) {
  console.error('usage: node bench/store-element-year.ts YEAR [DAYS]');
  process.exit(2);
}

await runWithServices(
  async ({ satelliteElements }) => {
    const objects = objectsOf(year);
    const start = Date.UTC(year, 0, 1);
    let stored = 0;
    for (let day = 0; day < days; day += 1) {
      const epochMs = start + day * DAY_MS;
      const sets = objects.filter((object) => object.fromDay <= day).map(({ set }) => ({ ...set, epochMs }));
      stored += await satelliteElements.store(sets);
    }
    console.log(`${stored}`);
  },
  (error) => `Storing a year of elements failed: ${(error as Error).message}`,
);
