import {
  ALTITUDE_OPTIONS,
  DISTANCE_OPTIONS,
  FEATURE_OPTIONS,
  SUGGESTED_TAGS,
} from '../../common/vocabulary/report-options.ts';
import { durationFromSeconds } from '../../common/display/duration.ts';
import type { City } from '../geodata/cities.ts';
import { countryName } from '../geodata/country-codes.ts';
import { US_STATE_NAMES } from '../geodata/us-states.ts';
import { isoInstant } from '../import/iso-instant.ts';
import type { NewSighting } from '../sightings/sighting-record.ts';
import { phrases, type ShapeWords } from './phrase-tables.ts';
import { SeededRandom } from './random.ts';
import { WeightedSampler, weightedTable } from './weighted-sampler.ts';

/** Marks every generated row, so benchmark data is never mistaken for real reports. */
export const SYNTHETIC_SOURCE = 'Skywatch synthetic';

export interface SyntheticSighting {
  sighting: NewSighting;
  /** About one in ten claims media, for hasMedia queries; no files exist, so `media` stays empty. */
  mediaCount: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const EARLIEST = Date.UTC(1940, 0, 1);
/** Reports of older events mostly arrived once reporting went online. */
const ONLINE_REPORTING = Date.UTC(1995, 0, 1);
/** Density grows over time: occurred = start + span · u^(1/3.5). */
const RECENCY_SKEW = 1 / 3.5;
const JITTER_KM = 5;
const KM_PER_DEGREE = 111.32;
const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

// prettier-ignore
const FLIGHT_PATHS = weightedTable<string>([
  ['Hovering', 30], ['Straight Line', 25], ['Disappearing', 8], ['Erratic Maneuvers', 6], ['Path With Directional Change', 6],
  ['Sudden Acceleration', 6], ['Rapid Ascension', 5], ['Zig-Zagging', 4], ['Ascending', 4], ['Following a Path', 3],
  ['Other', 3], ['Vertical Ascending', 1], ['Vertical Ascension', 1], ['Vertical Take-Off', 1], ['Vertical Takeoff', 1],
]);
const COMMON_FEATURES: Readonly<Record<string, number>> = {
  Lights: 20,
  Silent: 20,
  Glowing: 15,
  'Changing Colors': 8,
  'Rapid Acceleration': 8,
  'Directional Change': 6,
  'Metallic Surface': 6,
  Humming: 5,
  'Aura Or Haze Around The Object': 4,
  'Reflective Surface': 4,
  Orbs: 4,
  Beam: 3,
};
const FEATURES = new WeightedSampler(FEATURE_OPTIONS, (feature) => COMMON_FEATURES[feature] ?? 1);
const FEATURE_COUNTS = weightedTable([
  [0, 25],
  [1, 35],
  [2, 25],
  [3, 15],
]);
const SHAPES = new WeightedSampler(phrases.shapeWords, (shape) => shape.weight);
const TYPES = weightedTable(phrases.sightingTypes);
/** Suggested tags that need no media or special event to be plausible. */
const EVERYDAY_TAGS = SUGGESTED_TAGS.filter(
  (tag) => !['photo', 'video', 'audio', 'abduction', 'crash', 'landing'].includes(tag),
);
const HOURS = new WeightedSampler(
  phrases.hourWeights.map((_, hour) => hour),
  (hour) => phrases.hourWeights[hour]!,
);

/**
 * Generates plausible sightings, deterministically: the same seed and end date give the same rows in
 * the same order. Places are drawn by population (more often in countries that report more), dates
 * lean toward recent years and evenings, and the texts are composed from small phrase tables.
 */
export class SyntheticSightings {
  #random: SeededRandom;
  readonly #seed: number;
  readonly #until: number;
  readonly #places: WeightedSampler<City>;

