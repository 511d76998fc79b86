import type { CompassPoint } from '../../common/display/sky-words.ts';
import { parseDuration } from '../../common/display/duration.ts';
import { splitMultiValue } from '../../common/display/text.ts';
import type { Sighting } from '../../common/schemas/sighting.ts';
import { directionsNamedIn } from './compass.ts';

/** What of a report can tell a planet or the Moon from something else. */
export type ReportFacts = Pick<
  Sighting,
  | 'summary'
  | 'detailedDescription'
  | 'shape'
  | 'flightPath'
  | 'features'
  | 'duration'
  | 'tags'
  | 'entityEncountered'
  | 'landingOccurred'
>;

/** What the report says, as far as a bright body in the sky could explain it. */
export interface ReportClues {
  singleLight: boolean;
  stationaryOrSlow: boolean;
  /** Watched for minutes: a planet barely moves in that time, a plane or a satellite is gone. */
  longDuration: boolean;
  /** The directions the text places the light in; empty when it names none. */
  directions: CompassPoint[];
  /** Things no planet or Moon does, in words for the reason; empty when there are none. */
  misfits: string[];
  /** Several lights, a formation, or lights in a line: what a Starlink train looks like. */
  severalLights: boolean;
  fast: boolean;
  landingOrBeings: boolean;
  /** How long it was watched, in seconds; null when the report does not say. */
  watchedSeconds: number | null;
}

/** Watching for this long or longer counts as "for minutes". */
const LONG_DURATION_SECONDS = 120;
/** A sighting shorter than this is a passing thing, not a planet that was there all evening. */
const BRIEF_DURATION_SECONDS = 30;

const SINGLE_LIGHT_SHAPES: ReadonlySet<string> = new Set(['Star-like', 'Sphere', 'Circle']);
const SINGLE_LIGHT_TEXT =
  /\b(?:a|one|single|lone)\s+(?:(?:very|really|extremely|bright|brilliant|steady|glowing|white|orange|yellow|red|strange|large|big|small)\s+){0,3}(?:lights?|star|orb|ball of light|planet)\b|\bbright (?:light|star)\b|\blike a star\b/i;
const SEVERAL_LIGHTS_TEXT =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|several|many|multiple|numerous|dozens of|\d+)\s+(?:\w+\s+){0,2}(?:lights|orbs|objects|crafts?|ufos)\b|\bformation\b/i;
/** "A line of lights", "a string of lights", "like a train": a Starlink train's look. */
const LINE_OF_LIGHTS_TEXT =
  /\b(?:line|row|string|chain|train|procession|single file)\s+of\s+(?:\w+\s+){0,2}(?:lights|dots|stars|objects)\b|\bin single file\b|\blike a train\b/i;
const SEVERAL_LIGHTS_SHAPES: ReadonlySet<string> = new Set(['Triangle', 'Chevron', 'Boomerang']);

const STATIONARY_FLIGHT_PATHS: ReadonlySet<string> = new Set(['Hovering']);
const STATIONARY_TEXT =
  /\b(?:hover(?:ed|ing|s)?|stationary|motionless|not moving|didn'?t move|did not move|barely mov(?:ed|ing)|drift(?:ed|ing|s)?|slow(?:ly)?|still in the sky|stayed (?:in )?(?:the same )?(?:place|put|there))\b/i;

const FAST_FLIGHT_PATHS: ReadonlySet<string> = new Set([
  'Erratic Maneuvers',
  'Zig-Zagging',
  'Sudden Acceleration',
  'Rapid Ascension',
  'Vertical Ascending',
  'Vertical Ascension',
  'Vertical Take-Off',
  'Vertical Takeoff',
]);
const FAST_FEATURES: ReadonlySet<string> = new Set(['Rapid Acceleration', 'Zigzag Movement']);
const FAST_TEXT =
  /\b(?:shot (?:off|away|up)|zoom(?:ed|ing)?|dart(?:ed|ing)|zig-?zag(?:ged|ging)?|sped (?:off|away)|streak(?:ed|ing)|accelerat(?:ed|ing)|very fast|incredible speed|high speed)\b/i;

/** Shape, flight path and features hold several choices in one text. */
const hasAny = (choices: string | null, values: ReadonlySet<string>) =>
  splitMultiValue(choices).some((choice) => values.has(choice));

function seconds(duration: string | null): number | null {
  const parts = parseDuration(duration);
  return parts ? parts.hours * 3600 + parts.minutes * 60 + parts.seconds : null;
}

/** Reads a report's words and fields for what a planet, a bright star or the Moon would look like. */
export function cluesOf(report: ReportFacts): ReportClues {
  const text = [report.summary, report.detailedDescription].filter(Boolean).join('\n');
  const watched = seconds(report.duration);
  const severalLights =
    SEVERAL_LIGHTS_TEXT.test(text) || LINE_OF_LIGHTS_TEXT.test(text) || hasAny(report.shape, SEVERAL_LIGHTS_SHAPES);
  const fast =
    FAST_TEXT.test(text) || hasAny(report.flightPath, FAST_FLIGHT_PATHS) || hasAny(report.features, FAST_FEATURES);

  const misfits = [
    severalLights && 'several lights',
    fast && 'fast or sudden movement',
    (report.landingOccurred || report.entityEncountered) && 'a landing or beings',
    watched !== null && watched > 0 && watched < BRIEF_DURATION_SECONDS && 'a sighting of a few seconds',
  ].filter((misfit): misfit is string => Boolean(misfit));

  return {
    singleLight:
      !severalLights &&
      (hasAny(report.shape, SINGLE_LIGHT_SHAPES) ||
        SINGLE_LIGHT_TEXT.test(text) ||
        report.tags.some((tag) => tag === 'star' || tag === 'light')),
    stationaryOrSlow: !fast && (hasAny(report.flightPath, STATIONARY_FLIGHT_PATHS) || STATIONARY_TEXT.test(text)),
    longDuration: watched !== null && watched >= LONG_DURATION_SECONDS,
    directions: directionsNamedIn(text),
    misfits,
    severalLights,
    fast,
    landingOrBeings: report.landingOccurred || report.entityEncountered,
    watchedSeconds: watched,
  };
}
