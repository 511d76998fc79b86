/**
 * Satellites at a sighting's place and time, for the sky bench: the CPU one sighting's satellites
 * cost against a catalogue the size of today's (7,000 Starlinks and the visual group), measured in
 * this process after a warm-up. Run alone: `node bench/satellites-bench.ts`.
 */
import { fileURLToPath } from 'node:url';
import { satellitePasses } from '../server/sky/satellites/passes.ts';
import { trainsOf } from '../server/sky/satellites/satellite-sky.ts';
import { seededRandom, syntheticConstellation } from '../server/sky/satellites/testing/synthetic-constellation.ts';

/** The bar: one sighting's satellites cost at most this much CPU. */
export const SATELLITE_CPU_BAR_MS = 50;

const DAY_MS = 86_400_000;
const EPOCH = Date.parse('2024-03-20T00:00:00Z');

/** 7,000 Starlinks, and 200 other satellites in the orbits of the visual group (300 to 1,500 km, any inclination). */
function catalogue() {
  const starlinks = syntheticConstellation(7000, EPOCH, 3);
  const random = seededRandom(17);
  const visual = syntheticConstellation(200, EPOCH, 5).map((set, index) => ({
    ...set,
    noradId: 20_000 + index,
    objectName: `VISUAL ${index}`,
    inclination: random() * 100,
    meanMotion: 12.5 + random() * 3.3,
    eccentricity: random() * 0.02,
  }));
  return [...starlinks, ...visual];
}

/** CPU milliseconds per sighting: every set in the catalogue filtered, the few near propagated. */
export function satelliteCpuPerSighting(sightings = 200): { mean: number; worst: number } {
  const sets = catalogue();
  const random = seededRandom(23);
  const windows = Array.from({ length: sightings }, () => {
    const startMs = EPOCH + (random() * 6 - 3) * DAY_MS;
    // Reported durations: two minutes (the least looked at) to ten.
    return {
      latitude: random() * 120 - 60,
      longitude: random() * 360 - 180,
      startMs,
      endMs: startMs + (2 + random() * 8) * 60_000,
    };
  });
  // Every launch as if two days old: each Starlink near the place is propagated, as for a fresh train.
  const launched = new Map(sets.map((set) => [set.objectId.slice(0, 8), EPOCH - 2 * DAY_MS]));
  for (const window of windows.slice(0, 20)) satellitePasses(sets, window);
  let worst = 0;
  const before = process.cpuUsage();
  for (const window of windows) {
    const started = process.cpuUsage();
    trainsOf(satellitePasses(sets, window), launched);
    const used = process.cpuUsage(started);
    worst = Math.max(worst, (used.user + used.system) / 1000);
  }
  const used = process.cpuUsage(before);
  return { mean: (used.user + used.system) / 1000 / sightings, worst };
}

export function satelliteCpuLine(): string {
  const { mean, worst } = satelliteCpuPerSighting();
  const verdict = mean <= SATELLITE_CPU_BAR_MS ? '✓' : '✗';
  return (
    `satellites of one sighting (7,000 Starlinks + 200 visual, every Starlink treated as young): ` +
    `${mean.toFixed(1)} ms CPU on average (≤ ${SATELLITE_CPU_BAR_MS} ms ${verdict}), ${worst.toFixed(1)} ms at worst`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(satelliteCpuLine());
