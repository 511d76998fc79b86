import {
  ecfToEci,
  ecfToLookAngles,
  eciToEcf,
  geodeticToEcf,
  gstime,
  json2satrec,
  sgp4,
  shadowFraction,
  sunPos,
  type SatRec,
} from 'satellite.js';
import { compassPoint, type CompassPoint } from '../../../common/display/sky-words.ts';
import { ommOf, type ElementSet } from './element-sets.ts';
import { orbitFilter, type FilterWindow } from './orbit-filter.ts';

const DEG = Math.PI / 180;
const AU_KM = 149_597_870.7;
/** Satellites lower than this are not reported: near the horizon they are lost in haze and buildings. */
export const MIN_SATELLITE_ALTITUDE = 10;
/** Samples through the window; a pass of a low satellite lasts minutes, so none slips between two. */
const STEP_MS = 10_000;
/** The chart's track: a point every three steps of the window. */
const TRACK_EVERY = 3;
/** The walk from a visible instant to its pass's rise and set: the altitude has one peak in a pass. */
const EDGE_STEP_MS = 60_000;
/** How far before and after the window a pass's rise and set are looked for. */
const PASS_REACH_MS = 20 * 60_000;
/** The times of rise, set and the highest point, to the second. */
const PRECISION_MS = 1000;

/**
 * Standard magnitudes (at 1,000 km, half lit) of the satellites whose brightness is known well enough
 * to estimate: the ISS's −1.8 is the value visual observers' tables give it.
 */
const STANDARD_MAGNITUDES: ReadonlyMap<number, number> = new Map([[25544, -1.8]]);

export interface SatellitePoint {
  /** ISO 8601, UTC. */
  time: string;
  altitude: number;
  azimuth: number;
}

/** One satellite's pass over the place, above 10°, that was sunlit during the window. */
export interface SatellitePass {
  noradId: number;
  name: string;
  /** The international designator: its first part names the launch. */
  objectId: string;
  /** The epoch of the element set it was worked out from. */
  elementsEpoch: string;
  /** When it rose above 10° and sank below it; null when that was more than 20 minutes from the window. */
  rises: string | null;
  sets: string | null;
  highest: SatellitePoint;
  /** Where it stood when first seen sunlit and above 10° in the window. */
  seen: SatellitePoint;
  /** The compass points it came from and went to (where it rose and set above 10°). */
  from: CompassPoint;
  to: CompassPoint;
  /** The visual magnitude at its highest, for the few whose brightness is known; null for others. */
  magnitude: number | null;
  /** Where it stood through the window, every 30 seconds while above the horizon: the chart's track. */
  track: Array<{ altitude: number; azimuth: number }>;
}

export interface PassWindow extends FilterWindow {
  /** Sighting places have no height; sea level is near enough for angles at these ranges. */
  heightKm?: number;
}

/** Built element sets, by object and epoch: the stored pass asks for the same sets sighting after sighting. */
const satrecs = new Map<string, SatRec>();
const SATREC_CACHE_LIMIT = 50_000;

function satrecOf(set: ElementSet): SatRec {
  // The object and epoch name a stored set; the elements are in the key too, so that no two differ.
  const key = `${set.noradId}:${set.epochMs}:${set.meanMotion}:${set.raOfAscNode}:${set.meanAnomaly}:${set.inclination}`;
  let satrec = satrecs.get(key);
  if (!satrec) {
    if (satrecs.size >= SATREC_CACHE_LIMIT) satrecs.clear();
    satrec = json2satrec(ommOf(set));
    satrecs.set(key, satrec);
  }
  return satrec;
}

interface Vector {
  x: number;
  y: number;
  z: number;
}

/** The place and the Sun at one instant, in SGP4's inertial frame: shared by every satellite looked at then. */
interface Frame {
  instantMs: number;
  gmst: number;
  observer: Vector;
  /** The local vertical, a unit vector. */
  up: Vector;
  sunKm: Vector;
}

interface Look {
  altitude: number;
  satellite: Vector;
  frame: Frame;
}

const tenth = (value: number) => Math.round(value * 10) / 10;
const julianDay = (instantMs: number) => instantMs / 86_400_000 + 2440587.5;

function geodeticOf(place: PassWindow) {
  return { latitude: place.latitude * DEG, longitude: place.longitude * DEG, height: place.heightKm ?? 0 };
}

