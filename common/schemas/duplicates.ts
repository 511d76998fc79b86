import { z } from 'zod/mini';
import { isoDateTimeSchema, sightingIdSchema } from './common-fields.ts';

/** What made a report look like another (decision 0028). */
export const DUPLICATE_MATCHES = ['place-time', 'text', 'photo'] as const;
export type DuplicateMatch = (typeof DUPLICATE_MATCHES)[number];

/** From this confidence on, the moderation queue marks a report as a probable resend. */
export const PROBABLE_DUPLICATE_CONFIDENCE = 0.5;

/** A report stored before this one that it may repeat, how sure that is, and why. */
export const duplicateCandidateSchema = z.object({
  id: sightingIdSchema,
  /** 0 (nothing alike) to 1 (certainly the same report). */
  confidence: z.number().check(z.gte(0), z.lte(1)),
  /** Which signals matched on their own: same place and time, near-identical text, the same photo. */
  matched: z.array(z.enum(DUPLICATE_MATCHES)),
  /** Kilometres between the two places; null when either has none. */
  distanceKm: z.nullable(z.number().check(z.gte(0))),
  /** Minutes between the two times they say it occurred. */
  minutesApart: z.number().check(z.gte(0)),
  /** How alike their words are (trigram Jaccard of summary and description), 0 to 1. */
  textSimilarity: z.number().check(z.gte(0), z.lte(1)),
  /** Bits apart of their closest two photos' perceptual hashes; null when no photo matched. */
  photoBitsApart: z.nullable(z.number().check(z.int(), z.gte(0))),
  summary: z.nullable(z.string()),
  submitted: isoDateTimeSchema,
  /** Whether the candidate is public already (else it too awaits review). */
  approved: z.boolean(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

/** GET /administration/duplicates/{id}: the candidates, most likely first. */
export const duplicatesSchema = z.object({
  id: sightingIdSchema,
  candidates: z.array(duplicateCandidateSchema),
});
export type Duplicates = z.infer<typeof duplicatesSchema>;

export const mergeParamsSchema = z.object({ id: sightingIdSchema, targetId: sightingIdSchema });
export const keepBothParamsSchema = z.object({ id: sightingIdSchema, otherId: sightingIdSchema });
