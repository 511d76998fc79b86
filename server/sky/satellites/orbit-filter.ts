import type { ElementSet } from './element-sets.ts';

const [DEG, TWO_PI] = [Math.PI / 180, 2 * Math.PI];
/** WGS-72, as SGP4 uses it: the Earth's radius (km), J2, and ke (Earth radii^1.5 per minute). */
const [EARTH_RADIUS_KM, J2, KE] = [6378.135, 0.001082616, 0.0743669161];

/**
 * Orbits slower than 6.4 turns a day (225 minutes a turn) are SGP4's deep-space ones, and orbits with
 * an eccentricity over 0.05 vary too much in height around the turn for one cap: neither is filtered.
 * The slack is what the secular J2 motion leaves out, with room to spare: SGP4's periodic terms (a
 * fraction of a degree) and the geodetic latitude's difference from the geocentric one (0.2° at
 * most); the equation of the centre (up to 2e radians along the orbit) and drag are added per set.
 * The Earth turns a quarter of a degree a minute under the orbit.
 */
const LIMITS = { deepSpaceTurnsADay: 6.4, elliptical: 0.05, slackDegrees: 1.5, earthTurnDegreesAMinute: 0.2507 };

export interface FilterWindow {
  latitude: number;
  longitude: number;
  /** The first and last instants looked at, in milliseconds since 1970. */
  startMs: number;
  endMs: number;
}

/** Greenwich mean sidereal time in radians (IAU 1982, as SGP4's own gstime). */
export function siderealAngle(instantMs: number): number {
  const centuries = (instantMs / 86_400_000 + 2440587.5 - 2451545.0) / 36525;
  const seconds =
    -6.2e-6 * centuries ** 3 + 0.093104 * centuries ** 2 + (876600 * 3600 + 8640184.812866) * centuries + 67310.54841;
  return ((((seconds * DEG) / 240) % TWO_PI) + TWO_PI) % TWO_PI;
}

/** The Earth-centred angle within which a satellite at this height stands above `minAltitude`. */
function capAngle(heightKm: number, minAltitudeDegrees: number): number {
  const elevation = minAltitudeDegrees * DEG;
  return Math.acos((EARTH_RADIUS_KM * Math.cos(elevation)) / (EARTH_RADIUS_KM + heightKm)) - elevation;
}

interface OrbitMotion {
  /** The semi-major axis, in Earth radii. */
  semiMajor: number;
  /** Secular J2 rates, in radians a minute: the node, and the argument of latitude. */
  nodeRate: number;
  latitudeRate: number;
}

const motions = new WeakMap<ElementSet, OrbitMotion>();

/** SGP4's own recovery of the mean motion and semi-major axis from the set's Kozai mean motion, and J2's rates. */
function motionOf(set: ElementSet): OrbitMotion {
  let motion = motions.get(set);
  if (motion) return motion;
  const cosI = Math.cos(set.inclination * DEG);
  const kozai = (set.meanMotion * TWO_PI) / 1440;
  const a1 = (KE / kozai) ** (2 / 3);
  const beta = Math.sqrt(1 - set.eccentricity ** 2);
  const shape = (0.75 * J2 * (3 * cosI * cosI - 1)) / beta ** 3;
  const d1 = shape / (a1 * a1);
  const a0 = a1 * (1 - d1 / 3 - d1 * d1 - (134 / 81) * d1 ** 3);
  const brouwer = kozai / (1 + shape / (a0 * a0));
  const semiMajor = (KE / brouwer) ** (2 / 3);
  const factor = 1.5 * J2 * (1 / (semiMajor * (1 - set.eccentricity ** 2))) ** 2 * brouwer;
  motion = {
    semiMajor,
    nodeRate: -factor * cosI,
    latitudeRate: brouwer + 0.5 * factor * (5 * cosI * cosI - 1) + 0.5 * factor * beta * (3 * cosI * cosI - 1),
  };
  motions.set(set, motion);
  return motion;
}

/**
 * Whether a satellite could stand above `minAltitude` at the place at any instant of the window, from
 * its mean elements alone: the place must be near the orbit's plane (the node drifts with J2) and the
 * satellite near the place's part of its turn. Cheap arithmetic that spares propagating the many
 * satellites of a large catalogue that were nowhere near; it never rules one out that was there
 * (generous margins), and it lets through what it cannot judge (deep-space and elliptical orbits).
 */
export function orbitFilter(window: FilterWindow, minAltitudeDegrees: number): (set: ElementSet) => boolean {
  const spanMinutes = (window.endMs - window.startMs) / 60_000;
  // The place, in the inertial frame, at the window's start (geocentric and geodetic latitude differ
  // by under 0.2°, inside the margin).
  const latitude = window.latitude * DEG;
  const sidereal = siderealAngle(window.startMs) + window.longitude * DEG;
  const [px, py, pz] = [
    Math.cos(latitude) * Math.cos(sidereal),
    Math.cos(latitude) * Math.sin(sidereal),
    Math.sin(latitude),
  ];
  const caps = new Map<number, number>();

  return (set) => {
    if (set.meanMotion < LIMITS.deepSpaceTurnsADay || set.eccentricity > LIMITS.elliptical) return true;
    const { semiMajor, nodeRate, latitudeRate } = motionOf(set);
    const minutes = (window.startMs - set.epochMs) / 60_000;
    const node = set.raOfAscNode * DEG + nodeRate * minutes;
    const heightKey = Math.round(semiMajor * 1000);
    let cap = caps.get(heightKey);
    if (cap === undefined) {
      cap = capAngle((semiMajor - 1) * EARTH_RADIUS_KM, minAltitudeDegrees) / DEG;
      caps.set(heightKey, cap);
    }
    // The drag's quadratic drift of the mean anomaly (the sets' first derivative is half the rate's).
    const days = Math.abs(minutes) / 1440 + spanMinutes / 1440;
    const drag = Math.abs(set.meanMotionDot) * days * days * 360;
    const centre = (2 * set.eccentricity) / DEG;
    const reach = cap + LIMITS.slackDegrees + centre + drag + LIMITS.earthTurnDegreesAMinute * spanMinutes;

    const inclination = set.inclination * DEG;
    const [sinI, cosI] = [Math.sin(inclination), Math.cos(inclination)];
    const [sinNode, cosNode] = [Math.sin(node), Math.cos(node)];
    const offPlane = Math.asin(Math.max(-1, Math.min(1, px * sinI * sinNode - py * sinI * cosNode + pz * cosI))) / DEG;
    if (Math.abs(offPlane) > reach) return false;

    // Along the orbit: the satellite's argument of latitude sweeps forward through the window.
    const towardsNode = px * cosNode + py * sinNode;
    const inPlane = -px * cosI * sinNode + py * cosI * cosNode + pz * sinI;
    const placeAlong = Math.atan2(inPlane, towardsNode) / DEG;
    const satelliteAlong = set.argOfPericenter + set.meanAnomaly + (latitudeRate * minutes) / DEG;
    const ahead = (((placeAlong - satelliteAlong) % 360) + 360) % 360;
    const sweep = (latitudeRate * spanMinutes) / DEG;
    return ahead <= sweep + reach || ahead >= 360 - reach;
  };
}
