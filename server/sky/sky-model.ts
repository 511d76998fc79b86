import {
  Body,
  Equator,
  Horizon,
  HorizonFromVector,
  Illumination,
  MakeTime,
  MoonPhase,
  Observer,
  RotateVector,
  Rotation_EQJ_HOR,
  Spherical,
  VectorFromSphere,
  type AstroTime,
} from 'astronomy-engine';
import { compassPoint } from '../../common/display/sky-words.ts';
import {
  MOON_PHASES,
  PLANET_NAMES,
  type DayPeriod,
  type MoonPhaseName,
  type Sky,
  type SkyPlanet,
  type SkyStar,
} from '../../common/schemas/sky.ts';
import { BRIGHT_STARS } from './bright-stars.ts';

/** Everything in the sky at one place and instant; the candidates are reasoned from it separately. */
export type SkyBodies = Omit<Sky, 'candidates' | 'satellites' | 'launches'>;

export interface SkyPlace {
  latitude: number;
  longitude: number;
}

/** Stars fainter than this are left out: they are no candidate for a bright light. */
export const STAR_MAGNITUDE_LIMIT = 1;

/**
 * The Sun's true altitude at which each period of day begins, from the brightest: sunrise and sunset
 * (−0.833°, the disc's upper edge at the horizon through average refraction), then civil, nautical and
 * astronomical twilight, each 6° deeper.
 */
const PERIOD_THRESHOLDS: ReadonlyArray<readonly [number, DayPeriod]> = [
  [-0.833, 'day'],
  [-6, 'civil twilight'],
  [-12, 'nautical twilight'],
  [-18, 'astronomical twilight'],
];

export function dayPeriod(sunAltitude: number): DayPeriod {
  for (const [threshold, period] of PERIOD_THRESHOLDS) if (sunAltitude > threshold) return period;
  return 'night';
}

/** A named phase holds within this many degrees of elongation (about a day) of its exact moment. */
const EXACT_PHASE_DEGREES = 12;

/** The Moon's phase by name, from its ecliptic elongation from the Sun (0 new, 90 first quarter, 180 full). */
export function moonPhaseName(elongation: number): MoonPhaseName {
  const angle = ((elongation % 360) + 360) % 360;
  const quarter = Math.round(angle / 90) % 4;
  const fromExact = Math.abs(angle - Math.round(angle / 90) * 90);
  // The named phases sit at even places of the list, the phases between them at odd places.
  if (fromExact <= EXACT_PHASE_DEGREES) return MOON_PHASES[quarter * 2]!;
  return MOON_PHASES[Math.floor(angle / 90) * 2 + 1]!;
}

// A tenth of a degree and a hundredth of a magnitude: the model is good to about an arcminute, and
// the digits past that would only be noise in the answer.
const tenth = (value: number) => Math.round(value * 10) / 10;
const hundredth = (value: number) => Math.round(value * 100) / 100;
const thousandth = (value: number) => Math.round(value * 1000) / 1000;
const azimuthDegrees = (value: number) => tenth(value) % 360;

interface Placed {
  altitude: number;
  azimuth: number;
}

/**
 * Where a solar-system body stood, seen from the observer's place. With refraction, the apparent
 * altitude while the body is above the horizon; below it, the geometric altitude: refraction lifts
 * what light reaches the eye, and no light comes from below the horizon (the refraction formula's
 * value there is an extrapolation, which would put a body at −0.4° in view).
 */
function placeOf(body: Body, time: AstroTime, observer: Observer, refraction: 'normal' | null): Placed {
  const equatorial = Equator(body, time, observer, true, true);
  const geometric = Horizon(time, observer, equatorial.ra, equatorial.dec);
  if (!refraction) return { altitude: geometric.altitude, azimuth: geometric.azimuth };
  const apparent = Horizon(time, observer, equatorial.ra, equatorial.dec, refraction);
  const altitude = apparent.altitude > 0 ? apparent.altitude : geometric.altitude;
  return { altitude, azimuth: geometric.azimuth };
}

function planetsAt(time: AstroTime, observer: Observer): SkyPlanet[] {
  return PLANET_NAMES.map((name) => {
    const body = Body[name];
    const { altitude, azimuth } = placeOf(body, time, observer, 'normal');
    return {
      name,
      altitude: tenth(altitude),
      azimuth: azimuthDegrees(azimuth),
      direction: compassPoint(azimuth),
      magnitude: hundredth(Illumination(body, time).mag),
    };
  });
}

/** The bright stars above the horizon: one rotation from J2000 to the horizon serves them all. */
function starsAt(time: AstroTime, observer: Observer): SkyStar[] {
  const toHorizon = Rotation_EQJ_HOR(time, observer);
  const stars: SkyStar[] = [];
  for (const star of BRIGHT_STARS) {
    if (star.magnitude > STAR_MAGNITUDE_LIMIT) continue;
    const j2000 = VectorFromSphere(new Spherical(star.declination, star.rightAscension * 15, 1), time);
    const horizontal = HorizonFromVector(RotateVector(toHorizon, j2000), 'normal');
    // Only the stars above the horizon are listed, so the refracted altitude is always the one seen.
    if (horizontal.lat <= 0) continue;
    stars.push({
      name: star.name,
      altitude: tenth(horizontal.lat),
      azimuth: azimuthDegrees(horizontal.lon),
      direction: compassPoint(horizontal.lon),
      magnitude: star.magnitude,
    });
  }
  return stars.sort((a, b) => a.magnitude - b.magnitude);
}

/**
 * The Sun, Moon, five naked-eye planets and the brightest stars at a place and instant, offline.
 * Altitudes above the horizon are apparent (what the eye saw, refraction included), those below it
 * geometric; the Sun's is always its true altitude: the one the twilight periods are defined on.
 */
export function skyAt(place: SkyPlace, instant: Date): SkyBodies {
  const time = MakeTime(instant);
  const observer = new Observer(place.latitude, place.longitude, 0);
  const sun = placeOf(Body.Sun, time, observer, null);
  const moon = placeOf(Body.Moon, time, observer, 'normal');
  return {
    sun: { altitude: tenth(sun.altitude), azimuth: azimuthDegrees(sun.azimuth), period: dayPeriod(sun.altitude) },
    moon: {
      altitude: tenth(moon.altitude),
      azimuth: azimuthDegrees(moon.azimuth),
      phase: moonPhaseName(MoonPhase(time)),
      illumination: thousandth(Illumination(Body.Moon, time).phase_fraction),
    },
    planets: planetsAt(time, observer),
    stars: starsAt(time, observer),
  };
}
