import { SUFFIX_BITS } from '../../../common/api/timeline-order.ts';

/** How close two public reports must be to belong to one event: both limits hold (configuration). */
export interface EventRules {
  /** Great-circle distance between the two places, in kilometres. */
  distanceKm: number;
  /** Between the minutes they occurred in (seconds are not compared, as on the timeline). */
  minutes: number;
}

/** A public report with a place, by its timeline key (whose minute is the minute it occurred). */
export interface PlacedReport {
  key: number;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** The minute a timeline key's sighting occurred in. */
export function minuteOfKey(key: number): number {
  return Math.floor(key / SUFFIX_BITS);
}

/**
 * The straight-line (chord) distance that matches a great-circle distance: the comparison then needs
 * no trigonometry per pair, and a chord is never longer than its arc, so a grid of chord-sized cells
 * holds every pair within reach in neighbouring cells, poles and the antimeridian included.
 */
function chordOfArc(distanceKm: number): number {
  return 2 * EARTH_RADIUS_KM * Math.sin(Math.min(Math.PI / 2, distanceKm / (2 * EARTH_RADIUS_KM)));
}

/** Points on the sphere as x, y, z in kilometres. */
function spherePoints(reports: readonly PlacedReport[]): Float64Array {
  const points = new Float64Array(reports.length * 3);
  reports.forEach((report, index) => {
    const latitude = (report.latitude * Math.PI) / 180;
    const longitude = (report.longitude * Math.PI) / 180;
    points[index * 3] = EARTH_RADIUS_KM * Math.cos(latitude) * Math.cos(longitude);
    points[index * 3 + 1] = EARTH_RADIUS_KM * Math.cos(latitude) * Math.sin(longitude);
    points[index * 3 + 2] = EARTH_RADIUS_KM * Math.sin(latitude);
  });
  return points;
}

/**
 * Union-find over report positions. The root of a set is always its lowest position, so with reports
 * in timeline order the root is the set's earliest report: the one whose id names the event.
 */
export class DisjointSets {
  readonly #parent: Int32Array;

  constructor(size: number) {
    this.#parent = new Int32Array(size);
    for (let index = 0; index < size; index += 1) this.#parent[index] = index;
  }

  find(index: number): number {
    const parent = this.#parent;
    let node = index;
    while (parent[node] !== node) {
      parent[node] = parent[parent[node]!]!; // path halving
      node = parent[node]!;
    }
    return node;
  }

  union(a: number, b: number): void {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA < rootB) this.#parent[rootB] = rootA;
    else if (rootB < rootA) this.#parent[rootA] = rootB;
  }
}

/** The reports of one grid cell that are still within the time limit of the sweep, oldest first. */
interface Cell {
  positions: number[];
  /** Positions before this one have fallen out of the time window. */
  head: number;
}

/**
 * Joins every two reports within both limits (single linkage: a chain of close reports is one event).
 * One sweep in timeline order: each report is compared only with the reports of the last `minutes`
 * in the 27 grid cells around it, so the work grows with the number of reports, not its square.
 * `reports` must be in timeline order (ascending keys).
 */
export function linkCloseReports(reports: readonly PlacedReport[], rules: EventRules, sets: DisjointSets): void {
  const reach = chordOfArc(rules.distanceKm);
  const reachSquared = reach * reach;
  const points = spherePoints(reports);
  // Cell coordinates span ±(radius / reach); the key packs three of them into one exact integer.
  const offset = Math.ceil(EARTH_RADIUS_KM / reach) + 2;
  const base = 2 * offset + 1;
  const cells = new Map<number, Cell>();
  const cellOf = (coordinate: number) => Math.floor(coordinate / reach) + offset;

  for (let position = 0; position < reports.length; position += 1) {
    const earliestMinute = minuteOfKey(reports[position]!.key) - rules.minutes;
    const x = points[position * 3]!;
    const y = points[position * 3 + 1]!;
    const z = points[position * 3 + 2]!;
    const cx = cellOf(x);
    const cy = cellOf(y);
    const cz = cellOf(z);
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dz = -1; dz <= 1; dz += 1) {
          const cell = cells.get(((cx + dx) * base + cy + dy) * base + cz + dz);
          if (!cell) continue;
          const { positions } = cell;
          while (cell.head < positions.length && minuteOfKey(reports[positions[cell.head]!]!.key) < earliestMinute) {
            cell.head += 1;
          }
          for (let at = cell.head; at < positions.length; at += 1) {
            const other = positions[at]!;
            const ex = points[other * 3]! - x;
            const ey = points[other * 3 + 1]! - y;
            const ez = points[other * 3 + 2]! - z;
            if (ex * ex + ey * ey + ez * ez <= reachSquared) sets.union(other, position);
          }
        }
      }
    }
    const key = (cx * base + cy) * base + cz;
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, { positions: [position], head: 0 });
    } else {
      // Drop the entries that fell out of the window once they are most of the list.
      if (cell.head > 64 && cell.head * 2 > cell.positions.length) {
        cell.positions.splice(0, cell.head);
        cell.head = 0;
      }
      cell.positions.push(position);
    }
  }
}

/** Each report's event as an index into `reports` (its earliest member), and each event's size. */
export interface Components {
  root: Int32Array;
  size: Int32Array;
}

/** The roots and sizes of the sets, read once after every union is made. */
export function componentsOf(sets: DisjointSets, count: number): Components {
  const root = new Int32Array(count);
  const size = new Int32Array(count);
  for (let position = 0; position < count; position += 1) {
    root[position] = sets.find(position);
    size[root[position]!]! += 1;
  }
  return { root, size };
}
