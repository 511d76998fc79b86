import { z } from 'zod/mini';
import { isoDateTimeSchema, pageOf, sightingIdSchema } from './common-fields.ts';

/** A sighting an import stored although its coordinates lie far from the place it names, for staff to check. */
export const flaggedSightingSchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  sightingId: sightingIdSchema,
  /** What disagrees: the coordinates, how far they are, and the place named. */
  reason: z.string(),
  flagged: isoDateTimeSchema,
});
export type FlaggedSighting = z.infer<typeof flaggedSightingSchema>;

export const flaggedSightingPageSchema = pageOf(flaggedSightingSchema);
export type FlaggedSightingPage = z.infer<typeof flaggedSightingPageSchema>;
