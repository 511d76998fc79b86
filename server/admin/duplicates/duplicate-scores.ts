import type { DuplicateMatch } from '../../../common/schemas/duplicates.ts';

/**
 * How alike two reports are, signal by signal, and how sure that makes us that one is a resend of
 * the other (decision 0028). Every figure is one a moderator can check by looking at the two.
 */

/** Places this far apart or more count nothing towards "same place" (closeness falls linearly to it). */
export const PLACE_KM = 5;
/** Times this far apart or more count nothing towards "same time". */
export const TIME_MINUTES = 120;
/** Text this alike (trigram Jaccard) or less counts nothing: unrelated reports of lights share that much. */
const TEXT_FLOOR = 0.3;
/** The matches named on their own: place and time close, words near-identical. */
const PLACE_TIME_MATCH = 0.5;
const TEXT_MATCH = 0.6;
/** How much each signal alone can say. Two witnesses of one event stand at one place and time, so that alone says less. */
const PLACE_TIME_WEIGHT = 0.6;
const TEXT_WEIGHT = 0.9;
/** A photo's bits apart at which it no longer counts (it is found only up to 3 bits apart). */
const PHOTO_BITS_SCALE = 16;

export interface Likeness {
  /** Null when either report has no place. */
  distanceKm: number | null;
  minutesApart: number;
  textSimilarity: number;
  /** Null when no photo of one is a near twin of a photo of the other. */
  photoBitsApart: number | null;
}

export interface Score {
  confidence: number;
  matched: DuplicateMatch[];
}

/**
 * Each signal gives a chance that the two are one report; they are combined as independent
 * evidence (1 − the product of the chances that each is wrong), so any one strong signal is enough
 * and weak ones add up:
 * - place and time: closeness in place × closeness in time, weighed 0.6;
 * - text: the similarity above 0.3, stretched to 0–1, weighed 0.9;
 * - photo: 1 − bits apart / 16 (1 for the same hash, 0.81 at 3 bits).
 */
export function scoreLikeness(likeness: Likeness): Score {
  const placeTime =
    likeness.distanceKm === null
      ? 0
      : Math.max(0, 1 - likeness.distanceKm / PLACE_KM) * Math.max(0, 1 - likeness.minutesApart / TIME_MINUTES);
  const text = Math.max(0, (likeness.textSimilarity - TEXT_FLOOR) / (1 - TEXT_FLOOR));
  const photo = likeness.photoBitsApart === null ? 0 : Math.max(0, 1 - likeness.photoBitsApart / PHOTO_BITS_SCALE);
  const unlike = (1 - PLACE_TIME_WEIGHT * placeTime) * (1 - TEXT_WEIGHT * text) * (1 - photo);
  const matched: DuplicateMatch[] = [];
  if (placeTime >= PLACE_TIME_MATCH) matched.push('place-time');
  if (likeness.textSimilarity >= TEXT_MATCH) matched.push('text');
  if (likeness.photoBitsApart !== null) matched.push('photo');
  return { confidence: Math.round((1 - unlike) * 100) / 100, matched };
}

/** Lower case, accents and punctuation gone, spaces single: what "the same words" compares. */
function normalized(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The text's runs of three characters (spaces included, so word edges count). */
export function trigrams(text: string): Set<string> {
  const clean = ` ${normalized(text)} `;
  const grams = new Set<string>();
  if (clean.trim() === '') return grams;
  for (let index = 0; index + 3 <= clean.length; index += 1) grams.add(clean.slice(index, index + 3));
  return grams;
}

/**
 * The share of trigrams the two texts have in common (Jaccard: in both / in either), 0 to 1. A
 * resend typed again or lightly edited keeps most of its trigrams; two witnesses' own words share few.
 */
export function textSimilarity(first: Set<string>, second: Set<string>): number {
  if (first.size === 0 || second.size === 0) return 0;
  const [small, large] = first.size <= second.size ? [first, second] : [second, first];
  let shared = 0;
  for (const gram of small) if (large.has(gram)) shared += 1;
  return Math.round((shared / (first.size + second.size - shared)) * 1000) / 1000;
}
