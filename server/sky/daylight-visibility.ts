/**
 * Whether a planet can be seen by day, with the naked eye (decision 0042). Only Venus ever can: the
 * rule of thumb of daylight observers is magnitude −4.2 or brighter (G. Zotti, "Daylight observation
 * of Venus", Astronomy Online 1996), far enough from the Sun's glare (observers lose it by day at about
 * 20° from the Sun), and high enough that the air does not dim it below that: near the horizon the
 * light crosses many times the air it crosses overhead.
 */
export const DAYLIGHT_MAGNITUDE_LIMIT = -4.2;
export const DAYLIGHT_MIN_ELONGATION_DEGREES = 20;
/** Magnitudes lost per air mass in clear air at sea level, in visual light (a usual value is 0.2 to 0.3). */
const EXTINCTION_PER_AIR_MASS = 0.2;

const RADIANS = Math.PI / 180;

/** How much air the light crosses at an altitude, 1 at the zenith (Kasten & Young 1989). */
export function airMass(altitudeDegrees: number): number {
  const altitude = Math.max(altitudeDegrees, 0);
  return 1 / (Math.sin(altitude * RADIANS) + 0.50572 * (altitude + 6.07995) ** -1.6364);
}

/** The angle between two places in the sky, in degrees, from their altitudes and azimuths. */
export function separationDegrees(
  a: { altitude: number; azimuth: number },
  b: { altitude: number; azimuth: number },
): number {
  const cosine =
    Math.sin(a.altitude * RADIANS) * Math.sin(b.altitude * RADIANS) +
    Math.cos(a.altitude * RADIANS) * Math.cos(b.altitude * RADIANS) * Math.cos((a.azimuth - b.azimuth) * RADIANS);
  return Math.acos(Math.min(1, Math.max(-1, cosine))) / RADIANS;
}

interface Seen {
  altitude: number;
  azimuth: number;
  magnitude: number;
}

/**
 * A body seen by day: bright enough once the air has dimmed it (beyond the zenith's own dimming, which
 * the rule of thumb already bears) and far enough from the Sun.
 */
export function visibleInDaylight(body: Seen, sun: { altitude: number; azimuth: number }): boolean {
  if (body.altitude <= 0) return false;
  const dimmed = body.magnitude + EXTINCTION_PER_AIR_MASS * (airMass(body.altitude) - 1);
  return dimmed <= DAYLIGHT_MAGNITUDE_LIMIT && separationDegrees(body, sun) >= DAYLIGHT_MIN_ELONGATION_DEGREES;
}
