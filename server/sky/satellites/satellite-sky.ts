import { trainWords as trainWordsOf } from '../../../common/display/passing-words.ts';
import { COMPASS_POINTS, type CompassPoint } from '../../../common/display/sky-words.ts';
import { isStarlink, launchOf, type SatelliteElementRepository } from './element-repository.ts';
import type { ElementSet } from './element-sets.ts';
import { satellitePasses, type PassWindow, type SatellitePass } from './passes.ts';

const DAY_MS = 86_400_000;
/** SGP4 is good for a few days from a low orbit's epoch; past that, drag makes its answer a guess. */
export const LOW_ORBIT_ELEMENTS_DAYS = 3;
/** Higher orbits change slowly: their sets serve for two weeks. */
const HIGH_ORBIT_ELEMENTS_DAYS = 14;
/** Faster than this (a turn in under 225 minutes) is a low orbit, in SGP4's terms. */
export const LOW_ORBIT_REVOLUTIONS_A_DAY = 6.4;
/** A launch's Starlinks fly as a visible train for about two weeks, until they climb and spread out. */
export const TRAIN_DAYS = 14;
/** Members of one train pass within a few minutes of each other, one behind the other. */
const TRAIN_GAP_MS = 3 * 60_000;

const lowOrbit = (set: ElementSet) => set.meanMotion >= LOW_ORBIT_REVOLUTIONS_A_DAY;

/**
 * The launches whose first stored set tells when they flew: their designator's year is that set's year
 * (or the year before, for a set of early January). An archive that begins in 2025 first holds the
 * objects of a 2020 launch in 2025: that is when the archive began, not when they flew, and thousands
 * of old Starlinks must not be taken for a fresh train.
 */
export function launchedWhenFirstSeen(firstSeen: ReadonlyMap<string, number>): Map<string, number> {
  return new Map(
    [...firstSeen].filter(([launchId, firstMs]) => {
      const first = new Date(firstMs);
      const designated = Number(launchId.slice(0, 4));
      const year = first.getUTCFullYear();
      return designated === year || (designated === year - 1 && first.getUTCMonth() === 0);
    }),
  );
}

/** How long the list of objects in higher orbits is trusted. */
const HIGHER_ORBITS_FRESH_MS = 60_000;

/** Several satellites of one young launch crossing the sky one behind the other: one light in a line. */
export interface SatelliteTrain {
  launchId: string;
  /** When the launch's objects were first seen (ISO 8601): about when it flew. */
  launched: string;
  passes: SatellitePass[];
}

export interface SatelliteSky {
  /** False when no element set was near enough the time to work satellites out: none is then listed. */
  elementsAvailable: boolean;
  /** Satellites seen one by one: the stations, the bright ones, a lone Starlink of a young launch. */
  passes: SatellitePass[];
  trains: SatelliteTrain[];
}

/** "Starlink train: 23 satellites from the launch of 10 May 2024, crossing from W to E at 22:55 UTC". */
export function trainWords(train: SatelliteTrain): string {
  return trainWordsOf({ count: train.passes.length, launched: train.launched, lead: train.passes[0]! });
}

/** Compass points at most one apart (22.5°): the same part of the sky for a train's members. */
function nextTo(a: CompassPoint, b: CompassPoint): boolean {
  const apart = Math.abs(COMPASS_POINTS.indexOf(a) - COMPASS_POINTS.indexOf(b));
  return Math.min(apart, COMPASS_POINTS.length - apart) <= 1;
}

/**
 * Passes of one young launch that follow one another on one track (from and to the same part of the
 * sky, a few minutes apart at most) are one train; a pass alone stays a satellite of its own.
 */
export function trainsOf(passes: readonly SatellitePass[], launched: ReadonlyMap<string, number>) {
  const ordered = [...passes].sort(
    (a, b) =>
      (launchOf(a.objectId) ?? '').localeCompare(launchOf(b.objectId) ?? '') ||
      a.highest.time.localeCompare(b.highest.time),
  );
  const trains: SatelliteTrain[] = [];
  const alone: SatellitePass[] = [];
  let group: SatellitePass[] = [];
  const close = () => {
    if (group.length > 1) {
      const launchId = launchOf(group[0]!.objectId)!;
      trains.push({ launchId, launched: new Date(launched.get(launchId)!).toISOString(), passes: group });
    } else alone.push(...group);
    group = [];
  };
  for (const pass of ordered) {
    const [first, last] = [group[0], group.at(-1)];
    const follows =
      first !== undefined &&
      last !== undefined &&
      launchOf(pass.objectId) === launchOf(first.objectId) &&
      Date.parse(pass.highest.time) - Date.parse(last.highest.time) <= TRAIN_GAP_MS &&
      nextTo(pass.from, first.from) &&
      nextTo(pass.to, first.to);
    if (!follows) close();
    group.push(pass);
  }
  close();
  return { trains, alone };
}

