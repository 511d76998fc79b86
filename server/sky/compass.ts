import { azimuthOf, COMPASS_POINTS, type CompassPoint } from '../../common/display/sky-words.ts';

/**
 * A witness's "in the west" means roughly west: a named direction fits a body within this many degrees
 * of it (two compass points either side).
 */
export const DIRECTION_TOLERANCE_DEGREES = 45;

const PART = '(north|south|east|west)';
// "west", "south-west", "south west", "west-southwest", "northeastern", "westward".
const DIRECTION_WORDS = new RegExp(`\\b${PART}(?:[- ]?${PART})?(?:[- ]?${PART})?(?:ern|erly|wards?)?\\b`, 'gi');
// Capitals only: "to the WSW". Longest first, so "NNE" is not read as "N".
const DIRECTION_ABBREVIATIONS = /\b(NNE|ENE|ESE|SSE|SSW|WSW|WNW|NNW|NE|SE|SW|NW|N|E|S|W)\b/g;

// A direction counts only where it says where something was: "in the west", "towards the NW",
// "low in the southern sky"; not "West Virginia" or "Omaha, NE".
const LEADS_TO_DIRECTION =
  /\b(?:to|in|into|towards?|facing|looking|from|over|at|due|heading|headed|moving|going)\s+(?:the\s+)?(?:\w+\s+)?$/i;
const SKY_AFTER = /^\s*(?:sky|horizon)\b/i;
const PROPER_NOUN_AFTER = /^[ -]+[A-Z][a-z]/;

function pointOfParts(parts: Array<string | undefined>): CompassPoint | null {
  const letters = parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (COMPASS_POINTS as readonly string[]).includes(letters) ? (letters as CompassPoint) : null;
}

function saysWhere(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 20);
  if (PROPER_NOUN_AFTER.test(after) && /[A-Z]/.test(text[start]!)) return false;
  return LEADS_TO_DIRECTION.test(before) || SKY_AFTER.test(after);
}

/** The compass directions a report's text places something in, in the order it names them. */
export function directionsNamedIn(text: string): CompassPoint[] {
  const found: Array<{ at: number; point: CompassPoint }> = [];
  for (const match of text.matchAll(DIRECTION_WORDS)) {
    const point = pointOfParts([match[1], match[2], match[3]]);
    if (point && saysWhere(text, match.index, match.index + match[0].length)) found.push({ at: match.index, point });
  }
  for (const match of text.matchAll(DIRECTION_ABBREVIATIONS)) {
    const point = match[1] as CompassPoint;
    if (saysWhere(text, match.index, match.index + match[0].length)) found.push({ at: match.index, point });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map(({ point }) => point))];
}

/** The angle between two azimuths, 0 to 180 degrees. */
export function angleBetween(azimuthA: number, azimuthB: number): number {
  const difference = Math.abs((((azimuthA - azimuthB) % 360) + 360) % 360);
  return Math.min(difference, 360 - difference);
}

/** Whether a body at this azimuth stands in the named direction, as loosely as a witness names one. */
export function standsIn(azimuth: number, point: CompassPoint): boolean {
  return angleBetween(azimuth, azimuthOf(point)) <= DIRECTION_TOLERANCE_DEGREES;
}
