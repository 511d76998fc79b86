import { z } from 'zod/mini';
import { cleanText } from './clean-text.ts';
import { sightingSchema } from './sighting.ts';

/**
 * Where a followed report stands: received (pending, no staff member has saved a change to it yet),
 * in review (pending, and a staff member has saved an edit to it), published (public, with its
 * link), not published (taken down by staff, with their reason) or withdrawn (by the witness).
 */
export const FOLLOW_STATUSES = ['received', 'in-review', 'published', 'not-published', 'withdrawn'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];

/** The reason logged when a witness withdraws their report from the follow page. */
export const WITHDRAWN_REASON = 'Withdrawn by the witness.';

/** How long a follow link opens its report; after that it answers 404 like a wrong one. */
export const FOLLOW_LINK_LIFETIME_DAYS = 365;

/** The follow link's token, as it stands in the path. Any text: a wrong one is a 404, not a 400. */
export const followTokenParamsSchema = z.object({ token: z.string() });

/** What the follow page shows: the report as stored, where it stands, and what the witness may still do. */
export const followedReportSchema = z.object({
  status: z.enum(FOLLOW_STATUSES),
  /** The staff's reason when not published; the withdrawal's when withdrawn; else null. */
  reason: z.nullable(z.string()),
  /** The public page's path once published; else null. */
  sightingPath: z.nullable(z.string()),
  /** While pending the witness may add media and withdraw the report. */
  pending: z.boolean(),
  /**
   * Merged by staff into the report it repeats (another witness's, or the same one sent earlier): that
   * report's public page once it is published; else null.
   */
  mergedIntoPath: z._default(z.nullable(z.string()), null),
  report: sightingSchema,
});
export type FollowedReport = z.infer<typeof followedReportSchema>;

/** The longest reason staff may give for deleting a pending report. */
export const DELETE_REASON_MAX_LENGTH = 300;

export const DELETE_REASON_MESSAGES = {
  missing: 'Write why this report is not published: the witness reads it on their follow page.',
  tooLong: `The reason must be at most ${DELETE_REASON_MAX_LENGTH} characters.`,
} as const;

/** The reason text, cleaned like every text staff write; empty means none. */
export const deleteReasonSchema = z.pipe(
  z.pipe(z.string(), z.transform(cleanText)),
  z.string().check(z.maxLength(DELETE_REASON_MAX_LENGTH, DELETE_REASON_MESSAGES.tooLong)),
);

/**
 * The delete call's body: empty as before, or the reason staff give for not publishing a pending
 * report, which the witness reads on their follow page.
 */
export const deleteSightingBodySchema = z.pipe(
  z.nullish(z.object({ reason: z.nullish(deleteReasonSchema) })),
  z.transform((body) => ({ reason: body?.reason || null })),
);