/**
 * The satellites in the sky at a place over a window: for each object the element set nearest the
 * time (within 3 days for low orbits), and of the thousands of Starlinks only those of a launch of
 * the last two weeks, the ones that still fly in a train (older ones are faint and spread out).
 */
export class SatelliteSkyService {
  readonly #elements: SatelliteElementRepository;
  #higher: { ids: number[]; readMs: number } | null = null;

  constructor(elements: SatelliteElementRepository) {
    this.#elements = elements;
  }

  /**
   * The objects in higher orbits, read again at most once a minute (an import in another process
   * shows within a minute): their sets are read by object, not by scanning two weeks of every set.
   */
  async #higherOrbits(): Promise<number[]> {
    const now = Date.now();
    if (!this.#higher || now - this.#higher.readMs > HIGHER_ORBITS_FRESH_MS) {
      this.#higher = { ids: await this.#elements.slowerObjects(LOW_ORBIT_REVOLUTIONS_A_DAY), readMs: now };
    }
    return this.#higher.ids;
  }

  /**
   * The sets that matter near the time: every satellite but the Starlinks (within 3 days for low
   * orbits, 14 for higher ones), and the Starlinks of the launches first seen in the two weeks before.
   */
  async #setsNear(window: PassWindow) {
    const { startMs, endMs } = window;
    const low = await this.#elements.nearestTo(startMs, LOW_ORBIT_ELEMENTS_DAYS * DAY_MS, { starlink: false });
    const high = await this.#elements.nearestTo(startMs, HIGH_ORBIT_ELEMENTS_DAYS * DAY_MS, {
      noradIds: await this.#higherOrbits(),
      belowMeanMotion: LOW_ORBIT_REVOLUTIONS_A_DAY,
    });
    const young = launchedWhenFirstSeen(
      await this.#elements.launchesFirstSeenBetween(startMs - TRAIN_DAYS * DAY_MS, endMs),
    );
    const starlinks = await this.#elements.nearestTo(startMs, LOW_ORBIT_ELEMENTS_DAYS * DAY_MS, {
      launchIds: [...young.keys()],
    });
    const sets = [
      ...low.filter(lowOrbit),
      ...high,
      ...starlinks.filter((set) => isStarlink(set.objectName) && lowOrbit(set)),
    ];
    return { sets, young };
  }

  /** Whether any set was near enough to the time to be used, had the witness been in the dark. */
  async #anyNear(startMs: number): Promise<boolean> {
    const low = await this.#elements.nearestTo(startMs, LOW_ORBIT_ELEMENTS_DAYS * DAY_MS, { limit: 1 });
    if (low.length > 0) return true;
    const high = await this.#elements.nearestTo(startMs, HIGH_ORBIT_ELEMENTS_DAYS * DAY_MS, {
      noradIds: await this.#higherOrbits(),
      belowMeanMotion: LOW_ORBIT_REVOLUTIONS_A_DAY,
      limit: 1,
    });
    return high.length > 0;
  }

  /**
   * `dark`: the witness was in twilight or night; by day no satellite is listed (but whether sets
   * were near is said, without reading them). No element set near the time at all: say so, and list none.
   */
  async over(window: PassWindow, dark: boolean): Promise<SatelliteSky> {
    if (!dark) return { elementsAvailable: await this.#anyNear(window.startMs), passes: [], trains: [] };
    const { sets, young } = await this.#setsNear(window);
    if (sets.length === 0) return { elementsAvailable: await this.#anyNear(window.startMs), passes: [], trains: [] };
    const passes = satellitePasses(sets, window);
    const { trains, alone } = trainsOf(
      passes.filter((pass) => isStarlink(pass.name)),
      young,
    );
    const others = passes.filter((pass) => !isStarlink(pass.name));
    return {
      elementsAvailable: true,
      passes: [...others, ...alone].sort((a, b) => a.seen.time.localeCompare(b.seen.time)),
      trains,
    };
  }
}