function frameAt(place: PassWindow, instantMs: number): Frame {
  const gmst = gstime(julianDay(instantMs));
  const geodetic = geodeticOf(place);
  const cosLatitude = Math.cos(geodetic.latitude);
  const upOnEarth = {
    x: cosLatitude * Math.cos(geodetic.longitude),
    y: cosLatitude * Math.sin(geodetic.longitude),
    z: Math.sin(geodetic.latitude),
  };
  const sun = sunPos(julianDay(instantMs)).rsun;
  return {
    instantMs,
    gmst,
    observer: ecfToEci(geodeticToEcf(geodetic), gmst),
    up: ecfToEci(upOnEarth, gmst),
    sunKm: { x: sun.x * AU_KM, y: sun.y * AU_KM, z: sun.z * AU_KM },
  };
}

/** Where one satellite stood at one instant, seen from the place; null when SGP4 cannot say (decayed). */
function lookAt(frame: Frame, satrec: SatRec, set: ElementSet): Look | null {
  const state = sgp4(satrec, (frame.instantMs - set.epochMs) / 60_000);
  if (!state || typeof state.position !== 'object') return null;
  const toSatellite = subtract(state.position, frame.observer);
  return {
    altitude: Math.asin(dot(toSatellite, frame.up) / length(toSatellite)) / DEG,
    satellite: state.position,
    frame,
  };
}

/** Azimuth and range, which only the reported points need. */
function anglesOf(place: PassWindow, look: Look): { azimuth: number; rangeKm: number } {
  const angles = ecfToLookAngles(geodeticOf(place), eciToEcf(look.satellite, look.frame.gmst));
  return { azimuth: (((angles.azimuth / DEG) % 360) + 360) % 360, rangeKm: angles.rangeSat };
}

/** Outside the Earth's umbra: some of the Sun's disc is still seen from the satellite. */
function isSunlit(look: Look): boolean {
  const { sunKm } = look.frame;
  return shadowFraction({ x: sunKm.x / AU_KM, y: sunKm.y / AU_KM, z: sunKm.z / AU_KM }, look.satellite) < 1;
}

/**
 * A satellite's visual magnitude from its standard one: dimmer with the square of the range and with
 * the phase angle, as a diffuse sphere is (the usual estimate; real ones flare and fade with attitude).
 */
function magnitudeOf(standard: number, look: Look, rangeKm: number): number {
  const toSun = subtract(look.frame.sunKm, look.satellite);
  const toObserver = subtract(look.frame.observer, look.satellite);
  const cosine = dot(toSun, toObserver) / (length(toSun) * length(toObserver));
  const phase = Math.acos(Math.max(-1, Math.min(1, cosine)));
  const lit = Math.sin(phase) + (Math.PI - phase) * Math.cos(phase);
  return Math.round((standard + 5 * Math.log10(rangeKm / 1000) - 2.5 * Math.log10(Math.max(lit, 1e-3))) * 10) / 10;
}

function subtract(a: Vector, b: Vector): Vector {
  return { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z };
}
const dot = (a: Vector, b: Vector) => a.x * b.x + a.y * b.y + a.z * b.z;
const length = (a: Vector) => Math.sqrt(dot(a, a));

/** The instant, to the second, between `below` and `above` where the altitude crosses the threshold. */
function crossing(altitudeAt: (instantMs: number) => number, below: number, above: number): number {
  let [low, high] = [below, above];
  while (Math.abs(high - low) > PRECISION_MS) {
    const middle = (low + high) / 2;
    if (altitudeAt(middle) >= MIN_SATELLITE_ALTITUDE) high = middle;
    else low = middle;
  }
  return high;
}

/** The highest point between two instants either side of it, by golden-section search. */
function highestBetween(altitudeAt: (instantMs: number) => number, start: number, end: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [low, high] = [start, end];
  while (high - low > PRECISION_MS) {
    const left = high - ratio * (high - low);
    const right = low + ratio * (high - low);
    if (altitudeAt(left) < altitudeAt(right)) low = left;
    else high = right;
  }
  return (low + high) / 2;
}

/** Walks from a visible instant in one direction until the satellite sinks below 10° (or too far). */
function edgeOfPass(altitudeAt: (instantMs: number) => number, from: number, step: number): number | null {
  let inside = from;
  for (let travelled = 0; travelled < PASS_REACH_MS; travelled += Math.abs(step)) {
    const next = inside + step;
    if (altitudeAt(next) < MIN_SATELLITE_ALTITUDE) return crossing(altitudeAt, next, inside);
    inside = next;
  }
  return null;
}

const isoSecond = (instantMs: number) => new Date(Math.round(instantMs / 1000) * 1000).toISOString();

