import { launchWords as launchWordsOf } from '../../../common/display/passing-words.ts';
import { skyAt, type SkyPlace } from '../sky-model.ts';
import type { RocketLaunch } from './launch-list.ts';
import type { RocketLaunchRepository } from './launch-repository.ts';

const DEG = Math.PI / 180;
const EARTH_RADIUS_KM = 6371;
/** A rocket's plume lit by the Sun above a dark sky is seen this far from the pad. */
export const LAUNCH_REACH_KM = 1500;
/** From liftoff to an hour after: the plume drifts and glows for a while after the rocket is gone. */
export const LAUNCH_VISIBLE_MS = 60 * 60_000;
/**
 * The ascent, roughly as most orbital launches fly it: about 200 km up and 1,000 km downrange some
 * eight minutes after liftoff (engine cut-off), where the upper stage and its plume then stay.
 */
const CUTOFF_MINUTES = 8;
const CUTOFF_HEIGHT_KM = 200;
const CUTOFF_DOWNRANGE_KM = 1000;
/** The Sun's true altitude below which it has set for a witness on the ground (the disc's upper edge). */
const SUNSET_ALTITUDE = -0.833;

/** Great-circle distance in kilometres. */
export function distanceKm(a: SkyPlace, b: SkyPlace): number {
  const dLatitude = (b.latitude - a.latitude) * DEG;
  const dLongitude = (b.longitude - a.longitude) * DEG;
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(a.latitude * DEG) * Math.cos(b.latitude * DEG) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place `distance` km from `from` along `azimuth` (degrees from north). */
function travelled(from: SkyPlace, azimuth: number, distance: number): SkyPlace {
  const angle = distance / EARTH_RADIUS_KM;
  const [latitude, longitude, bearing] = [from.latitude * DEG, from.longitude * DEG, azimuth * DEG];
  const toLatitude = Math.asin(
    Math.sin(latitude) * Math.cos(angle) + Math.cos(latitude) * Math.sin(angle) * Math.cos(bearing),
  );
  const toLongitude =
    longitude +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(latitude),
      Math.cos(angle) - Math.sin(latitude) * Math.sin(toLatitude),
    );
  return { latitude: toLatitude / DEG, longitude: ((((toLongitude / DEG + 540) % 360) + 360) % 360) - 180 };
}

/**
 * Whether the Sun shone on the rocket (or its plume) at that instant: where it was along its ascent,
 * above the pad or downrange along the ascent's azimuth when the list gives it, the Sun stood above
 * the horizon as seen from its height (which dips below the ground's horizon by acos(R / (R + h))).
 */
export function sunlitRocket(launch: RocketLaunch, instantMs: number): boolean {
  const progress = Math.min(1, Math.max(0, (instantMs - launch.launchedMs) / (CUTOFF_MINUTES * 60_000)));
  const height = CUTOFF_HEIGHT_KM * progress;
  const below =
    launch.ascentAzimuth === null ? launch : travelled(launch, launch.ascentAzimuth, CUTOFF_DOWNRANGE_KM * progress);
  const dip = Math.acos(EARTH_RADIUS_KM / (EARTH_RADIUS_KM + height)) / DEG;
  return skyAt(below, new Date(instantMs)).sun.altitude > SUNSET_ALTITUDE - dip;
}

/**
 * The launches a witness could have seen: within 1,500 km of the pad, from liftoff to an hour after,
 * with the Sun down where the witness stood and up where the rocket flew (the lit plume over a dark
 * sky that is so often reported).
 */
export function launchesSeenFrom(
  place: SkyPlace,
  instantMs: number,
  launches: readonly RocketLaunch[],
): RocketLaunch[] {
  const witnessSun = skyAt(place, new Date(instantMs)).sun.altitude;
  if (witnessSun > SUNSET_ALTITUDE) return [];
  return launches.filter(
    (launch) =>
      instantMs >= launch.launchedMs &&
      instantMs - launch.launchedMs <= LAUNCH_VISIBLE_MS &&
      distanceKm(place, launch) <= LAUNCH_REACH_KM &&
      sunlitRocket(launch, instantMs),
  );
}

/** "Rocket launch: Falcon 9 Block 5 from Vandenberg SFB SLC-4E at 01:50 UTC". */
export function launchWords(launch: RocketLaunch): string {
  return launchWordsOf({ ...launch, launched: new Date(launch.launchedMs).toISOString() });
}

/** The launches seen from a place at an instant, from those imported. */
export class LaunchSightings {
  readonly #launches: RocketLaunchRepository;

  constructor(launches: RocketLaunchRepository) {
    this.#launches = launches;
  }

  async seenFrom(place: SkyPlace, instantMs: number): Promise<RocketLaunch[]> {
    const near = await this.#launches.between(instantMs - LAUNCH_VISIBLE_MS, instantMs);
    return near.length === 0 ? [] : launchesSeenFrom(place, instantMs, near);
  }
}
