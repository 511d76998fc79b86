import { z } from 'zod';
import { readJsonData } from '../json-data.ts';

const phraseList = z.array(z.string().min(1)).min(1);
/** A word and its weight in a draw, e.g. ['Three', 3] objects or ['Sighting', 80] of the types. */
const weightedWord = z.tuple([z.string().min(1), z.number().positive()]);
const phrasesByFlightPath = z.record(z.string(), phraseList);

const shapeWordsSchema = z.object({
  shape: z.string().min(1),
  /** How common the shape is in reports. */
  weight: z.number().positive(),
  noun: z.string().min(1),
  plural: z.string().min(1),
  /** The suggested tag of the report vocabulary it earns, if any. */
  tag: z.string().nullable(),
  /** Shapes that are usually one object; the others are often seen in groups. */
  single: z.boolean().optional(),
});
export type ShapeWords = z.output<typeof shapeWordsSchema>;

/** The phrase tables (phrase-tables.json) that the synthetic generator composes summaries and descriptions from. */
export const phraseTablesSchema = z.object({
  shapeWords: z.array(shapeWordsSchema).min(1),
  /** How many objects, by number; the word starts a sentence. */
  groupCounts: z.array(weightedWord).min(1),
  colors: phraseList,
  placePrepositions: phraseList,
  directions: phraseList,
  /** Past-tense motion for the summary, by flight path. */
  summaryMotion: phrasesByFlightPath,
  openings: phraseList,
  appearances: phraseList,
  sizes: phraseList,
  skies: phraseList,
  edges: phraseList,
  /** One sentence about the motion, by flight path. */
  motions: phrasesByFlightPath,
  /** Sentences that show a feature the report lists. */
  featureSentences: z.record(z.string(), z.string().min(1)),
  endings: phraseList,
  aftermaths: phraseList,
  sightingTypes: z.array(weightedWord).min(1),
  /** Reports per person by country: most come from English-speaking countries. */
  reportingRate: z.record(z.string().regex(/^[A-Z]{2}$/), z.number().positive()),
  /** Sightings by local hour, 0 to 23: most in the evening and early night. */
  hourWeights: z.array(z.number().nonnegative()).length(24),
});
export type PhraseTables = z.output<typeof phraseTablesSchema>;

export const phrases: PhraseTables = readJsonData(new URL('./phrase-tables.json', import.meta.url), phraseTablesSchema);
