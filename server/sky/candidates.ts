import {
  brightnessWords,
  COMPASS_POINT_NAMES,
  LOW_IN_THE_SKY_DEGREES,
  placeInSky,
} from '../../common/display/sky-words.ts';
import type { SkyCandidate } from '../../common/schemas/sky.ts';
import { standsIn } from './compass.ts';
import { visibleInDaylight } from './daylight-visibility.ts';
import { cluesOf, type ReportClues, type ReportFacts } from './report-clues.ts';
import type { SkyBodies } from './sky-model.ts';

/** Bright enough to be taken for a light in the sky: Venus, Jupiter, Mars near opposition, Sirius. */
export const CANDIDATE_MAGNITUDE_LIMIT = -1;
/** A light is called likely a body when at least this many of the report's details fit it. */
const FITS_FOR_LIKELY = 3;

const NOT_A_VERDICT = 'This is a possibility, not a verdict.';

interface CandidateBody {
  name: string;
  kind: 'moon' | 'planet' | 'star';
  altitude: number;
  azimuth: number;
  /** Null for the Moon, which ranks first: even a thin crescent outshines every planet. */
  magnitude: number | null;
  description: string;
}

/**
 * The bodies above the horizon bright enough to be mistaken for a light, the brightest first. While the
 * Sun is up, only the Moon and what can be seen in a blue sky: Venus, when bright, high and far enough
 * from the Sun; no star or other planet.
 */
function candidateBodies(sky: SkyBodies): CandidateBody[] {
  const seen =
    sky.sun.period === 'day'
      ? (body: SeenBody) => visibleInDaylight(body, sky.sun)
      : (body: SeenBody) => body.altitude > 0 && body.magnitude <= CANDIDATE_MAGNITUDE_LIMIT;
  const bodies: CandidateBody[] = [];
  const { moon } = sky;
  if (moon.altitude > 0) {
    const lit = Math.round(moon.illumination * 100);
    bodies.push({
      name: 'Moon',
      kind: 'moon',
      altitude: moon.altitude,
      azimuth: moon.azimuth,
      magnitude: null,
      description: `The Moon (${moon.phase}, ${lit}% lit) was ${placeInSky(moon.altitude, moon.azimuth)}`,
    });
  }
  const points = [
    ...sky.planets.map((planet) => ({ ...planet, kind: 'planet' as const })),
    ...sky.stars.map((star) => ({ ...star, kind: 'star' as const })),
  ]
    .filter(seen)
    .sort((a, b) => a.magnitude - b.magnitude);
  for (const body of points) {
    bodies.push({
      ...body,
      description: `${body.name} was ${brightnessWords(body.magnitude)}, ${placeInSky(body.altitude, body.azimuth)}`,
    });
  }
  return bodies;
}

type SeenBody = Pick<SkyBodies['planets'][number], 'altitude' | 'azimuth' | 'magnitude'>;

const kindWords = { moon: 'the Moon', planet: 'a planet', star: 'a star' } as const;

/** "a single steady light, seen for minutes in the direction the report names," */
function fittingLight(clues: ReportClues, directionFits: boolean): string {
  const light = `a ${clues.singleLight ? 'single ' : ''}${clues.stationaryOrSlow ? 'steady ' : ''}light`;
  const how = [clues.longDuration && 'seen for minutes', directionFits && 'in the direction the report names'];
  const tail = how.filter(Boolean).join(' ');
  return tail ? `${light}, ${tail},` : light;
}

interface Judgement {
  body: CandidateBody;
  /** Why it cannot be the light, or null when nothing in the report rules it out. */
  against: string | null;
  fits: number;
  directionFits: boolean;
}

function judge(body: CandidateBody, clues: ReportClues): Judgement {
  const directionFits = clues.directions.some((point) => standsIn(body.azimuth, point));
  const low = body.altitude < LOW_IN_THE_SKY_DEGREES;
  const fits = [clues.singleLight, clues.stationaryOrSlow, clues.longDuration, low, directionFits].filter(Boolean);
  let against: string | null = null;
  if (clues.misfits.length > 0) {
    against = `the report describes ${clues.misfits.join(' and ')}, which ${kindWords[body.kind]} does not show`;
  } else if (clues.directions.length > 0 && !directionFits) {
    const named = clues.directions.map((point) => COMPASS_POINT_NAMES[point]).join(' and ');
    against = `the report places what was seen in the ${named}`;
  } else if (body.kind === 'moon' && !low) {
    // Witnesses know the Moon's face; it is taken for something else when it rises or sets, low and dimmed.
    against = 'it stood too high to be taken for anything but the Moon';
  }
  return { body, against, fits: fits.length, directionFits };
}

function candidateOf({ body, against, fits, directionFits }: Judgement, clues: ReportClues, best: Judgement | null) {
  const sentence = (text: string, likely = false): SkyCandidate => ({
    name: body.name,
    likely,
    reason: `${body.description}${text} ${NOT_A_VERDICT}`,
  });
  if (against) return sentence(`, but ${against}.`);
  if (fits < FITS_FOR_LIKELY) return sentence("; too few of the report's details point to it to call it likely.");
  // One light is one body: of those that fit, the best fit (the brighter on a tie) is the likely one.
  if (best && best.body !== body) return sentence(`; the report fits it too, but ${best.body.name} fits it better.`);
  return sentence(`; ${fittingLight(clues, directionFits)} fits it.`, true);
}

/**
 * The bright bodies a light in the sky could have been, the brightest first. With a report, each is
 * marked likely when the report's details fit it; without one (a place and time alone) none is.
 */
export function candidatesOf(sky: SkyBodies, report?: ReportFacts): SkyCandidate[] {
  const bodies = candidateBodies(sky);
  if (!report) {
    return bodies.map((body) => ({
      name: body.name,
      likely: false,
      reason: `${body.description}: a steady light there could have been it. ${NOT_A_VERDICT}`,
    }));
  }
  const clues = cluesOf(report);
  const judgements = bodies.map((body) => judge(body, clues));
  // Bodies are brightest first, so the first of the highest scores is the brighter on a tie.
  const best = judgements
    .filter((judgement) => !judgement.against && judgement.fits >= FITS_FOR_LIKELY)
    .reduce<Judgement | null>((top, judgement) => (top && top.fits >= judgement.fits ? top : judgement), null);
  return judgements.map((judgement) => candidateOf(judgement, clues, best));
}