  constructor(options: { seed: number; until: Date; cities: readonly City[] }) {
    this.#seed = options.seed;
    this.#random = new SeededRandom(options.seed);
    this.#until = options.until.getTime();
    this.#places = new WeightedSampler(
      options.cities,
      (city) => city.population * (phrases.reportingRate[city.country] ?? 1),
    );
  }

  /** The `index`-th sighting of this seed, the same whatever was made before it. */
  next(index: number): SyntheticSighting {
    this.#random = new SeededRandom(this.#seed, index);
    const random = this.#random;
    const city = this.#places.sample(random);
    const { latitude, longitude } = jitter(city, random);
    const occurred = this.#occurred(longitude);
    const submitted = this.#submitted(occurred);

    const type = TYPES.sample(random);
    const shape = SHAPES.sample(random);
    const count = !shape.single && random.chance(0.25) ? random.pick(phrases.groupCounts) : null;
    const flightPath = FLIGHT_PATHS.sample(random);
    const secondPath = random.chance(0.15) ? FLIGHT_PATHS.sample(random) : null;
    const features = this.#features(type);
    const seconds =
      shape.shape === 'Flash' || shape.shape === 'Fireball' ? logUniform(random, 1, 90) : logUniform(random, 5, 7200);
    const landing = type === 'Landing';
    const mediaCount = random.chance(0.1) ? random.int(1, 4) : 0;
    const pending = random.chance(0.03);

    const region = regionOf(city);
    const country = countryName(city.country) ?? city.country;
    const placeName = [city.name, region, country].filter(Boolean).join(', ');
    const words = this.#words(shape, count);

    const sighting: NewSighting = {
      id: this.#id(),
      type,
      summary: this.#summary(words, flightPath, city.name, occurred.hour),
      detailedDescription: this.#description(words, flightPath, features, seconds),
      occurred: isoInstant(occurred.instant),
      submitted: isoInstant(submitted),
      created: isoInstant(submitted),
      daysBetweenOccurrenceAndSubmission: Math.floor((submitted - occurred.instant) / DAY_MS),
      locationName: placeName,
      address: null,
      formattedAddress: placeName,
      city: city.name,
      region,
      country,
      iso2CountryCode: city.country,
      latitude,
      longitude,
      // Benchmark data: its clock times follow the longitude alone (see #occurred), so no zone is claimed.
      timeZone: null,
      location: null,
      addressResolution: 'APPROXIMATE',
      altitude: landing ? 'Landed' : random.chance(0.75) ? random.pick(ALTITUDE_OPTIONS) : null,
      distance: random.chance(0.7) ? random.pick(DISTANCE_OPTIONS) : null,
      duration: durationFromSeconds(seconds),
      entityEncountered: features.includes('Entities Were Seen'),
      landingOccurred: landing,
      features: features.length ? features.join(', ') : null,
      flightPath: secondPath && secondPath !== flightPath ? `${flightPath}, ${secondPath}` : flightPath,
      shape: shape.shape,
      rating: String(random.int(0, 4)),
      source: SYNTHETIC_SOURCE,
      status: pending ? 'PENDING' : 'APPROVED',
      tags: this.#tags(shape.tag, features, flightPath, mediaCount),
      deleted: false,
      approved: !pending,
      importKey: `synthetic:${this.#seed}:${index}`,
    };
    return { sighting, mediaCount };
  }