/**
 * The place and the Sun at the window's instants, a step apart, and at any other asked for: the
 * instants on the steps (the walks to a pass's rise and set) are worked out once for all satellites.
 */
export class Frames {
  readonly window: Frame[] = [];
  readonly #place: PassWindow;
  readonly #onSteps = new Map<number, Frame>();

  constructor(place: PassWindow) {
    this.#place = place;
    for (let instant = place.startMs; instant <= place.endMs; instant += STEP_MS) this.window.push(this.at(instant));
  }

  at(instantMs: number): Frame {
    if ((instantMs - this.#place.startMs) % STEP_MS !== 0) return frameAt(this.#place, instantMs);
    let frame = this.#onSteps.get(instantMs);
    if (!frame) {
      frame = frameAt(this.#place, instantMs);
      this.#onSteps.set(instantMs, frame);
    }
    return frame;
  }
}

function trackOf(place: PassWindow, frames: Frames, satrec: SatRec, set: ElementSet) {
  const track: SatellitePass['track'] = [];
  const onTrack = frames.window.filter((_, index) => index % TRACK_EVERY === 0 || index === frames.window.length - 1);
  for (const frame of onTrack) {
    const at = lookAt(frame, satrec, set);
    if (at && at.altitude > 0)
      track.push({ altitude: tenth(at.altitude), azimuth: tenth(anglesOf(place, at).azimuth) % 360 });
  }
  return track;
}

/** One satellite's pass, when it was up and sunlit in the window; propagated whatever its orbit. */
export function passOf(place: PassWindow, set: ElementSet, frames = new Frames(place)): SatellitePass | null {
  const satrec = satrecOf(set);
  let seen: Look | null = null;
  for (const frame of frames.window) {
    const sample = lookAt(frame, satrec, set);
    if (sample && sample.altitude >= MIN_SATELLITE_ALTITUDE && isSunlit(sample)) {
      seen = sample;
      break;
    }
  }
  if (seen === null) return null;
  const look = (instantMs: number) => lookAt(frames.at(instantMs), satrec, set);
  const altitudeAt = (instantMs: number) => look(instantMs)?.altitude ?? -90;
  const seenAt = seen.frame.instantMs;
  const rises = edgeOfPass(altitudeAt, seenAt, -EDGE_STEP_MS);
  const sets = edgeOfPass(altitudeAt, seenAt, EDGE_STEP_MS);
  const first = rises ?? seenAt - PASS_REACH_MS;
  const last = sets ?? seenAt + PASS_REACH_MS;
  // The altitude rises to one peak and falls over a pass: the top is found by narrowing in on it.
  const top = highestBetween(altitudeAt, first, last);
  const highest = look(top)!;
  const highestAngles = anglesOf(place, highest);
  const point = (at: Look, angles = anglesOf(place, at)): SatellitePoint => ({
    time: isoSecond(at.frame.instantMs),
    altitude: tenth(at.altitude),
    azimuth: tenth(angles.azimuth) % 360,
  });
  const standard = STANDARD_MAGNITUDES.get(set.noradId);
  return {
    noradId: set.noradId,
    name: set.objectName,
    objectId: set.objectId,
    elementsEpoch: new Date(set.epochMs).toISOString(),
    rises: rises === null ? null : isoSecond(rises),
    sets: sets === null ? null : isoSecond(sets),
    highest: point(highest, highestAngles),
    seen: point(seen),
    from: compassPoint(anglesOf(place, look(first)!).azimuth),
    to: compassPoint(anglesOf(place, look(last)!).azimuth),
    magnitude: standard === undefined ? null : magnitudeOf(standard, highest, highestAngles.rangeKm),
    track: trackOf(place, frames, satrec, set),
  };
}

/**
 * The satellites that stood above 10° at the place, sunlit, at some instant of the window (the
 * witness's darkness is the caller's to judge), each with its whole pass: rise, highest point and set.
 * An orbit filter first leaves out those that were nowhere near, so only a few are propagated.
 */
export function satellitePasses(sets: readonly ElementSet[], place: PassWindow): SatellitePass[] {
  const passes: SatellitePass[] = [];
  const frames = new Frames(place);
  const mayBeOverhead = orbitFilter(place, MIN_SATELLITE_ALTITUDE);
  for (const set of sets) {
    if (!mayBeOverhead(set)) continue;
    const pass = passOf(place, set, frames);
    if (pass) passes.push(pass);
  }
  return passes.sort((a, b) => a.seen.time.localeCompare(b.seen.time) || a.noradId - b.noradId);
}
