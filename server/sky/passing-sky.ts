import { parseDuration } from '../../common/display/duration.ts';
import type { LaunchSightings } from './launches/launch-sightings.ts';
import { distanceKm, LAUNCH_VISIBLE_MS } from './launches/launch-sightings.ts';
import type { RocketLaunchRepository } from './launches/launch-repository.ts';
import { NOTHING_PASSING, type PassingThings } from './passing-candidates.ts';
import type { SatelliteElementRepository } from './satellites/element-repository.ts';
import type { SatelliteSkyService } from './satellites/satellite-sky.ts';
import type { SkyPlace } from './sky-model.ts';

const DAY_MS = 86_400_000;
/** A report's time is to the minute at best: at least two minutes are looked at. */
const LEAST_WINDOW_MS = 2 * 60_000;
/** And at most half an hour, however long the report says it lasted. */
const MOST_WINDOW_MS = 30 * 60_000;
/** Elements of higher orbits serve two weeks; so far from the stored epochs there is nothing to look at. */
const ELEMENTS_REACH_MS = 14 * DAY_MS;
/** How long the stored ranges are trusted: an import in another process shows within a minute. */
const RANGES_FRESH_MS = 60_000;

/** The sighting's window: from its time, for as long as it lasted (two minutes to half an hour). */
export function sightingWindow(occurred: string, duration: string | null): { startMs: number; endMs: number } {
  const parts = parseDuration(duration);
  const lasted = parts ? (parts.hours * 3600 + parts.minutes * 60 + parts.seconds) * 1000 : 0;
  const startMs = Date.parse(occurred);
  return { startMs, endMs: startMs + Math.min(MOST_WINDOW_MS, Math.max(LEAST_WINDOW_MS, lasted)) };
}

type Range = { from: number; to: number } | null;

/**
 * Satellites and rocket launches over a place during a sighting's minutes, from what was imported or
 * fetched. A time far from every stored epoch and launch costs no query beyond the two ranges, which
 * are read once a minute: the background pass over an archive of old sightings stays as fast.
 */
export class PassingSky {
  readonly #satellites: SatelliteSkyService;
  readonly #launchSightings: LaunchSightings;
  readonly #elements: SatelliteElementRepository;
  readonly #launches: RocketLaunchRepository;
  #ranges: { elements: Range; launches: Range; readMs: number } | null = null;

  constructor(options: {
    satellites: SatelliteSkyService;
    launchSightings: LaunchSightings;
    elements: SatelliteElementRepository;
    launches: RocketLaunchRepository;
  }) {
    this.#satellites = options.satellites;
    this.#launchSightings = options.launchSightings;
    this.#elements = options.elements;
    this.#launches = options.launches;
  }

  async #rangesNow() {
    const now = Date.now();
    if (!this.#ranges || now - this.#ranges.readMs > RANGES_FRESH_MS) {
      this.#ranges = {
        elements: await this.#elements.range(),
        launches: await this.#launches.range(),
        readMs: now,
      };
    }
    return this.#ranges;
  }

  /** `dark`: the witness was in twilight or night (satellites are listed only then). */
  async over(place: SkyPlace, window: { startMs: number; endMs: number }, dark: boolean): Promise<PassingThings> {
    const ranges = await this.#rangesNow();
    const near = (range: Range, before: number, after: number) =>
      range !== null && window.startMs >= range.from - before && window.startMs <= range.to + after;
    const elementsNear = near(ranges.elements, ELEMENTS_REACH_MS, ELEMENTS_REACH_MS);
    const launchesNear = near(ranges.launches, 0, LAUNCH_VISIBLE_MS);
    if (!elementsNear && !launchesNear) return NOTHING_PASSING;
    const satellites = elementsNear
      ? await this.#satellites.over({ ...place, ...window }, dark)
      : NOTHING_PASSING.satellites;
    const launches = launchesNear ? await this.#launchSightings.seenFrom(place, window.startMs) : [];
    return { satellites, launches: launches.map((launch) => ({ ...launch, distanceKm: distanceKm(place, launch) })) };
  }
}
