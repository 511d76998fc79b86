/** The 16 points of the compass, clockwise from north, each 22.5° wide. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export const COMPASS_POINT_NAMES: Readonly<Record<CompassPoint, string>> = {
  N: 'north',
  NNE: 'north-northeast',
  NE: 'northeast',
  ENE: 'east-northeast',
  E: 'east',
  ESE: 'east-southeast',
  SE: 'southeast',
  SSE: 'south-southeast',
  S: 'south',
  SSW: 'south-southwest',
  SW: 'southwest',
  WSW: 'west-southwest',
  W: 'west',
  WNW: 'west-northwest',
  NW: 'northwest',
  NNW: 'north-northwest',
};

const POINT_WIDTH = 360 / COMPASS_POINTS.length;

/** The compass point an azimuth (degrees clockwise from north) is nearest to. */
export function compassPoint(azimuth: number): CompassPoint {
  const normalized = ((azimuth % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(normalized / POINT_WIDTH) % COMPASS_POINTS.length]!;
}

/** The azimuth at the middle of a compass point. */
export function azimuthOf(point: CompassPoint): number {
  return COMPASS_POINTS.indexOf(point) * POINT_WIDTH;
}

/**
 * How bright a body looks, by visual magnitude (smaller is brighter): Venus is about −4, Jupiter −2
 * to −3, Sirius −1.5, Saturn and the other brightest stars around 0 to 1.
 */
export function brightnessWords(magnitude: number): string {
  if (magnitude <= -3.5) return 'very bright';
  if (magnitude <= -1) return 'bright';
  if (magnitude <= 1.5) return 'fairly bright';
  return 'faint';
}

/** Altitudes below this read as "low": where a planet is most often taken for something else. */
export const LOW_IN_THE_SKY_DEGREES = 25;

function heightWords(altitude: number): string {
  if (altitude < 10) return 'very low';
  if (altitude < LOW_IN_THE_SKY_DEGREES) return 'low';
  if (altitude < 55) return 'halfway up';
  return 'high';
}

/** Where a body stood, in words: "low in the west-southwest, 12° up", "nearly overhead, 84° up". */
export function placeInSky(altitude: number, azimuth: number): string {
  const degrees = Math.round(altitude);
  if (altitude < 0) return `below the horizon in the ${COMPASS_POINT_NAMES[compassPoint(azimuth)]}`;
  if (altitude >= 80) return `nearly overhead, ${degrees}° up`;
  return `${heightWords(altitude)} in the ${COMPASS_POINT_NAMES[compassPoint(azimuth)]}, ${degrees}° up`;
}

/** A body in a few words: "Venus, very bright, low in the west-southwest, 12° up". */
export function bodyInWords(body: { name: string; magnitude: number; altitude: number; azimuth: number }): string {
  return `${body.name}, ${brightnessWords(body.magnitude)}, ${placeInSky(body.altitude, body.azimuth)}`;
}