  #id(): string {
    let id = '';
    for (let index = 0; index < 8; index += 1) id += ID_ALPHABET[Math.floor(this.#random.next() * 36)];
    return id;
  }

  /** A local evening-weighted clock time, turned into UTC with the longitude's approximate offset. */
  #occurred(longitude: number): { instant: number; hour: number } {
    const random = this.#random;
    const moment = EARLIEST + (this.#until - EARLIEST) * Math.pow(random.next(), RECENCY_SKEW);
    const hour = HOURS.sample(random);
    const localDay = Math.floor(moment / DAY_MS) * DAY_MS;
    let instant = localDay + hour * HOUR_MS + random.int(0, 59) * 60_000 - Math.round(longitude / 15) * HOUR_MS;
    while (instant > this.#until) instant -= DAY_MS;
    return { instant, hour };
  }

  #submitted(occurred: { instant: number }): number {
    const random = this.#random;
    const base =
      occurred.instant < ONLINE_REPORTING
        ? ONLINE_REPORTING + random.next() * random.next() * (this.#until - ONLINE_REPORTING)
        : occurred.instant;
    const roll = random.next();
    const lag =
      roll < 0.4
        ? random.next() * DAY_MS
        : roll < 0.75
          ? random.next() * 30 * DAY_MS
          : roll < 0.95
            ? random.next() * 365 * DAY_MS
            : random.next() * 10 * 365 * DAY_MS;
    const minute = 60_000;
    return Math.max(occurred.instant, Math.min(this.#until, Math.floor((base + lag) / minute) * minute));
  }

  #features(type: string): string[] {
    const chosen = new Set<string>();
    const wanted = FEATURE_COUNTS.sample(this.#random);
    for (let attempt = 0; attempt < wanted * 2 && chosen.size < wanted; attempt += 1) {
      const feature = FEATURES.sample(this.#random);
      if (feature === 'Entities Were Seen' && type !== 'Close Encounter' && type !== 'Abduction Claim') continue;
      chosen.add(feature);
    }
    if ((type === 'Close Encounter' || type === 'Abduction Claim') && this.#random.chance(0.3))
      chosen.add('Entities Were Seen');
    return [...chosen];
  }

  #words(shape: ShapeWords, count: readonly [string, number] | null): Words {
    const random = this.#random;
    const color = random.pick(phrases.colors);
    const single = count === null;
    const things = single
      ? `${article(color)} ${color} ${shape.noun}`
      : `${count[0].toLowerCase()} ${color} ${shape.plural}`;
    return {
      It: single ? 'It' : 'They',
      it: single ? 'it' : 'they',
      them: single ? 'it' : 'them',
      was: single ? 'was' : 'were',
      things,
      The: single ? `The ${shape.noun}` : `The ${shape.plural}`,
      aColor: `${article(color)} ${color}`,
      color,
      color2: random.pick(phrases.colors),
      size: random.pick(phrases.sizes),
      sky: random.pick(phrases.skies),
      edge: random.pick(phrases.edges),
      dir: random.pick(phrases.directions),
    };
  }

  #summary(words: Words, flightPath: string, city: string, hour: number): string {
    const random = this.#random;
    const motion = random.pick(phrases.summaryMotion[flightPath] ?? phrases.summaryMotion.Other!);
    const where = `${random.pick(phrases.placePrepositions)} ${city}`;
    switch (random.int(0, 2)) {
      case 0:
        return `${capitalize(words.things)} ${motion} ${where}`;
      case 1:
        return `${capitalize(words.things)} seen ${timeOfDay(hour)} ${where}`;
      default:
        return `Witness describes ${words.things} that ${motion} ${where}`;
    }
  }

  #description(words: Words, flightPath: string, features: readonly string[], seconds: number): string {
    const random = this.#random;
    let text = `${random.pick(OPENINGS)(words)} ${random.pick(APPEARANCES)(words)} `;
    text += random.pick(MOTIONS.get(flightPath) ?? MOTIONS.get('Other')!)(words);
    for (const feature of features.slice(0, 2)) {
      const sentence = FEATURE_SENTENCES.get(feature);
      if (sentence) text += ` ${sentence(words)}`;
    }
    text += ` The whole thing lasted ${durationInProse(seconds)}. ${random.pick(ENDINGS)(words)}`;
    if (random.chance(0.6)) text += ` ${random.pick(AFTERMATHS)(words)}`;
    return text;
  }

  #tags(shapeTag: string | null, features: readonly string[], flightPath: string, mediaCount: number): string[] {
    const random = this.#random;
    const tags = new Set<string>();
    if (shapeTag && random.chance(0.8)) tags.add(shapeTag);
    if (features.includes('Lights') && random.chance(0.5)) tags.add('lights');
    if (flightPath === 'Hovering' && random.chance(0.5)) tags.add('hovering');
    if (mediaCount > 0) tags.add(random.chance(0.7) ? 'photo' : 'video');
    if (random.chance(0.15)) tags.add(random.pick(EVERYDAY_TAGS));
    return [...tags];
  }
}

type Words = Record<
  'It' | 'it' | 'them' | 'was' | 'things' | 'The' | 'aColor' | 'color' | 'color2' | 'size' | 'sky' | 'edge' | 'dir',
  string
>;

type Template = (words: Words) => string;

/** Splits '{It} rose {dir}.' once into text and word slots, so filling it is plain concatenation. */
function compile(template: string): Template {
  const parts = template.split(/\{(\w+)\}/); // odd indexes hold word names
  for (let index = 1; index < parts.length; index += 2) {
    if (!(parts[index]! in EXAMPLE_WORDS)) throw new Error(`Unknown word {${parts[index]}} in '${template}'`);
  }
  if (parts.length === 1) return () => template;
  return (words) => {
    let text = parts[0]!;
    for (let index = 1; index < parts.length; index += 2)
      text += words[parts[index] as keyof Words] + parts[index + 1]!;
    return text;
  };
}

const EXAMPLE_WORDS: Words = {
  It: '',
  it: '',
  them: '',
  was: '',
  things: '',
  The: '',
  aColor: '',
  color: '',
  color2: '',
  size: '',
  sky: '',
  edge: '',
  dir: '',
};
const OPENINGS = phrases.openings.map(compile);
const APPEARANCES = phrases.appearances.map(compile);
const ENDINGS = phrases.endings.map(compile);
const AFTERMATHS = phrases.aftermaths.map(compile);
const MOTIONS = new Map(Object.entries(phrases.motions).map(([path, sentences]) => [path, sentences.map(compile)]));
const FEATURE_SENTENCES = new Map(
  Object.entries(phrases.featureSentences).map(([feature, sentence]) => [feature, compile(sentence)]),
);

/** A point within a few km of the place, uniform over the disc. */
function jitter(city: City, random: SeededRandom): { latitude: number; longitude: number } {
  const distance = JITTER_KM * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const latitude = Math.max(-90, Math.min(90, city.latitude + (distance * Math.cos(bearing)) / KM_PER_DEGREE));
  const cosLatitude = Math.max(0.01, Math.cos((city.latitude * Math.PI) / 180));
  let longitude = city.longitude + (distance * Math.sin(bearing)) / (KM_PER_DEGREE * cosLatitude);
  if (longitude >= 180) longitude -= 360;
  if (longitude < -180) longitude += 360;
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

/** US states by name; elsewhere the gazetteer's region code when it is a readable one (not '07'). */
function regionOf(city: City): string | null {
  if (city.country === 'US') return US_STATE_NAMES[city.adminCode] ?? null;
  return /^[A-Z]{2,3}$/.test(city.adminCode) ? city.adminCode : null;
}

function logUniform(random: SeededRandom, min: number, max: number): number {
  return Math.round(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
}

function durationInProse(seconds: number): string {
  if (seconds < 10) return 'only a few seconds';
  if (seconds < 90) return `about ${Math.round(seconds / 5) * 5} seconds`;
  if (seconds < 3600) {
    const minutes = Math.round(seconds / 60);
    return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return seconds < 5400 ? 'a little over an hour' : 'well over an hour';
}

function timeOfDay(hour: number): string {
  if (hour >= 5 && hour < 8) return 'at dawn';
  if (hour >= 8 && hour < 17) return 'in broad daylight';
  if (hour >= 17 && hour < 20) return 'at dusk';
  if (hour >= 20 && hour < 23) return 'after dark';
  return 'late at night';
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
