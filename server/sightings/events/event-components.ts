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
 * in the grid cells around it, so the work grows with the number of reports, not its square.
 * `reports` must be in timeline order (ascending keys).
 */
export function linkCloseReports(reports: readonly PlacedReport[], rules: EventRules, sets: DisjointSets): void {
  const reach = chordOfArc(rules.distanceKm);
  const reachSquared = reach * reach;
  // Cells twice the reach wide: a point's neighbours lie in the 2 × 2 × 2 cells on its side of its
  // own cell's middle, so 8 cells are looked in, not 27.
  const size = 2 * reach;
  const points = spherePoints(reports);
  // Cell coordinates span ±(radius / size); the key packs three of them into one exact integer.
  const offset = Math.ceil(EARTH_RADIUS_KM / size) + 2;
  const base = 2 * offset + 1;
  const cells = new Map<number, Cell>();
  const minutes = new Float64Array(reports.length);
  reports.forEach((report, position) => (minutes[position] = minuteOfKey(report.key)));
  /** The earliest report still within the time limit of the current one, over all cells. */
  let windowStart = 0;

  for (let position = 0; position < reports.length; position += 1) {
    const earliestMinute = minutes[position]! - rules.minutes;
    while (minutes[windowStart]! < earliestMinute) windowStart += 1;
    const x = points[position * 3]! / size + offset;
    const y = points[position * 3 + 1]! / size + offset;
    const z = points[position * 3 + 2]! / size + offset;
    const cx = Math.floor(x);
    const cy = Math.floor(y);
    const cz = Math.floor(z);
    // No other report within the minutes anywhere (common in quiet years): nothing to look for.
    if (windowStart < position) {
      const nx = x - cx < 0.5 ? -1 : 1;
      const ny = y - cy < 0.5 ? -1 : 1;
      const nz = z - cz < 0.5 ? -1 : 1;
      for (let corner = 0; corner < 8; corner += 1) {
        const key =
          ((cx + (corner & 1 ? nx : 0)) * base + cy + (corner & 2 ? ny : 0)) * base + cz + (corner & 4 ? nz : 0);
        const cell = cells.get(key);
        if (!cell) continue;
        const { positions } = cell;
        while (cell.head < positions.length && positions[cell.head]! < windowStart) cell.head += 1;
        if (cell.head === positions.length) {
          cells.delete(key); // every report of it is too old: the map keeps only live cells
          continue;
        }
        for (let at = cell.head; at < positions.length; at += 1) {
          const other = positions[at]!;
          const ex = points[other * 3]! - points[position * 3]!;
          const ey = points[other * 3 + 1]! - points[position * 3 + 1]!;
          const ez = points[other * 3 + 2]! - points[position * 3 + 2]!;
          if (ex * ex + ey * ey + ez * ez <= reachSquared) sets.union(other, position);
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
