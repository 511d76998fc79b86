import { z } from 'zod/mini';
import { isoDateTimeSchema, pageOf, sightingIdSchema } from './common-fields.ts';

/**
 * Staff updates and deletions, a witness withdrawing their own pending report, and staff merging a
 * resent report into the one it repeats (its reason names that one).
 */
export const ACTIVITY_ACTIONS = [
  'DELETED_SIGHTING',
  'UPDATED_SIGHTING',
  'WITHDRAWN_SIGHTING',
  'MERGED_SIGHTING',
] as const;

/**
 * What a change decided about a report, said in words in the log: an update that made it public
 * approved it, a deletion of a report never published rejected it.
 */
export const ACTIVITY_OUTCOMES = ['approved', 'rejected'] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export const activitySchema = z.object({
  action: z.enum(ACTIVITY_ACTIONS),
  created: isoDateTimeSchema,
  /** The staff member; null when the witness withdrew the report themselves. */
  user: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  sightingId: sightingIdSchema,
  /** Why it was taken down (a deletion's reason, or the withdrawal); null when none was given. */
  reason: z.nullable(z.string()),
  /**
   * Beside the action: 'approved' when an update made the report public, 'rejected' when a deletion
   * took down a report never published; null for any other change (and for entries logged before).
   */
  outcome: z._default(z.nullable(z.enum(ACTIVITY_OUTCOMES)), null),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityPageSchema = pageOf(activitySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;
